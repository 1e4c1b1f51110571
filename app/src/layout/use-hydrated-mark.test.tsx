// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HYDRATED_MARK, useHydratedMark } from './use-hydrated-mark.ts'

afterEach(() => {
  cleanup()
  performance.clearMarks()
})

function Document({ label }: { label: string }) {
  useHydratedMark()
  return <p>{label}</p>
}

describe('useHydratedMark', () => {
  it('sets the hydrated mark once after the first commit, not again on later renders', () => {
    expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(0)
    const { rerender } = render(<Document label="first" />)
    expect(performance.getEntriesByName(HYDRATED_MARK, 'mark')).toHaveLength(1)
    rerender(<Document label="second" />)
    expect(performance.getEntriesByName(HYDRATED_MARK, 'mark')).toHaveLength(1)
  })
})
