/**
 * `npm run bench:site:load` (docs/decisions/019): the built site under load on loopback, as
 * `npm start` runs it (the site, the content service and the services sandbox each in its own
 * process), with autocannon at 50 connections, browser-like `Accept-Encoding`:
 * 1. a static file (`/favicon.svg`);
 * 2. cached pages: `/`, `/dj/pro`, `/studio/downloads` from the in-process page cache;
 * 3. uncached renders of the same pages (a second site with `PAGE_CACHE_MAX_BYTES=0`);
 * 4. isolation: a 1 MB query to the content service while the uncached site renders `/dj/pro`
 *    (the query's status and time, the pages' p99 meanwhile);
 * 4b. signed-in renders: `/account/orders` with a demo user's session cookie (the server refreshes
 *    the access token and calls the services on every render, decision 034);
 * 5. telemetry's cost (docs/decisions/041): the same site with telemetry off and on (every request
 *    traced and exported over OTLP/HTTP protobuf to a receiver in this process, the metrics
 *    collected), side by side in one run, runs alternating off, on, off, on: a cached page and an
 *    uncached render (`?bench=telemetry`: a query string bypasses the page cache);
 * 6. with `--soak-minutes N`, N minutes of cached, uncached and signed-in load, RSS sampled every minute
 *    (issue 32: marketing and signed-in renders together, flat within 10 %).
 * Each site runs one worker per core (`SITE_WORKERS`; `--workers N` to change; app/server/cluster.ts),
 * each with the Dockerfile's heap limit (`--max-old-space-size=256`; `--heap-mb N` to change, 0: none)
 * and its `MALLOC_ARENA_MAX=2` (the environment's value wins).
 * Prints req/s, p50/p99 (ms), errors and the site's RSS (its workers' included) before and after each run, and the machine's
 * load average (the machine is shared: figures taken under load are noisy). Bounded: each run lasts
 * `--seconds S` (default 10), everything stops by itself. Targets (issue 18, per core since issue 29,
 * decision 026): cached ≥ 1× the static file's req/s with p99 ≤ 100 ms; uncached ≥ 130/s per core; 0
 * errors; the 1 MB query 400 within 2 s while pages keep p99 ≤ 200 ms; RSS after the soak within 10 % of
 * its value after the first minute.
 * `--quick` (CI): 2-second runs (3 s beside the 1 MB query), 1-second warm-ups, no soak. Any run fails when a load run got no 2xx answer
 * or a figure is missing or NaN; errors are a figure (target 0), never a failure, like every target.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import { createServerSessionTokenStore } from '@music/sdk'
import autocannon from 'autocannon'
import { type ChildService, startChild } from '../sandbox/child-process.ts'
import { BenchFigureError, quick, requireFigures } from './figures.ts'

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  return Number.isFinite(value) && value >= 0 ? value : fallback
}
const seconds = quick ? 2 : argument('seconds', 10)
const soakMinutes = quick ? 0 : argument('soak-minutes', 0)
/** Seconds of each warm-up run and of the isolation run's page load. */
const warmSeconds = quick ? 1 : 2
const isolationSeconds = quick ? 3 : 5
const CONNECTIONS = 50
/** Site processes: one worker per core (`SITE_WORKERS`, app/server/cluster.ts), `--workers N` to change. */
const workers = argument('workers', availableParallelism())
/** Heap limit of each site process in MiB, as the Dockerfile sets it (`--heap-mb 0`: V8's default). */
const heapMb = argument('heap-mb', 256)
const PAGES = ['/', '/dj/pro', '/studio/downloads']
/** A signed-in screen rendered on the server (decision 034), as the sandbox's demo user Alex. */
const SIGNED_IN_PAGE = '/account/orders'
const ALEX = { email_address: 'alex.rivera@example.com', password: 'Turntable-42' }
/** The sandbox's credentials of the site's app id (the login API takes them, docs/requirements.md §6). */
const SANDBOX_APP = { id: 'music-website', secret: 'sandbox-website-secret' }

