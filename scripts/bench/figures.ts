/**
 * What every benchmark shares so that it cannot rot unseen (issue 29): the `--quick` switch (one run,
 * short load, 1× data: what CI runs after the browser tests) and the checks that fail a run when a
 * figure is missing or NaN or a run errored. No check ever compares a figure with a target: targets are
 * printed beside the figures, never asserted.
 */

/** True when the benchmark was started with `--quick`. */
export const quick = process.argv.includes('--quick')

/** The value after `--name` on the command line, or undefined when the option is absent. */
export function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

/** A benchmark run that produced no figure, or not a number: the bench is broken, not slow. */
export class BenchFigureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BenchFigureError'
  }
}

/**
 * Returns `figures` unchanged when every value is a finite number.
 * @param context what was measured (a path, a screen), named in the error
 * @throws {BenchFigureError} naming each figure that is undefined, null or not finite (NaN, Infinity)
 */
export function requireFigures<T extends Record<string, number | null | undefined>>(
  context: string,
  figures: T,
): { [K in keyof T]: number } {
  const missing = Object.entries(figures)
    .filter(([, value]) => typeof value !== 'number' || !Number.isFinite(value))
    .map(([name, value]) => `${name} (${String(value)})`)
  if (missing.length > 0) throw new BenchFigureError(`${context}: no figure for ${missing.join(', ')}`)
  return figures as { [K in keyof T]: number }
}

/** The parts of a Lighthouse result (`result.lhr`) that {@link lighthouseFigures} reads. */
export interface LighthouseResultLike {
  requestedUrl?: string
  runtimeError?: { code: string; message?: string }
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number } | undefined>
}

/** The Lighthouse figures the benchmarks print (ms, except score 0–100 and CLS). */
export interface LighthouseFigures {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/**
 * The score, FCP, LCP, TBT and CLS of one Lighthouse run.
 * @throws {BenchFigureError} when the run errored (`runtimeError`, e.g. `ERRORED_DOCUMENT_REQUEST` for a
 *   page that answered 404) or a figure is missing
 */
export function lighthouseFigures(
  lhr: LighthouseResultLike,
  context = lhr.requestedUrl ?? 'page',
): LighthouseFigures {
  if (lhr.runtimeError)
    throw new BenchFigureError(
      `${context}: Lighthouse run errored: ${lhr.runtimeError.code}${lhr.runtimeError.message ? ` (${lhr.runtimeError.message})` : ''}`,
    )
  const score = lhr.categories.performance?.score
  return requireFigures(context, {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    fcp: lhr.audits['first-contentful-paint']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  })
}

/**
 * The `p`th percentile of `values` (0 < p ≤ 100) by the nearest-rank method: the smallest value with at
 * least p % of the values at or below it (p50 of 1..100 is 50, p99 is 99, p100 the largest). NaN for no
 * values. `values` need not be sorted and is not modified. Every bench reads its tails through this.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile: p must be in (0, 100], got ${p}`)
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The median of `values` (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Prints `rows` as columns padded to their widest cell (the first row is the heading). */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0))) ?? []
  for (const cells of rows)
    console.log(cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
}
