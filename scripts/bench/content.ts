/**
 * `npm run bench:content`: the local content service over HTTP on loopback, at the seed dataset's
 * size (1×) and at 10× and 100× (copies of it with new ids and slugs, written to a temp dir; 100× is
 * about a 50 MB export). Per size it prints:
 * - load: time to start with the file, and memory after load (the query worker's heap after a
 *   collection, less an empty service's, against the file size; target < 4×);
 * - latency (p50/p95/p99) of the docs/requirements.md §7 page query and of the site's own page query (the sdk's
 *   `pageQuery`), the longest of the site's page queries over every content type, and the longest
 *   of queries modelled on a Sanity template front end (lists with `->`, `$skip`/`$limit` slices, a
 *   sitemap), with the indexes on (the default) and, for the §7 and reference queries, off;
 * - the reference-heavy query: a count of referencing documents per image asset row;
 * - blocking: the longest wait of a page query and of the HTTP front (`/check/cors`) while a
 *   deliberately slow query (no index applies) runs; target ≤ 100 ms;
 * - reload stall: the longest page query while the file is rewritten and reloaded.
 * Each row ends with the 1-minute load average: on a shared machine the tails follow it.
 *
 * Options (environment): BENCH_REQUESTS (requests per size at 1×, default 2000; fewer at 10×/100×),
 * BENCH_SIZES (default "1,10,100"). `--quick` (CI): 1× only, 50 requests a query. Any run fails when a
 * query does not answer 200 or a figure is missing or NaN; never on a target.
 */
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pageQuery } from '../../sdk/src/content/queries/pages.ts'
import { contentTypeNames } from '../../specs/content/constants.ts'
import { type ContentService, startContentService } from '../sandbox/content/server.ts'
import { parseDataset, type SanityDocument } from '../sandbox/content/store.ts'
import { multiplyDataset, pickTarget } from './bench-dataset.ts'
import { quick, requireFigures } from './figures.ts'

const seedPath = fileURLToPath(new URL('../sandbox/datasets/production.ndjson', import.meta.url))
const requestsAt1x = quick ? 50 : Number(process.env.BENCH_REQUESTS ?? 2000)
const sizes = quick ? [1] : (process.env.BENCH_SIZES ?? '1,10,100').split(',').map(Number)

