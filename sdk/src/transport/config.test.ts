import { describe, expect, it } from 'vitest'
import { DEFAULT_TIMEOUT_MS, resolveConfig } from './config.ts'
import { createSdk } from './sdk.ts'
import { defaultServiceBaseUrls, sandboxServiceBaseUrls } from './services.ts'
import { createMemoryTokenStore } from './token-store.ts'

describe('resolveConfig', () => {
  it('applies the defaults: production base URLs, 3000 ms timeout, rotation on', () => {
    const config = resolveConfig({ tokenStore: createMemoryTokenStore() })
    expect(config.serviceBaseUrls).toEqual(defaultServiceBaseUrls)
    expect(config.timeout).toBe(DEFAULT_TIMEOUT_MS)
    expect(config.tokenRotation).toBe(true)
  })

  it('overrides base URLs per service and drops trailing slashes', () => {
    const config = resolveConfig({
      serviceBaseUrls: { identity: 'http://localhost:4100/identity/', license: '' },
    })
    expect(config.serviceBaseUrls.identity).toBe('http://localhost:4100/identity')
    expect(config.serviceBaseUrls.license).toBe(defaultServiceBaseUrls.license)
    expect(resolveConfig({ serviceBaseUrls: sandboxServiceBaseUrls() }).serviceBaseUrls).toEqual(
      sandboxServiceBaseUrls(),
    )
  })

  it('refuses a base URL for a service that does not exist (a typo would call production)', () => {
    const serviceBaseUrls = { identiy: 'http://localhost:4100/identity' } as never
    expect(() => createSdk({ serviceBaseUrls })).toThrow(new TypeError('sdk config: unknown service identiy'))
    expect(() => resolveConfig({ serviceBaseUrls: { toString: 'http://x.test' } as never })).toThrow(
      'unknown service toString',
    )
  })

  it.each(['localhost:4100/identity', '/identity', 'ftp://files.example.com', 'https://', 'not a url'])(
    'refuses the base URL %j: not an absolute http(s) URL',
    (url) => {
      expect(() => resolveConfig({ serviceBaseUrls: { profile: url } })).toThrow(
        new TypeError('sdk config: serviceBaseUrls.profile is not an http(s) URL'),
      )
    },
  )

  it.each([-1, 0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31])(
    'refuses the timeout %s: not a positive number of milliseconds below 2^31',
    (timeout) => {
      expect(() => createSdk({ timeout })).toThrow(RangeError)
      expect(() => createSdk({ timeout })).toThrow(`sdk config: timeout ${timeout} is not > 0 ms`)
    },
  )

  it('accepts timeouts from 1 ms to 2^31 - 1 ms', () => {
    expect(resolveConfig({ timeout: 1 }).timeout).toBe(1)
    expect(resolveConfig({ timeout: 2 ** 31 - 1 }).timeout).toBe(2 ** 31 - 1)
  })
})
