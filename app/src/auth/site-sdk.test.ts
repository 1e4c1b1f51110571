// @vitest-environment happy-dom
import { defaultServiceBaseUrls, getSdk } from '@music/sdk/auth'
import { describe, expect, it } from 'vitest'
import { configureSiteSdk, SERVICE_TIMEOUT_MS, serviceBaseUrlsFor } from './site-sdk.ts'

describe('serviceBaseUrlsFor', () => {
  it('serves every service under <base>/<service> for a sandbox', () => {
    const urls = serviceBaseUrlsFor('http://localhost:4100')
    expect(urls.identity).toBe('http://localhost:4100/identity')
    expect(urls.license).toBe('http://localhost:4100/license')
    expect(serviceBaseUrlsFor('https://sandbox.example.com/').profile).toBe(
      'https://sandbox.example.com/profile',
    )
  })

  it('selects the production hosts for a base URL on their domain', () => {
    expect(serviceBaseUrlsFor('https://id.serato.com')).toEqual(defaultServiceBaseUrls)
    expect(serviceBaseUrlsFor('https://serato.com')).toEqual(defaultServiceBaseUrls)
  })
})

describe('configureSiteSdk', () => {
  it('configures the default instance once: base URLs, 10 s timeout, app id, cookie tokens', () => {
    const config = { servicesBaseUrl: 'http://localhost:4100', appId: 'music-website' }
    const sdk = configureSiteSdk(config)
    expect(getSdk()).toBe(sdk)
    expect(configureSiteSdk({ ...config })).toBe(sdk)
    expect(sdk.config.timeout).toBe(SERVICE_TIMEOUT_MS)
    expect(SERVICE_TIMEOUT_MS).toBe(10_000)
    expect(sdk.config.appId).toBe('music-website')
    expect(sdk.baseUrl('identity')).toBe('http://localhost:4100/identity')
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    sdk.setTokens({ refresh: { token: 'r-1', expires_at: inAnHour } })
    expect(document.cookie).toContain('sso_production-1_r')
    sdk.signOut()
    expect(configureSiteSdk({ ...config, appId: 'other' })).not.toBe(sdk)
  })
})
