/**
 * The page cache's hits and misses (docs/decisions/041): `music.page_cache.requests`, counted by the
 * `x-cache` answer the site handler gives every published page (`HIT`, `MISS`, `BYPASS`), and the same
 * value on the request's span (`music.page_cache`).
 */
import { metrics } from '@opentelemetry/api'
import { SITE_INSTRUMENTATION_SCOPE, setRequestAttributes } from './request-telemetry.ts'

const ANSWERS = new Set(['HIT', 'MISS', 'BYPASS'])

let requests: ReturnType<ReturnType<typeof metrics.getMeter>['createCounter']> | undefined

/** Counts one page cache answer (`x-cache` of the response); other values and none are ignored. */
export function countPageCacheAnswer(answer: string | undefined): void {
  if (answer === undefined || !ANSWERS.has(answer)) return
  requests ??= metrics.getMeter(SITE_INSTRUMENTATION_SCOPE).createCounter('music.page_cache.requests', {
    unit: '{request}',
    description: 'Published pages answered, by the in-process page cache outcome (HIT, MISS, BYPASS).',
  })
  requests.add(1, { 'music.page_cache': answer })
  setRequestAttributes({ 'music.page_cache': answer })
}
