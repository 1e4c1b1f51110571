import { describe, expect, it } from 'vitest'
import { sequentialDepth } from './waterfall.ts'

describe('sequentialDepth', () => {
  it('counts calls in parallel as one round trip', () => {
    expect(
      sequentialDepth([
        { start: 0, end: 30 },
        { start: 2, end: 25 },
        { start: 5, end: 40 },
      ]),
    ).toBe(1)
  })

  it('counts a call started after another answered as the next one in the chain', () => {
    const exchange = { start: 0, end: 20 }
    const me = { start: 21, end: 40 }
    const campaigns = { start: 40.5, end: 60 }
    const parallel = { start: 22, end: 70 }
    expect(sequentialDepth([campaigns, parallel, me, exchange])).toBe(3)
  })

  it('is 0 without calls', () => {
    expect(sequentialDepth([])).toBe(0)
  })
})
