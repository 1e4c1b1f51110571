import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_GUARD_KEY, claimChunkReload } from './reload-guard.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

describe('claimChunkReload', () => {
  it('allows the first reload and records the path with a 10 s expiry', () => {
    const storage = memoryStorage()
    expect(claimChunkReload(storage, '/studio', 1_000)).toBe(true)
    expect(JSON.parse(storage.items.get(CHUNK_RELOAD_GUARD_KEY) ?? '')).toEqual({
      path: '/studio',
      expires: 11_000,
    })
  })

  it('refuses a second reload of the same path within 10 s', () => {
    const storage = memoryStorage()
    claimChunkReload(storage, '/studio', 1_000)
    expect(claimChunkReload(storage, '/studio', 10_999)).toBe(false)
  })

  it('allows it again once the window has passed', () => {
    const storage = memoryStorage()
    claimChunkReload(storage, '/studio', 1_000)
    expect(claimChunkReload(storage, '/studio', 11_000)).toBe(true)
  })

  it('allows a reload for another path inside the window', () => {
    const storage = memoryStorage()
    claimChunkReload(storage, '/studio', 1_000)
    expect(claimChunkReload(storage, '/sample', 2_000)).toBe(true)
  })

  it('treats a corrupt record as absent', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_GUARD_KEY]: '{oops' }), '/x', 0)).toBe(true)
  })

  it('still allows one reload when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(claimChunkReload(storage, '/x', 0)).toBe(true)
  })
})
