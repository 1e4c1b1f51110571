import { describe, expect, it } from 'vitest'
import { ConfigError, loadServerConfig, toPublicConfig } from './server-config.ts'

describe('loadServerConfig', () => {
  it('has working defaults for the local sandbox', () => {
    expect(loadServerConfig({})).toMatchObject({
      port: 3000,
      siteOrigin: 'http://localhost:3000',
      contentApiHost: 'http://localhost:4000',
      sanityProjectId: 'musicweb',
      sanityDataset: 'production',
      sanityPreviewToken: 'sandbox-preview-token',
      servicesBaseUrl: 'http://localhost:4100',
      buildPollIntervalMs: 60_000,
    })
    expect(loadServerConfig({}).gtmId).toBeUndefined()
    expect(loadServerConfig({}).appSecret).toBeUndefined()
    expect(loadServerConfig({ APP_SECRET: ' s3cret ' }).appSecret).toBe('s3cret')
  })

  it('derives the default site origin from PORT and trims trailing slashes of URLs', () => {
    const config = loadServerConfig({ PORT: '8080', CONTENT_API_HOST: 'https://content.example.com/' })
    expect(config.siteOrigin).toBe('http://localhost:8080')
    expect(config.contentApiHost).toBe('https://content.example.com')
  })

  it.each(['GTM-AB12CD', 'G-1234567890', 'GTM-X'])('accepts the tag manager id %s', (id) => {
    expect(loadServerConfig({ GTM_ID: id }).gtmId).toBe(id)
  })

  it('keeps the tag manager disabled when GTM_ID is unset or empty', () => {
    expect(loadServerConfig({ GTM_ID: '' }).gtmId).toBeUndefined()
  })

  it.each(['gtm-ab12cd', 'GTM-', 'UA-12345-1', 'GTM-ab12', 'G-12 34', 'AW-123'])(
    'rejects the tag manager id %j at startup',
    (id) => {
      expect(() => loadServerConfig({ GTM_ID: id })).toThrow(/GTM_ID must match/)
    },
  )

  it('lists every invalid variable in one ConfigError', () => {
    let error: unknown
    try {
      loadServerConfig({
        PORT: 'eighty',
        SITE_ORIGIN: 'localhost:3000',
        SANITY_DATASET: 'Production!',
        BUILD_POLL_INTERVAL_MS: '-5',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const { problems } = error as ConfigError
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/PORT.*SITE_ORIGIN.*SANITY_DATASET.*BUILD_POLL_INTERVAL_MS/s)
  })

  it('reads the caching and deadline settings, with defaults', () => {
    expect(loadServerConfig({})).toMatchObject({
      contentFetchTimeoutMs: 5000,
      cacheSMaxAgeSeconds: 60,
      cacheStaleWhileRevalidateSeconds: 600,
      pageCacheMaxBytes: 64 * 1024 * 1024,
      pageCacheListen: true,
      sanityWebhookSecret: undefined,
      siteWorkers: 1,
    })
    expect(
      loadServerConfig({
        CONTENT_FETCH_TIMEOUT_MS: '2500',
        CACHE_S_MAXAGE_SECONDS: '300',
        CACHE_STALE_WHILE_REVALIDATE_SECONDS: '0',
        PAGE_CACHE_MAX_BYTES: '0',
        PAGE_CACHE_LISTEN: 'false',
        SANITY_WEBHOOK_SECRET: 'whsec',
        SITE_WORKERS: '2',
      }),
    ).toMatchObject({
      contentFetchTimeoutMs: 2500,
      cacheSMaxAgeSeconds: 300,
      cacheStaleWhileRevalidateSeconds: 0,
      pageCacheMaxBytes: 0,
      pageCacheListen: false,
      sanityWebhookSecret: 'whsec',
      siteWorkers: 2,
    })
  })

  it('rejects a content deadline beyond the content client timeout and a PAGE_CACHE_LISTEN that is not a boolean', () => {
    expect(() => loadServerConfig({ CONTENT_FETCH_TIMEOUT_MS: '300000' })).toThrow(/CONTENT_FETCH_TIMEOUT_MS/)
    expect(() => loadServerConfig({ PAGE_CACHE_LISTEN: 'yes' })).toThrow(
      /PAGE_CACHE_LISTEN must be true or false/,
    )
    expect(() => loadServerConfig({ SITE_WORKERS: '0' })).toThrow(
      /SITE_WORKERS must be an integer from 1 to 64/,
    )
  })

  it('rejects a SITE_ORIGIN with a path', () => {
    expect(() => loadServerConfig({ SITE_ORIGIN: 'https://www.example.com/en' })).toThrow(/without a path/)
  })
})

describe('telemetry settings (docs/decisions/041)', () => {
  it('collects no metrics without METRICS_PORT, samples a tenth of page views by default', () => {
    expect(loadServerConfig({})).toMatchObject({
      metricsPort: undefined,
      metricsHost: '0.0.0.0',
      webVitalsSampleRate: 0.1,
    })
    expect(loadServerConfig({ METRICS_PORT: '9464', WEB_VITALS_SAMPLE_RATE: '0.25' })).toMatchObject({
      metricsPort: 9464,
      webVitalsSampleRate: 0.25,
    })
    expect(toPublicConfig(loadServerConfig({ WEB_VITALS_SAMPLE_RATE: '1' })).webVitalsSampleRate).toBe(1)
  })

  it('sends the services a traceparent from the browser unless SERVICES_TRACEPARENT is false', () => {
    expect(toPublicConfig(loadServerConfig({})).servicesTraceparent).toBe(true)
    expect(toPublicConfig(loadServerConfig({ SERVICES_TRACEPARENT: 'false' })).servicesTraceparent).toBe(
      false,
    )
  })

  it('keys per-client limits on the connection unless CLIENT_ADDRESS_HEADER names a proxy’s header', () => {
    expect(loadServerConfig({}).clientAddressHeader).toBeUndefined()
    expect(loadServerConfig({ CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP' }).clientAddressHeader).toBe(
      'cf-connecting-ip',
    )
    expect(toPublicConfig(loadServerConfig({ CLIENT_ADDRESS_HEADER: 'X-Forwarded-For' }))).not.toHaveProperty(
      'clientAddressHeader',
    )
  })

  it.each([
    [{ WEB_VITALS_SAMPLE_RATE: '1.5' }, /WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1/],
    [{ WEB_VITALS_SAMPLE_RATE: '10%' }, /WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1/],
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT must be an integer from 0 to 65535/],
    [{ PORT: '8080', METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT/],
    [{ SERVICES_TRACEPARENT: 'no' }, /SERVICES_TRACEPARENT must be true or false/],
    [{ CLIENT_ADDRESS_HEADER: 'X-Forwarded-For: 1.2.3.4' }, /CLIENT_ADDRESS_HEADER must be a header name/],
  ])('refuses %j at startup', (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(message)
  })
})

describe('toPublicConfig', () => {
  it('leaves out the preview token, the application secret, the webhook secret and the port', () => {
    const publicConfig = toPublicConfig(
      loadServerConfig({
        SANITY_PREVIEW_TOKEN: 'secret-token',
        APP_SECRET: 'app-secret-value',
        SANITY_WEBHOOK_SECRET: 'webhook-secret',
      }),
    )
    expect(JSON.stringify(publicConfig)).not.toContain('secret-token')
    expect(JSON.stringify(publicConfig)).not.toContain('app-secret-value')
    expect(JSON.stringify(publicConfig)).not.toContain('webhook-secret')
    expect(publicConfig).not.toHaveProperty('port')
    expect(publicConfig).not.toHaveProperty('sanityPreviewToken')
    expect(publicConfig).not.toHaveProperty('appSecret')
  })
})
