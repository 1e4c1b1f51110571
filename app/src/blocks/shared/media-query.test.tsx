// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './media-query.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A `matchMedia` whose lists report `matches` and count their change listeners. */
function fakeMatchMedia(matches: () => boolean) {
  const listeners = new Set<() => void>()
  let added = 0
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return matches()
        },
        addEventListener: (_type: string, listener: () => void) => {
          added += 1
          listeners.add(listener)
        },
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  return { listeners, added: () => added }
}

describe('useMediaQuery', () => {
  it('follows change events with one subscription across re-renders', () => {
    let matches = false
    const media = fakeMatchMedia(() => matches)
    const { result, rerender } = renderHook(() => useMediaQuery('(min-width: 48rem)'))
    expect(result.current).toBe(false)
    rerender()
    rerender()
    expect(media.added()).toBe(1)
    expect(media.listeners.size).toBe(1)

    matches = true
    act(() => {
      for (const listener of media.listeners) listener()
    })
    expect(result.current).toBe(true)
    expect(media.added()).toBe(1)
  })
})