/**
 * A `Cookie` header with a session of `ALEX`, as the site's server would set it after a sign-in: the
 * login API's refresh token in the sdk's session cookie (`createServerSessionTokenStore`).
 * @throws {BenchFigureError} when the identity sandbox refuses the sign-in
 */
async function sessionCookie(servicesUrl: string): Promise<string> {
  const reply = await fetch(`${servicesUrl}/identity/api/v1/login`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${SANDBOX_APP.id}:${SANDBOX_APP.secret}`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(ALEX),
  })
  const body = (await reply.json()) as { tokens?: { refresh?: { token: string; expires_at: number } } }
  const refresh = body.tokens?.refresh
  if (!reply.ok || !refresh) throw new BenchFigureError(`sign-in of the demo user: HTTP ${reply.status}`)
  const store = createServerSessionTokenStore(undefined)
  store.set({ refresh })
  return store
    .setCookieHeaders()
    .map((line) => line.split(';')[0])
    .join('; ')
}
/** The telemetry comparison's uncached render: a query string bypasses the in-process page cache. */
const TELEMETRY_RENDER = '/dj/pro?bench=telemetry'
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }

/** Resident set size of a process, in kB (Linux `/proc/<pid>/status`); 0 once it is gone. */
const rssKb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** The process ids of `pid`'s children (Linux `/proc/<pid>/task/<tid>/children`). */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  )

/** Resident set size of a site in MB: its process and, in a cluster, its workers. */
const rssMb = (pid: number): number =>
  Math.round([pid, ...childrenOf(pid)].reduce((sum, id) => sum + rssKb(id), 0) / 1024)
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

interface Figures {
  reqPerSec: number
  p50: number
  p99: number
  errors: number
}

/**
 * `duration` seconds of load on `url`.
 * @param warmUp a discarded run: nothing is checked
 * @throws {BenchFigureError} when no request was answered 2xx (the run errored) or a figure is NaN
 */
async function run(
  url: string,
  duration = seconds,
  connections = CONNECTIONS,
  warmUp = false,
  headers: Record<string, string> = HEADERS,
): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers })
  if (warmUp) return { reqPerSec: 0, p50: 0, p99: 0, errors: 0 }
  if (!(result['2xx'] > 0)) throw new BenchFigureError(`${url}: no request answered 2xx in ${duration} s`)
  return requireFigures(url, {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  })
}

const row = (label: string, f: Figures, rss?: [number, number]) =>
  `${label.padEnd(34)} ${String(f.reqPerSec).padStart(6)}/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}${rss ? `  RSS ${rss[0]} → ${rss[1]} MB` : ''}`

/** An OTLP/HTTP receiver that answers 200 and counts what it got (requests, bytes). */
async function startCountingReceiver() {
  const received = { requests: 0, bytes: 0 }
  const server = createServer((request, response) => {
    request.on('data', (chunk: Buffer) => {
      received.bytes += chunk.length
    })
    request.on('end', () => {
      received.requests += 1
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const children: ChildService<{ url: string }>[] = []
const receiver = await startCountingReceiver()
try {
  const [content, services] = await Promise.all([
    startChild<{ url: string }>(
      new URL('../sandbox/content/main.ts', import.meta.url),
      { CONTENT_PORT: '0', HOST: '127.0.0.1' },
      { stdout: 'ignore' },
    ),
    startChild<{ url: string }>(
      new URL('../sandbox/services/main.ts', import.meta.url),
      { SERVICES_PORT: '0', HOST: '127.0.0.1' },
      { stdout: 'ignore' },
    ),
  ])
  children.push(content, services)
  const siteEnv = {
    PORT: '0',
    HOST: '127.0.0.1',
    CONTENT_API_HOST: content.info.url,
    SERVICES_BASE_URL: services.info.url,
    SITE_WORKERS: String(Math.max(1, workers)),
    NODE_OPTIONS: heapMb > 0 ? `--max-old-space-size=${heapMb}` : undefined,
    // As the Dockerfile: two glibc malloc arenas, not eight per core (RSS that stays put; decision 026).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  }
  const cached = await startChild<{ url: string }>(
    new URL('../../app/server/main.ts', import.meta.url),
    siteEnv,
    { stdout: 'ignore' },
  )
  children.push(cached)
  const uncached = await startChild<{ url: string }>(
    new URL('../../app/server/main.ts', import.meta.url),
    { ...siteEnv, PAGE_CACHE_MAX_BYTES: '0', PAGE_CACHE_LISTEN: 'false' },
    { stdout: 'ignore' },
  )
  children.push(uncached)
  // The cached site again, with telemetry on: traces of every request (the default sampler) to the
  // receiver over OTLP/HTTP protobuf, the metrics collected (METRICS_PORT).
  const traced = await startChild<{ url: string }>(
    new URL('../../app/server/main.ts', import.meta.url),
    {
      ...siteEnv,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      METRICS_PORT: '0',
      METRICS_HOST: '127.0.0.1',
    },
    { stdout: 'ignore' },
  )
  children.push(traced)
  console.log(
    `site load bench: ${CONNECTIONS} connections, ${seconds} s a run, ${Math.max(1, workers)} site worker(s) a site, heap limit ${heapMb > 0 ? `${heapMb} MiB` : 'V8 default'}, MALLOC_ARENA_MAX ${siteEnv.MALLOC_ARENA_MAX}; load average ${load()}`,
  )

  // Warm them: JIT, the cache, the content service's indexes.
  for (const path of [...PAGES, TELEMETRY_RENDER]) {
    for (const site of [cached, uncached, traced]) {
      // One request first: a cold first render can outlast a one-second warm-up run.
      await (await fetch(`${site.info.url}${path}`, { headers: HEADERS })).arrayBuffer()
      await run(`${site.info.url}${path}`, warmSeconds, 4, true)
    }
  }
  const measure = async (label: string, site: ChildService<{ url: string }>, path: string) => {
    const before = rssMb(site.pid)
    const figures = await run(`${site.info.url}${path}`)
    console.log(row(label, figures, [before, rssMb(site.pid)]))
    return figures
  }
  const staticFile = await measure('static file /favicon.svg', cached, '/favicon.svg')
  const cachedFigures: Figures[] = []
  for (const path of PAGES) cachedFigures.push(await measure(`cached page ${path}`, cached, path))
  const uncachedFigures: Figures[] = []
  for (const path of PAGES) uncachedFigures.push(await measure(`uncached render ${path}`, uncached, path))
  const signedInHeaders = { ...HEADERS, cookie: await sessionCookie(services.info.url) }
  const signedInUrl = `${cached.info.url}${SIGNED_IN_PAGE}`
  const signedInFirst = await fetch(signedInUrl, { headers: signedInHeaders, redirect: 'manual' })
  await signedInFirst.arrayBuffer()
  requireFigures('signed-in render', { status: signedInFirst.status === 200 ? 200 : Number.NaN })
  const beforeSignedIn = rssMb(cached.pid)
  const signedIn = await run(signedInUrl, seconds, 10, false, signedInHeaders)
  console.log(
    row(`signed-in render ${SIGNED_IN_PAGE} (10 conn)`, signedIn, [beforeSignedIn, rssMb(cached.pid)]),
  )

  // Isolation: a 1 MB query while pages render.
  const query = `*[_type == "homepage" ${'|| _id == "a" '.repeat(80_000)}]`
  const pages = run(`${uncached.info.url}/dj/pro`, isolationSeconds, 10)
  const started = performance.now()
  const reply = await fetch(`${content.info.url}/v2021-10-21/data/query/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const queryMs = Math.round(performance.now() - started)
  await reply.arrayBuffer()
  requireFigures('1 MB query', { status: reply.status, queryMs })
  const during = await pages
  console.log(
    `1 MB query (${(query.length / 1e6).toFixed(2)} M chars): HTTP ${reply.status} in ${queryMs} ms`,
  )
  console.log(row('uncached /dj/pro meanwhile (10 conn)', during))

  const ratio = Math.min(...cachedFigures.map((f) => f.reqPerSec)) / staticFile.reqPerSec
  const uncachedWorst = Math.min(...uncachedFigures.map((f) => f.reqPerSec))
  const cores = availableParallelism()
  console.log(
    [
      `cached / static req/s (worst page): ${ratio.toFixed(2)} (target ≥ 1); cached p99 worst ${Math.max(...cachedFigures.map((f) => f.p99))} ms (target ≤ 100)`,
      `uncached req/s worst: ${uncachedWorst} on ${cores} core(s), ${(uncachedWorst / cores).toFixed(0)} per core (target ≥ 130 per core, decision 026)`,
      `errors: ${[staticFile, ...cachedFigures, ...uncachedFigures].reduce((sum, f) => sum + f.errors, 0)} (target 0)`,
      `load average after: ${load()}`,
    ].join('\n'),
  )

  // Telemetry off (the cached site) and on (its traced twin), alternating, in this one run.
  console.log(
    'telemetry off vs on (on: every request traced and exported over OTLP/HTTP protobuf, metrics collected):',
  )
  for (const [label, path] of [
    ['cached /dj/pro', '/dj/pro'],
    ['uncached render /dj/pro?bench=…', TELEMETRY_RENDER],
  ] as const) {
    const off: Figures[] = []
    const on: Figures[] = []
    for (let round = 0; round < 2; round++) {
      off.push(await run(`${cached.info.url}${path}`))
      on.push(await run(`${traced.info.url}${path}`))
    }
    const mean = (list: Figures[], key: keyof Figures) =>
      list.reduce((sum, f) => sum + f[key], 0) / list.length
    const offRps = mean(off, 'reqPerSec')
    const onRps = mean(on, 'reqPerSec')
    requireFigures(`telemetry ${label}`, { offRps, onRps, offP99: mean(off, 'p99'), onP99: mean(on, 'p99') })
    console.log(
      `  ${label.padEnd(32)} off ${Math.round(offRps)}/s p99 ${Math.round(mean(off, 'p99'))} ms · on ${Math.round(onRps)}/s p99 ${Math.round(mean(on, 'p99'))} ms · throughput ${(((onRps - offRps) / offRps) * 100).toFixed(1)} % (runs off ${off.map((f) => f.reqPerSec).join(', ')}; on ${on.map((f) => f.reqPerSec).join(', ')})`,
    )
  }
  if (receiver.received.requests === 0) throw new BenchFigureError('telemetry on: the receiver got no export')
  console.log(
    `  exports received: ${receiver.received.requests} requests, ${(receiver.received.bytes / 1e6).toFixed(1)} MB of spans`,
  )

  if (soakMinutes > 0) {
    const samples: number[] = []
    for (let minute = 1; minute <= soakMinutes; minute++) {
      await Promise.all([
        run(`${cached.info.url}${PAGES[minute % PAGES.length]}`, 60, 25),
        run(`${cached.info.url}/dj/pro?utm=${minute}`, 60, 5),
        run(signedInUrl, 60, 5, false, signedInHeaders),
      ])
      samples.push(rssMb(cached.pid))
      console.log(`soak minute ${minute}: RSS ${samples.at(-1)} MB (load ${load()})`)
    }
    const first = samples[0] ?? 0
    const last = samples.at(-1) ?? 0
    console.log(
      `soak: RSS after the first minute ${first} MB, at the end ${last} MB (${(((last - first) / first) * 100).toFixed(1)} %, target within 10 %)`,
    )
  }
} finally {
  await Promise.allSettled(children.reverse().map((child) => child.stop(2000)))
  await receiver.close()
}
