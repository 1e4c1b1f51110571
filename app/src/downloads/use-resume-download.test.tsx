// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DOWNLOAD_INTENT_KEY } from './download-intent-key.ts'

const completeReturn = vi.fn((_href: string) => null)
vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({ options: { context: { auth: { completeReturn } } } }),
}))
const { useResumeDownload } = await import('./use-resume-download.ts')

beforeEach(() => {
  completeReturn.mockClear()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useResumeDownload', () => {
  it('reads no storage on a page load that is not a sign-in return, even with a download waiting', () => {
    localStorage.setItem(DOWNLOAD_INTENT_KEY, '{}')
    window.history.replaceState(null, '', '/dj/pro/downloads?tab=mac')
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    renderHook(() => useResumeDownload())
    expect(getItem).not.toHaveBeenCalled()
    expect(completeReturn).not.toHaveBeenCalled()
  })

  it('processes the sign-in return when a download waits for it', () => {
    localStorage.setItem(DOWNLOAD_INTENT_KEY, '{}')
    window.history.replaceState(null, '', '/dj/pro/downloads?state=s1&code=c1')
    renderHook(() => useResumeDownload())
    expect(completeReturn).toHaveBeenCalledWith(`${window.location.origin}/dj/pro/downloads?state=s1&code=c1`)
  })

  it('leaves a sign-in return without a waiting download to the root document', () => {
    window.history.replaceState(null, '', '/dj/pro/downloads?state=s1&code=c1')
    renderHook(() => useResumeDownload())
    expect(completeReturn).not.toHaveBeenCalled()
  })
})
