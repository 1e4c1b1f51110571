import { describe, expect, it } from 'vitest'
import { BenchFigureError, lighthouseFigures, median, percentile, requireFigures } from './figures.ts'

const audits = (values: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([id, numericValue]) => [id, { numericValue }]))

const complete = {
  requestedUrl: 'http://localhost:3310/',
  categories: { performance: { score: 0.97 } },
  audits: audits({
    'first-contentful-paint': 1060,
    'largest-contentful-paint': 2130,
    'total-blocking-time': 54,
    'cumulative-layout-shift': 0,
  }),
}

describe('lighthouseFigures', () => {
  it('reads score, FCP, LCP, TBT and CLS of a run', () => {
    expect(lighthouseFigures(complete)).toEqual({ score: 97, fcp: 1060, lcp: 2130, tbt: 54, cls: 0 })
  })

  it('fails on a run that errored, such as a page that answered 404', () => {
    const errored = {
      ...complete,
      requestedUrl: 'http://localhost:3310/__bench-floor/home.html',
      runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' },
    }
    expect(() => lighthouseFigures(errored)).toThrow(BenchFigureError)
    expect(() => lighthouseFigures(errored)).toThrow(
      /home\.html: Lighthouse run errored: ERRORED_DOCUMENT_REQUEST/,
    )
  })

  it('fails on a missing or NaN figure', () => {
    const missing = { ...complete, audits: { ...complete.audits, 'total-blocking-time': undefined } }
    expect(() => lighthouseFigures(missing, '/dj/pro')).toThrow('/dj/pro: no figure for tbt (undefined)')
    const nan = { ...complete, categories: { performance: { score: null } } }
    expect(() => lighthouseFigures(nan, '/')).toThrow('/: no figure for score (undefined)')
  })
})

describe('requireFigures', () => {
  it('names every figure that is not a finite number', () => {
    expect(requireFigures('x', { a: 1, b: 0 })).toEqual({ a: 1, b: 0 })
    expect(() => requireFigures('uncached /', { rps: Number.NaN, p99: 12, rss: undefined })).toThrow(
      'uncached /: no figure for rps (NaN), rss (undefined)',
    )
  })
})

describe('median', () => {
  it('is the middle value, NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([])).toBeNaN()
  })
})

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i)

  it('is the nearest rank: the smallest value with p % of the values at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 99)).toBe(99)
    expect(percentile(hundred, 100)).toBe(100)
    expect(percentile([7, 1, 3], 50)).toBe(3)
    // Fewer than 100 samples: p99 is the largest, not one below it.
    expect(percentile([5, 1, 9, 3], 99)).toBe(9)
  })

  it('leaves the samples as they were, and is NaN for none', () => {
    const samples = [3, 1, 2]
    percentile(samples, 50)
    expect(samples).toEqual([3, 1, 2])
    expect(percentile([], 50)).toBeNaN()
  })

  it('refuses a p outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError)
    expect(() => percentile([1], 101)).toThrow(RangeError)
  })
})

describe('requireFigures on what a bench measures', () => {
  it('fails on an infinite figure (a ratio over a zero), as on NaN', () => {
    expect(() => requireFigures('write ratio', { ratio: 5 / 0 })).toThrow(
      'write ratio: no figure for ratio (Infinity)',
    )
  })
})