/** The page query of docs/requirements.md §7. */
const specQuery = `*[_type == $contentType && slug.current == $slug && product == $product] | order(_updatedAt desc)[0]{
  _id, _type, _updatedAt, title, ogImage{altText, asset->{_id, url, metadata{dimensions}}}, pageBuilder
}`
/** A count of referencing documents per row. */
const referenceQuery = `*[_type == "sanity.imageAsset"]{_id, "uses": count(*[references(^._id)])}`
/** Queries shaped like a Sanity template front end's (all posts, more posts, post by slug, sitemap). */
const templateQueries = (type: string, slug: string): Array<[string, string, Record<string, unknown>]> => [
  [
    'list with ->',
    `*[_type == $type && defined(slug.current)] | order(_updatedAt desc){_id, title, "slug": slug.current, "image": ogImage{altText, asset->{url, metadata{lqip, dimensions}}}}`,
    { type },
  ],
  [
    '$skip/$limit',
    `*[_type == $type && _id != $skip && defined(slug.current)] | order(_updatedAt desc)[0...$limit]{_id, title, "slug": slug.current}`,
    { type, skip: 'none', limit: 4 },
  ],
  [
    'by slug with ->',
    `*[_type == $type && slug.current == $slug][0]{..., "images": pageBuilder[].subSections[].blocks[].image.asset->{url, metadata{dimensions}}}`,
    { type, slug },
  ],
  ['sitemap', `*[defined(slug.current)]{"slug": slug.current, _type, _updatedAt}`, {}],
]
/** No index applies (the compared value depends on each row): every row scans every document. */
const slowQuery = `*[_type == "sanity.imageAsset"][0...200]{_id, "same": count(*[title == ^.title + "?"])}`

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`
const load = () => `(load ${loadavg()[0]?.toFixed(1)})`

/** A request to time: a URL, and for a long query a POST body. */
interface Probe {
  url: string
  init?: RequestInit
}

/** The request `@sanity/client` sends for a query: GET, or POST from 11264 characters (docs/requirements.md §9). */
function queryUrl(base: string, query: string, params: Record<string, unknown> = {}): Probe {
  const search = new URLSearchParams({ query })
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const url = `${base}/v2021-10-21/data/query/production`
  if (`${url}?${search}`.length < 11_264) return { url: `${url}?${search}` }
  return {
    url,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, params }),
    },
  }
}

/** Runs a request once; resolves with its latency (ms), status and JSON body. */
async function timed(probe: Probe): Promise<{ ms: number; status: number; body: { result?: unknown } }> {
  const started = performance.now()
  const response = await fetch(probe.url, probe.init)
  const body = (await response.json()) as { result?: unknown }
  return { ms: performance.now() - started, status: response.status, body }
}

/** `count` sequential runs after a warm-up; sorted latencies. Throws unless each answers 200. */
async function measure(probe: Probe, count: number, warmUp = Math.min(200, count)): Promise<number[]> {
  const run = async () => {
    const { ms, status } = await timed(probe)
    if (status !== 200) throw new Error(`bench query failed: ${status} ${probe.url.slice(0, 200)}`)
    return ms
  }
  for (let i = 0; i < warmUp; i++) await run()
  const timings: number[] = []
  for (let i = 0; i < count; i++) timings.push(await run())
  return timings.sort((a, b) => a - b)
}

const row = (size: number, docs: number, label: string, text: string) =>
  console.log(
    `${`${size}×`.padEnd(5)} ${String(docs).padStart(6)} docs  ${label.padEnd(30)} ${text}  ${load()}`,
  )

const latencies = (timings: number[]) => {
  const { p50, p95, p99 } = requireFigures('query latency', {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
  })
  return `n=${String(timings.length).padStart(5)}  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}`
}

/** While `slow` runs, the longest wait of `probes` issued back to back (ms), and the slow query's time. */
async function blockingWhile(slow: Probe, probes: Probe[]): Promise<{ slowMs: number; worst: number[] }> {
  const worst = probes.map(() => 0)
  let done = false
  const slowRun = timed(slow).finally(() => {
    done = true
  })
  await Promise.all(
    probes.map(async (probe, i) => {
      while (!done) worst[i] = Math.max(worst[i] ?? 0, (await timed(probe)).ms)
    }),
  )
  return { slowMs: (await slowRun).ms, worst }
}

/** Rewrites the dataset file with `text` while page queries run; the longest query and the reload time. */
async function reloadStall(
  dir: string,
  text: string,
  probe: Probe,
  changed: (body: { result?: unknown }) => boolean,
) {
  const temp = join(dir, 'production.ndjson.tmp')
  await writeFile(temp, text)
  let worst = 0
  const started = performance.now()
  await rename(temp, join(dir, 'production.ndjson'))
  for (;;) {
    const { ms, body } = await timed(probe)
    worst = Math.max(worst, ms)
    if (changed(body)) break
  }
  return { worst, reloadMs: performance.now() - started }
}

const seedText = await readFile(seedPath, 'utf8')
// The content service's own NDJSON reader (line-numbered errors, blank lines skipped).
const seed: readonly SanityDocument[] = (await parseDataset('production', seedText)).documents
const target = pickTarget(seed)
const { contentType, ...optional } = target
console.log(`content bench: seed ${seedPath}, ${seed.length} documents at 1×; page ${JSON.stringify(target)}`)

const dir = await mkdtemp(join(tmpdir(), 'content-bench-'))
const empty = await mkdtemp(join(tmpdir(), 'content-bench-empty-'))
let baseline = 0
{
  const service = await startContentService({ datasetsDir: empty })
  baseline = await service.heapUsed()
  await service.close()
}
try {
  for (const size of sizes) {
    let docs: SanityDocument[] | undefined = multiplyDataset(seed, size)
    const count = docs.length
    const text = `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`
    const targetId = docs.find(
      (d) =>
        d._type === contentType &&
        (d.slug as { current?: string })?.current === target.slug &&
        !d._id.includes('.'),
    )?._id
    const edited = `${docs.map((d) => JSON.stringify(d._id === targetId ? { ...d, title: 'Reloaded' } : d)).join('\n')}\n`
    docs = undefined
    await writeFile(join(dir, 'production.ndjson'), text)
    const bytes = (await stat(join(dir, 'production.ndjson'))).size
    const requests = Math.max(50, Math.round(requestsAt1x / Math.sqrt(size)))

    const started = performance.now()
    const service: ContentService = await startContentService({ datasetsDir: dir, replyCacheMaxBytes: 0 })
    try {
      const loadMs = performance.now() - started
      const heap = (await service.heapUsed()) - baseline
      requireFigures(`${size}× load`, { loadMs, heap, bytes })
      row(
        size,
        count,
        'load',
        `${ms(loadMs)}  file ${(bytes / 1e6).toFixed(1)} MB  heap ${(heap / 1e6).toFixed(1)} MB = ${(heap / bytes).toFixed(2)}× the file`,
      )
      row(
        size,
        count,
        '§7 page query',
        latencies(await measure(queryUrl(service.url, specQuery, target), requests)),
      )
      const sitePage = queryUrl(service.url, pageQuery(contentType), {
        slug: optional.slug,
        product: optional.product,
      })
      row(size, count, 'site page query', latencies(await measure(sitePage, requests)))
      // One after another, as the site's routes are visited; the longest wall time and the longest
      // time the service reports (`ms`).
      let pageWall = 0
      let pageServer = 0
      for (const type of contentTypeNames) {
        const probe = queryUrl(service.url, pageQuery(type), { slug: null, product: null })
        await timed(probe)
        for (let i = 0; i < 3; i++) {
          const { ms: wall, status, body } = await timed(probe)
          if (status !== 200) throw new Error(`page query of ${type} failed: ${status}`)
          pageWall = Math.max(pageWall, wall)
          pageServer = Math.max(pageServer, (body as { ms: number }).ms)
        }
      }
      row(
        size,
        count,
        `site page queries (${contentTypeNames.length} types)`,
        `max ${ms(pageWall)}  (service ${ms(pageServer)})`,
      )
      for (const [label, query, params] of templateQueries(contentType, target.slug)) {
        row(
          size,
          count,
          `template: ${label}`,
          latencies(await measure(queryUrl(service.url, query, params), 20, 2)),
        )
      }
      row(
        size,
        count,
        'references per row',
        latencies(await measure(queryUrl(service.url, referenceQuery), size === 100 ? 10 : 50, 2)),
      )
      const blocking = await blockingWhile(queryUrl(service.url, slowQuery), [
        sitePage,
        { url: `${service.url}/v2021-10-21/check/cors` },
      ])
      row(
        size,
        count,
        'blocking during a slow query',
        `slow ${ms(blocking.slowMs)}  page query max ${ms(blocking.worst[0] ?? 0)}  HTTP front max ${ms(blocking.worst[1] ?? 0)}`,
      )
      const stall = await reloadStall(
        dir,
        edited,
        queryUrl(service.url, specQuery, target),
        (body) => (body.result as { title?: string } | null)?.title === 'Reloaded',
      )
      row(size, count, 'reload stall', `reload ${ms(stall.reloadMs)}  page query max ${ms(stall.worst)}`)
      await writeFile(join(dir, 'production.ndjson'), text)
    } finally {
      await service.close()
    }

    const plain = await startContentService({ datasetsDir: dir, queryIndexes: false, replyCacheMaxBytes: 0 })
    try {
      const spec = await measure(
        queryUrl(plain.url, specQuery, target),
        Math.max(20, Math.round(requests / 4)),
        5,
      )
      row(size, count, '§7 page query, groq-js only', latencies(spec))
      const references = await timed(queryUrl(plain.url, referenceQuery))
      row(
        size,
        count,
        'references per row, groq-js only',
        references.status === 200
          ? `once ${ms(references.ms)}`
          : `HTTP ${references.status} after ${ms(references.ms)} (query time limit)`,
      )
    } finally {
      await plain.close()
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true })
  await rm(empty, { recursive: true, force: true })
}
