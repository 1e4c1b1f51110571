import { afterEach, describe, expect, it } from 'vitest'
import { configureSdk, getSdk } from './index.ts'
import { defaultServiceBaseUrls, sandboxServiceBaseUrls } from './services.ts'
import { createMemoryTokenStore } from './token-store.ts'

const access = { token: 'alex-access', expires_at: 4_102_444_800 }
const sent: string[] = []
const fetch = async (request: Request) => {
  sent.push(`${request.method} ${request.url} ${request.headers.get('Authorization')}`)
  return Response.json({})
}

afterEach(() => {
  // Back to the defaults for the next test (each field given as undefined).
  configureSdk({
    serviceBaseUrls: undefined,
    appId: undefined,
    timeout: undefined,
    fetch: undefined,
    tokenStore: createMemoryTokenStore(),
  })
  sent.length = 0
})

describe('configureSdk changes only what it is given', () => {
  it('keeps the base URLs, app id, fetch and timeout when a test swaps the token store', async () => {
    configureSdk({
      serviceBaseUrls: sandboxServiceBaseUrls('http://localhost:4100'),
      appId: 'music-dev',
      timeout: 10_000,
      fetch,
    })
    const sdk = configureSdk({ tokenStore: createMemoryTokenStore({ access }) })
    expect(sdk.config.serviceBaseUrls).toEqual(sandboxServiceBaseUrls('http://localhost:4100'))
    expect(sdk.config.appId).toBe('music-dev')
    expect(sdk.config.timeout).toBe(10_000)
    expect(getSdk()).toBe(sdk)
    await sdk.execute({
      service: 'profile',
      url: `${sdk.baseUrl('profile')}/api/v1/me`,
      method: 'GET',
      headers: new Headers(),
      auth: 'bearer',
    })
    expect(sent).toEqual(['GET http://localhost:4100/profile/api/v1/me Bearer alex-access'])
  })

  it('keeps the signed-in user signed in when another field changes', () => {
    configureSdk({ tokenStore: createMemoryTokenStore({ access }) })
    const sdk = configureSdk({ timeout: 5000 })
    expect(sdk.tokens().access).toEqual(access)
    expect(sdk.tokenStore).toBe(getSdk().tokenStore)
  })

  it('merges base URLs per service', () => {
    configureSdk({ serviceBaseUrls: { identity: 'http://localhost:4100/identity' } })
    const sdk = configureSdk({ serviceBaseUrls: { profile: 'https://profile.staging.example' } })
    expect(sdk.baseUrl('identity')).toBe('http://localhost:4100/identity')
    expect(sdk.baseUrl('profile')).toBe('https://profile.staging.example')
    expect(sdk.baseUrl('license')).toBe(defaultServiceBaseUrls.license)
  })

  it('returns a field given as undefined to its default', () => {
    configureSdk({ serviceBaseUrls: sandboxServiceBaseUrls(), timeout: 10_000 })
    const sdk = configureSdk({ serviceBaseUrls: undefined, timeout: undefined })
    expect(sdk.config.serviceBaseUrls).toEqual(defaultServiceBaseUrls)
    expect(sdk.config.timeout).toBe(3000)
  })

  it('leaves the default instance as it was when the new configuration is refused', () => {
    const before = configureSdk({ appId: 'music-dev' })
    expect(() => configureSdk({ timeout: -1 })).toThrow(RangeError)
    expect(getSdk()).toBe(before)
    expect(configureSdk({}).config.timeout).toBe(3000)
  })
})
