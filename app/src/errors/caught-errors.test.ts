import { afterEach, describe, expect, it, vi } from 'vitest'
import { logRecoverableError } from './caught-errors.ts'

describe('logRecoverableError (decision 034)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('only notes a section the server could not render, and logs a hydration mismatch as an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    logRecoverableError(new Error('Minified React error #419; visit https://react.dev/errors/419'))
    logRecoverableError(
      new Error('The server could not finish this Suspense boundary, likely due to an error'),
    )
    expect(error).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledTimes(2)
    logRecoverableError(new Error('Minified React error #418; visit https://react.dev/errors/418'))
    expect(error).toHaveBeenCalledTimes(1)
  })
})
