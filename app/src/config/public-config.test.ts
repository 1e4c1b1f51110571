import { describe, expect, it, vi } from 'vitest'
import { createPublicConfigSource } from './public-config.ts'
import { loadServerConfig, type PublicConfig, toPublicConfig } from './server-config.ts'

const config: PublicConfig = toPublicConfig(loadServerConfig({}))

describe('createPublicConfigSource', () => {
  it('fetches once and keeps the answer for later navigations', async () => {
    const fetchConfig = vi.fn(async () => config)
    const source = createPublicConfigSource(() => undefined, fetchConfig)
    const [first, second] = await Promise.all([source.get(), source.get()])
    expect(await source.get()).toBe(config)
    expect(first).toBe(config)
    expect(second).toBe(config)
    expect(fetchConfig).toHaveBeenCalledTimes(1)
  })

  it('uses a configuration the router already holds (hydrated from the server) without fetching', async () => {
    const fetchConfig = vi.fn(async () => config)
    const hydrated = { ...config, siteOrigin: 'https://hydrated.example' }
    const source = createPublicConfigSource(() => hydrated, fetchConfig)
    expect(await source.get()).toBe(hydrated)
    expect(fetchConfig).not.toHaveBeenCalled()
  })

  it('does not keep a failed fetch: the next call asks again', async () => {
    const fetchConfig = vi
      .fn<() => Promise<PublicConfig>>()
      .mockRejectedValueOnce(new Error('config unavailable'))
      .mockResolvedValueOnce(config)
    const source = createPublicConfigSource(() => undefined, fetchConfig)
    await expect(source.get()).rejects.toThrow('config unavailable')
    expect(await source.get()).toBe(config)
    expect(fetchConfig).toHaveBeenCalledTimes(2)
  })
})
