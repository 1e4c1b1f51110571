/**
 * `npm run bench:content`: the local content service over HTTP on loopback. First, writes at scale
 * (content-writes.ts, decision 038), side by side in one run: the same patch's latency at the seed's
 * size and at 100×, a 10,000-patch migration through `@sanity/client` in transactions, and the
 * service's memory at rest against the file after load and after the migration. Then, at the seed
 * dataset's size (1×) and at 10× and 100× (copies of it with new ids and slugs, written to a temp dir;
 * 100× is about a 50 MB export), per size:
 * - load: time to start with the file, and memory after load (the query worker's heap after a
 *   collection, less an empty service's, against the file size);
 * - latency (p50/p95/p99) of the docs/requirements.md §7 page query and of the site's own page query (the sdk's
 *   `pageQuery`), the longest of the site's page queries over every content type, and the longest
 *   of queries modelled on a Sanity template front end (lists with `->`, `$skip`/`$limit` slices, a
 *   sitemap), with the indexes on (the default) and, for the §7 and reference queries, off;
 * - the reference-heavy query: a count of referencing documents per image asset row;
 * - blocking: the longest wait of a page query and of the HTTP front (`/check/cors`) while a
 *   deliberately slow query (no index applies) runs; target ≤ 100 ms;
 * - reload stall: the longest page query while the file is rewritten and reloaded;
 * - writes a second from 4 writers while 1 listener hears them; and the longest stall of a page query
 *   while the heaviest join runs (a reference join per row of the largest type);
 * - the service as `npm start` runs it, a process of its own (decision 030): its resident memory (RSS)
 *   at rest after loading the dataset, against the file and above an empty service's; then, beside it,
 *   datasets shaped like two public Sanity starters (template-datasets.ts: about 120 documents each at
 *   1×, 12,000 at 100×): each starter query's latency, and the longest wait of a small query while
 *   the heaviest of them runs, beside that small query's own p99.
 * Each row ends with the 1-minute load average: on a shared machine the tails follow it.
 *
 * Options (environment): BENCH_REQUESTS (requests per size at 1×, default 2000; fewer at 10×/100×),
 * BENCH_SIZES (default "1,10,100"). `--quick` (CI): writes at 1× and 10× with a 1,000-patch migration,
 * then 1× only and few requests; exits 1 when a figure is missing or not a finite number
 * (figures.ts), never on its value.
 */
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, type MutationEvent } from '@sanity/client'
import { pageQuery } from '../../sdk/src/content/queries/pages.ts'
import { contentTypeNames } from '../../specs/content/constants.ts'
import { type ChildService, startChild } from '../sandbox/child-process.ts'
import { journalPath } from '../sandbox/content/journal.ts'
import type { ContentServiceInfo } from '../sandbox/content/main.ts'
import { type ContentService, startContentService } from '../sandbox/content/server.ts'
import { parseDataset, type SanityDocument } from '../sandbox/content/store.ts'
import { multiplyDataset, pickTarget } from './bench-dataset.ts'
import { benchWrites } from './content-writes.ts'
import { BenchFigureError, percentile, quick, requireFigures } from './figures.ts'
import {
  blogDataset,
  courseDataset,
  templateQueries as starterQueries,
  TEMPLATE_DOCUMENTS_AT_1X,
  type TemplateQuery,
} from './template-datasets.ts'

const seedPath = fileURLToPath(new URL('../sandbox/datasets/production.ndjson', import.meta.url))
const requestsAt1x = Number(process.env.BENCH_REQUESTS ?? (quick ? 100 : 2000))
const sizes = quick ? [1] : (process.env.BENCH_SIZES ?? '1,10,100').split(',').map(Number)
const WRITE_TOKEN = 'bench-write-token'
/** Every figure printed, checked at the end by the shared check (`--quick` fails on a missing one, never on a value). */
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

/** Writes a second from 4 writers while 1 listener hears them (the patch latency is content-writes.ts's). */
async function writes(url: string, seconds: number) {
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
  return { perSecond: acknowledged / elapsed, acknowledged, heard }
}

