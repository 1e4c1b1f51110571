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
      appSecret: 'sandbox-website-secret',
      servicesBaseUrl: 'http://localhost:4100',
      buildPollIntervalMs: 60_000,
    })
    expect(loadServerConfig({}).gtmId).toBeUndefined()
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

  it('rejects a SITE_ORIGIN with a path', () => {
    expect(() => loadServerConfig({ SITE_ORIGIN: 'https://www.example.com/en' })).toThrow(/without a path/)
  })
})

describe('toPublicConfig', () => {
  it('leaves out the preview token, the application secret and the port', () => {
    const publicConfig = toPublicConfig(
      loadServerConfig({ SANITY_PREVIEW_TOKEN: 'secret-token', APP_SECRET: 'app-secret-value' }),
    )
    expect(JSON.stringify(publicConfig)).not.toContain('secret-token')
    expect(JSON.stringify(publicConfig)).not.toContain('app-secret-value')
    expect(publicConfig).not.toHaveProperty('appSecret')
    expect(publicConfig).not.toHaveProperty('port')
    expect(publicConfig).not.toHaveProperty('sanityPreviewToken')
  })
})
