/**
 * `npm run bench:content`: latency of the spec §7 page query through the local content service
 * over HTTP on loopback, at the seed dataset's size (1×) and at 10× and 100× (copies of it with new
 * ids and slugs, written to a temp dir). Prints p50/p95/p99 per size, with the service's query
 * indexes on (the default: equality buckets for the top-level filter, an `_id` map for references)
 * and off (plain groq-js over every document), so the gain stays measurable.
 * Also measures the form the site sends (decision 002: literal `_type`, optional slug and product).
 * Each row ends with the 1-minute load average: on a shared machine the tails (p95, p99) follow it.
 * Target: p95 ≤ 5 ms at 1×. Uses `scripts/sandbox/datasets/production.ndjson` when it exists,
 * otherwise a synthetic dataset (bench-dataset.ts).
 *
 * Options (environment): BENCH_REQUESTS (requests per size at 1×, default 2000; fewer at 10×/100×),
 * BENCH_SIZES (default "1,10,100").
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startContentService } from '../sandbox/content/server.ts'
import { parseDataset, type SanityDocument } from '../sandbox/content/store.ts'
import { multiplyDataset, pickTarget, syntheticDataset } from './bench-dataset.ts'

const seedPath = fileURLToPath(new URL('../sandbox/datasets/production.ndjson', import.meta.url))
const requestsAt1x = Number(process.env.BENCH_REQUESTS ?? 2000)
const sizes = (process.env.BENCH_SIZES ?? '1,10,100').split(',').map(Number)

const projection = `{
  _id, _type, _updatedAt, title,
  ogImage{altText, asset->{_id, url, metadata{dimensions}}},
  pageBuilder
}`
/** The page query of spec §7. */
const specQuery = `*[_type == $contentType && slug.current == $slug && product == $product] | order(_updatedAt desc)[0]${projection}`
/** The form the site sends (decision 002): a literal type and optional slug/product. */
const siteQuery = (contentType: string) =>
  `*[_type == "${contentType}" && (!defined($slug) || slug.current == $slug) && (!defined($product) || product == $product)] | order(_updatedAt desc)[0]${projection}`

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

async function measure(
  url: string,
  query: string,
  params: Record<string, unknown>,
  count: number,
): Promise<number[]> {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const target = `${url}/v2021-10-21/data/query/production?${search}`
  const run = async () => {
    const response = await fetch(target)
    const body = (await response.json()) as { result: unknown }
    if (response.status !== 200 || body.result === null)
      throw new Error(`bench query failed: ${response.status}`)
  }
  for (let i = 0; i < Math.min(200, count); i++) await run()
  const timings: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await run()
    timings.push(performance.now() - started)
  }
  return timings.sort((a, b) => a - b)
}

const seedText = existsSync(seedPath) ? await readFile(seedPath, 'utf8') : undefined
// The content service's own NDJSON reader (line-numbered errors, blank lines skipped).
const seed: readonly SanityDocument[] = seedText
  ? (await parseDataset('production', seedText)).documents
  : syntheticDataset(400)
const target = pickTarget(seed)
console.log(
  `content bench: ${seedText ? `seed ${seedPath}` : 'synthetic dataset (no seed yet)'}, ${seed.length} documents at 1×; ` +
    `query ${JSON.stringify(target)}`,
)

const dir = await mkdtemp(join(tmpdir(), 'content-bench-'))
try {
  for (const size of sizes) {
    const docs = multiplyDataset(seed, size)
    await writeFile(join(dir, 'production.ndjson'), `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`)
    const { contentType, ...optional } = target
    const variants = [
      { label: '§7 query, indexed', query: specQuery, params: target, queryIndexes: true },
      { label: 'site query, indexed', query: siteQuery(contentType), params: optional, queryIndexes: true },
      { label: '§7 query, groq-js only', query: specQuery, params: target, queryIndexes: false },
    ]
    for (const { label, query, params, queryIndexes } of variants) {
      const service = await startContentService({ datasetsDir: dir, queryIndexes })
      try {
        const count = Math.max(100, Math.round(requestsAt1x / Math.sqrt(size) / (queryIndexes ? 1 : 2)))
        const timings = await measure(service.url, query, params, count)
        const fmt = (p: number) => percentile(timings, p).toFixed(2).padStart(8)
        console.log(
          `${`${size}×`.padEnd(5)} ${String(docs.length).padStart(7)} docs  ${label.padEnd(23)} n=${String(count).padStart(5)}  p50 ${fmt(50)} ms  p95 ${fmt(95)} ms  p99 ${fmt(99)} ms  (load ${loadavg()[0]?.toFixed(1)})`,
        )
      } finally {
        await service.close()
      }
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