/** While `slow` runs, the longest wait of `probes` (or of what each call makes) issued back to back (ms), and the slow query's time. */
async function blockingWhile(
  slow: Probe,
  probes: Array<Probe | (() => Probe)>,
): Promise<{ slowMs: number; worst: number[]; timings: number[][] }> {
  const timings: number[][] = probes.map(() => [])
  let done = false
  const slowRun = timed(slow).finally(() => {
    done = true
  })
  await Promise.all(
    probes.map(async (probe, i) => {
      while (!done) timings[i]?.push((await timed(typeof probe === 'function' ? probe() : probe)).ms)
    }),
  )
  const worst = timings.map((list) => Math.max(0, ...list))
  return { slowMs: (await slowRun).ms, worst, timings }
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

/**
 * Makes `production.ndjson` in `dir` hold `text` again, without the writes of its journal (which would
 * apply again on top of the same bytes: journal.ts).
 */
async function resetDataset(dir: string, text: string): Promise<void> {
  await rm(journalPath(dir, 'production'), { force: true })
  await writeFile(join(dir, 'production.ndjson'), text)
}

/** The content service as `npm start` runs it: a child process over `datasetsDir`. */
const startServiceProcess = (datasetsDir: string): Promise<ChildService<ContentServiceInfo>> =>
  startChild<ContentServiceInfo>(
    new URL('../sandbox/content/main.ts', import.meta.url),
    {
      CONTENT_DATASETS_DIR: datasetsDir,
      CONTENT_PORT: '0',
      HOST: '127.0.0.1',
      SANITY_WRITE_TOKEN: WRITE_TOKEN,
    },
    { stdout: 'ignore' },
  )

/** Resident memory of process `pid` (bytes): Linux's VmRSS, else `ps`. */
async function residentBytes(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
  } catch {
    const { execFileSync } = await import('node:child_process')
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024
  }
}

/**
 * RSS once it settles: sampled every 500 ms until it moved by less than 1 MB over the last 15 s (3 s
 * with `--quick`; at most 60 s). V8 gives the pages of a collected heap back only once an isolate has
 * been idle for about 8 s (its memory reducer), so two equal samples in a row are not yet rest.
 */
async function residentAtRest(pid: number): Promise<number> {
  const window = quick ? 7 : 31
  const samples = [await residentBytes(pid)]
  for (let i = 0; i < 120; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    samples.push(await residentBytes(pid))
    const recent = samples.slice(-window)
    if (recent.length === window && Math.max(...recent) - Math.min(...recent) < 1e6) break
  }
  return samples.at(-1) as number
}

/** A starter query as `@sanity/client` sends it; `nonce` makes each run miss the reply cache. */
const templateProbe = (base: string, t: TemplateQuery, nonce: number): Probe => ({
  url: `${base}/v2025-02-19/data/query/${t.dataset}`,
  init: {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: t.query, params: { ...t.params, benchNonce: nonce } }),
  },
})

/**
 * Writes the starters' datasets at `size` (template-datasets.ts) into `dir` and waits until the
 * service at `base` serves them; resolves with the function that removes them again.
 */
