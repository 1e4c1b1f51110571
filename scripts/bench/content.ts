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
 * - reload stall: the longest page query while the file is rewritten and reloaded;
 * - writes (decision 030): the latency (p50/p99) of a patch through `@sanity/client`, acknowledged
 *   once durable; writes a second from 4 writers while 1 listener hears them; and the longest stall of
 *   a page query while the heaviest join runs (a reference join per row of the largest type).
 * Each row ends with the 1-minute load average: on a shared machine the tails follow it.
 *
 * Options (environment): BENCH_REQUESTS (requests per size at 1×, default 2000; fewer at 10×/100×),
 * BENCH_SIZES (default "1,10,100"). `--quick` (CI): 1× only and few requests; exits 1 when a figure
 * is missing or not a number, never on its value.
 */
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type MutationEvent } from '@sanity/client'
import { pageQuery } from '../../sdk/src/content/queries/pages.ts'
import { contentTypeNames } from '../../specs/content/constants.ts'
import { type ContentService, startContentService } from '../sandbox/content/server.ts'
import { parseDataset, type SanityDocument } from '../sandbox/content/store.ts'
import { multiplyDataset, pickTarget } from './bench-dataset.ts'

const seedPath = fileURLToPath(new URL('../sandbox/datasets/production.ndjson', import.meta.url))
const quick = process.argv.includes('--quick')
const requestsAt1x = Number(process.env.BENCH_REQUESTS ?? (quick ? 100 : 2000))
const sizes = quick ? [1] : (process.env.BENCH_SIZES ?? '1,10,100').split(',').map(Number)
const WRITE_TOKEN = 'bench-write-token'
/** Every figure printed, to check at the end that none is missing (`--quick` fails on that, never on a value). */
const figures: Array<[string, number]> = []
const figure = (label: string, value: number) => {
  figures.push([label, value])
  return value
}

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
/** The heaviest join: every page with its image asset and the documents referencing it (a lookup per row). */
const heaviestJoin = `*[_type != "sanity.imageAsset" && defined(slug.current)]{_id, title, "image": ogImage.asset->{url, metadata{dimensions}}, "referencedBy": *[references(^._id)]{_id, title}}`
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

const latencies = (timings: number[], label = '') => {
  if (label) {
    figure(`${label} p50`, percentile(timings, 50))
    figure(`${label} p99`, percentile(timings, 99))
  }
  return `n=${String(timings.length).padStart(5)}  p50 ${ms(percentile(timings, 50))}  p95 ${ms(percentile(timings, 95))}  p99 ${ms(percentile(timings, 99))}`
}

/** Write latency (sequential patches of one document) and writes a second from 4 writers with 1 listener. */
async function writes(url: string, targetId: string, count: number, seconds: number) {
  const writer = createClient({
    projectId: 'musicweb',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    token: WRITE_TOKEN,
    maxRetries: 0,
  })
  const timings: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await writer.patch(targetId).set({ benchCounter: i }).commit({ returnDocuments: false })
    timings.push(performance.now() - started)
  }
  let heard = 0
  let welcomed: () => void = () => {}
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve
  })
  const listener = writer
    .listen('*[_type == "benchWrite"]', {}, { includeResult: false, events: ['welcome', 'mutation'] })
    .subscribe((event) => {
      if ((event as { type: string }).type === 'welcome') welcomed()
      else if ((event as MutationEvent).type === 'mutation') heard++
    })
  await welcome
  let acknowledged = 0
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) {
        await writer.create(
          { _id: `bench-write-${w}-${i}-${Date.now()}`, _type: 'benchWrite' },
          { returnDocuments: false },
        )
        acknowledged++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  // Events follow the acknowledgements: give the last ones a moment.
  for (let i = 0; i < 50 && heard < acknowledged; i++) await new Promise((resolve) => setTimeout(resolve, 20))
  listener.unsubscribe()
  await writer.delete({ query: '*[_type == "benchWrite"]' })
  return { timings: timings.sort((a, b) => a - b), perSecond: acknowledged / elapsed, acknowledged, heard }
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
    const service: ContentService = await startContentService({
      datasetsDir: dir,
      replyCacheMaxBytes: 0,
      writeToken: WRITE_TOKEN,
    })
    try {
      const loadMs = performance.now() - started
      const heap = (await service.heapUsed()) - baseline
      row(
        size,
        count,
        'load',
        `${ms(figure(`${size}× load`, loadMs))}  file ${(bytes / 1e6).toFixed(1)} MB  heap ${(heap / 1e6).toFixed(1)} MB = ${figure(`${size}× heap/file`, heap / bytes).toFixed(2)}× the file`,
      )
      row(
        size,
        count,
        '§7 page query',
        latencies(
          await measure(queryUrl(service.url, specQuery, target), requests),
          `${size}× §7 page query`,
        ),
      )
      const sitePage = queryUrl(service.url, pageQuery(contentType), {
        slug: optional.slug,
        product: optional.product,
      })
      row(
        size,
        count,
        'site page query',
        latencies(await measure(sitePage, requests), `${size}× site page query`),
      )
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
      await timed(queryUrl(service.url, specQuery, target))
      const joined = await blockingWhile(queryUrl(service.url, heaviestJoin), [sitePage])
      row(
        size,
        count,
        'stall during the heaviest join',
        `join ${ms(figure(`${size}× heaviest join`, joined.slowMs))}  page query max ${ms(figure(`${size}× stall during the heaviest join`, joined.worst[0] ?? Number.NaN))}`,
      )
      if (!targetId) throw new Error('content bench: the benchmarked page has no published id')
      const written = await writes(
        service.url,
        targetId,
        quick ? 20 : Math.max(20, Math.round(200 / Math.sqrt(size))),
        quick ? 1 : 3,
      )
      row(size, count, 'write latency (patch)', latencies(written.timings, `${size}× write`))
      row(
        size,
        count,
        'writes with 1 listener',
        `${figure(`${size}× writes/s`, written.perSecond).toFixed(1).padStart(7)} writes/s  (${written.acknowledged} acknowledged, ${figure(`${size}× events heard`, written.heard)} events heard)`,
      )
      await writeFile(join(dir, 'production.ndjson'), text)
    } finally {
      await service.close()
    }

    if (quick) continue
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

const missing = figures.filter(([, value]) => typeof value !== 'number' || Number.isNaN(value))
if (missing.length > 0 || figures.length === 0) {
  console.error(
    `content bench: missing figures: ${missing.map(([label]) => label).join(', ') || 'none printed'}`,
  )
  process.exit(1)
}