async function addStarterDatasets(size: number, base: string, dir: string): Promise<() => Promise<void>> {
  const count = TEMPLATE_DOCUMENTS_AT_1X * size
  const datasets = { blog: blogDataset(count), course: courseDataset(count) }
  for (const [name, docs] of Object.entries(datasets)) {
    await writeFile(join(dir, `${name}.ndjson`), `${docs.map((d) => JSON.stringify(d)).join('\n')}\n`)
  }
  // The service picks new datasets up by itself.
  for (const [name, docs] of Object.entries(datasets)) {
    for (let i = 0; ; i++) {
      const response = await fetch(`${base}/v2025-02-19/data/query/${name}?query=count(*)&perspective=raw`, {
        headers: { authorization: `Bearer ${WRITE_TOKEN}` },
      })
      if (response.status === 200 && (await response.json()).result === docs.length) break
      if (i > 600) throw new Error(`content bench: dataset ${name} did not load`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return async () => {
    for (const name of Object.keys(datasets)) await rm(join(dir, `${name}.ndjson`), { force: true })
  }
}

/** In process: the query worker's longest task (CPU ms) while each starter join runs alone. */
async function starterBlocking(size: number, count: number, service: ContentService, dir: string) {
  const remove = await addStarterDatasets(size, service.url, dir)
  try {
    let longest = 0
    let which = ''
    for (const [i, query] of starterQueries.entries()) {
      if (!query.join) continue
      const stop = await service.watchBlocking()
      const { status } = await timed(templateProbe(service.url, query, i))
      const blocked = await stop()
      if (status !== 200) throw new Error(`content bench: ${query.name} answered ${status}`)
      if (blocked > longest) {
        longest = blocked
        which = query.name
      }
    }
    row(
      size,
      count,
      'worker: longest task, starters',
      `${ms(figure(`${size}× longest task of the query worker during a starter join (CPU)`, longest))} CPU  (${which})`,
    )
  } finally {
    await remove()
  }
}

/**
 * Against a service process: the starters' queries over their datasets (written into `dir` beside
 * what it serves), each one's latency, and a small query's latency while the heaviest runs.
 */
async function templateJoins(size: number, base: string, dir: string, requests: number) {
  const count = TEMPLATE_DOCUMENTS_AT_1X * size
  const remove = await addStarterDatasets(size, base, dir)
  let nonce = 0
  const postQuery = starterQueries.find((t) => t.name === 'postQuery') as TemplateQuery
  const small = () => templateProbe(base, postQuery, nonce++)
  const alone: number[] = []
  for (let i = 0; i < requests; i++) alone.push((await timed(small())).ms)
  alone.sort((a, b) => a - b)
  row(size, count, 'starters: small query alone', latencies(alone, `${size}× starters small query`))
  let heaviest: { query: TemplateQuery; ms: number } | undefined
  for (const query of starterQueries) {
    const timings: number[] = []
    for (let i = 0; i < (size === 100 ? 3 : 5); i++) {
      const { ms, status } = await timed(templateProbe(base, query, nonce++))
      if (status !== 200) throw new Error(`content bench: ${query.name} answered ${status}`)
      timings.push(ms)
    }
    timings.sort((a, b) => a - b)
    const median = percentile(timings, 50)
    row(
      size,
      count,
      `starter: ${query.name.slice(0, 22)}`,
      `median ${ms(figure(`${size}× starter ${query.name}`, median))}  max ${ms(timings.at(-1) ?? Number.NaN)}`,
    )
    if (query.join && (!heaviest || median > heaviest.ms)) heaviest = { query, ms: median }
  }
  if (!heaviest) throw new Error('content bench: no starter join')
  // The small query runs back to back while the join runs, for rounds enough to compare its tail
  // with its tail alone (measured just before, on the same machine).
  const during: number[] = []
  let joinMs = 0
  for (let round = 0; round < 20 && (round < 3 || during.length < requests); round++) {
    const stall = await blockingWhile(templateProbe(base, heaviest.query, nonce++), [small])
    during.push(...(stall.timings[0] ?? []))
    joinMs = Math.max(joinMs, stall.slowMs)
  }
  during.sort((a, b) => a - b)
  row(
    size,
    count,
    `small query during ${heaviest.query.name.slice(0, 14)}`,
    `${latencies(during, `${size}× small query during the heaviest starter join`)}  max ${ms(figure(`${size}× stall during the heaviest starter join`, during.at(-1) ?? Number.NaN))}  (join up to ${ms(joinMs)})`,
  )
  await remove()
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
let emptyResident = 0
{
  const service = await startContentService({ datasetsDir: empty })
  baseline = await service.heapUsed()
  await service.close()
  const child = await startServiceProcess(empty)
  try {
    emptyResident = await residentAtRest(child.pid)
  } finally {
    await child.stop()
  }
  console.log(`empty service process: RSS ${(emptyResident / 1e6).toFixed(0)} MB ${load()}`)
}
{
  const large = quick ? 10 : 100
  const targetId = seed.find(
    (d) =>
      d._type === contentType &&
      (d.slug as { current?: string })?.current === target.slug &&
      !d._id.includes('.'),
  )?._id
  if (!targetId) throw new Error('content bench: the benchmarked page has no published id')
  await benchWrites({
    seed,
    large,
    patches: quick ? 30 : 200,
    migrationPatches: quick ? 1000 : 10_000,
    targetId,
    writeToken: WRITE_TOKEN,
    emptyResident,
    figure,
    row,
    residentAtRest,
  })
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
    await resetDataset(dir, text)
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
      await resetDataset(dir, text)
      await timed(queryUrl(service.url, specQuery, target))
      const stopWatching = await service.watchBlocking()
      const joined = await blockingWhile(queryUrl(service.url, heaviestJoin), [sitePage])
      const joinBlocked = await stopWatching()
      row(
        size,
        count,
        'stall during the heaviest join',
        `join ${ms(figure(`${size}× heaviest join`, joined.slowMs))}  page query max ${ms(figure(`${size}× stall during the heaviest join`, joined.worst[0] ?? Number.NaN))}  worker's longest task ${ms(figure(`${size}× longest task of the query worker during the heaviest join (CPU)`, joinBlocked))} CPU`,
      )
      await starterBlocking(size, count, service, dir)
      const written = await writes(service.url, quick ? 1 : 3)
      row(
        size,
        count,
        'writes with 1 listener',
        `${figure(`${size}× writes/s`, written.perSecond).toFixed(1).padStart(7)} writes/s  (${written.acknowledged} acknowledged, ${figure(`${size}× events heard`, written.heard)} events heard)`,
      )
      await resetDataset(dir, text)
    } finally {
      await service.close()
    }

    // The service as `npm start` runs it: memory at rest, then the starters' joins beside the dataset.
    const child = await startServiceProcess(dir)
    try {
      const resident = await residentAtRest(child.pid)
      row(
        size,
        count,
        'service process at rest',
        `RSS ${(resident / 1e6).toFixed(0)} MB = ${figure(`${size}× RSS/file`, resident / bytes).toFixed(2)}× the file; above an empty service ${((resident - emptyResident) / 1e6).toFixed(0)} MB = ${figure(`${size}× (RSS − empty)/file`, (resident - emptyResident) / bytes).toFixed(2)}×`,
      )
      await templateJoins(size, child.info.url, dir, Math.max(50, Math.round(requests / 4)))
    } finally {
      await child.stop()
    }
    await resetDataset(dir, text)

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

// The shared check (figures.ts): a missing, NaN or infinite figure fails the run, never a value.
try {
  if (figures.length === 0) throw new BenchFigureError('content bench: no figure printed')
  requireFigures('content bench', Object.fromEntries(figures))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
