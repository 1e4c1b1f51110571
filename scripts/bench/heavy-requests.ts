/**
 * `npm run bench:heavy-requests` (decision 039): what heavy requests cost everyone else on the content
 * service. The service runs in its own process over a copy of the seed, as `npm start` runs it; a chain
 * of small queries (one document's title, one after another) runs while
 * - three queries at once split a 1.9 MB string parameter into characters and sort them at the top
 *   level (`string::split($s, "") | order(@)`; issue 34 measured every other query held 7.2 s), and
 * - a writer sends a `set` of 3,000 keys (it held every reader 6 s) and a body nested 5,000 levels
 *   deep (it answered 500).
 * Prints, for each, how the heavy requests were answered (status, ms) and the small queries answered
 * meanwhile with the longest one (ms), and the machine's load average. `--quick` (CI): a 200,000
 * character string and one sorting query. Any run fails when a small query is not answered 200 or a
 * figure is missing; never on a target.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startChild } from '../sandbox/child-process.ts'
import { quick, requireFigures } from './figures.ts'

const CHARACTERS = quick ? 200_000 : 1_900_000
const SORTING_QUERIES = quick ? 1 : 3
const WRITE_TOKEN = 'sandbox-write-token'

const dir = await mkdtemp(join(tmpdir(), 'bench-heavy-requests-'))
const seed = new URL('../sandbox/datasets/', import.meta.url).pathname
await cp(join(seed, 'production.ndjson'), join(dir, 'production.ndjson'))
const content = await startChild<{ url: string }>(
  new URL('../sandbox/content/main.ts', import.meta.url),
  { CONTENT_PORT: '0', HOST: '127.0.0.1', CONTENT_DATASETS_DIR: dir, SANITY_WRITE_TOKEN: WRITE_TOKEN },
  { stdout: 'ignore' },
)
const api = `${content.info.url}/v2021-10-21/data`

/** Runs `heavy` while small queries run one after another; what each side got. */
async function during(name: string, heavy: () => Promise<Array<{ status: number; ms: number }>>) {
  let finished = false
  const outcome = heavy().finally(() => {
    finished = true
  })
  let answered = 0
  let longest = 0
  while (!finished) {
    const started = performance.now()
    const reply = await fetch(
      `${api}/query/production?query=${encodeURIComponent('*[_id == "homepage"][0].title')}`,
    )
    await reply.arrayBuffer()
    if (reply.status !== 200) throw new Error(`${name}: a small query answered ${reply.status}`)
    longest = Math.max(longest, performance.now() - started)
    answered++
  }
  const replies = await outcome
  const figures = requireFigures(name, {
    answered,
    longest,
    ...Object.fromEntries(replies.map((reply, i) => [`ms${i}`, reply.ms])),
  })
  console.log(
    `${name}: ${replies.map((r) => `${r.status} in ${Math.round(r.ms)} ms`).join(', ')}; small queries meanwhile: ${figures.answered}, the longest ${Math.round(figures.longest)} ms`,
  )
}

/** POSTs `body` to `path`; its status and time. */
async function timed(path: string, body: string, token?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const reply = await fetch(`${api}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  })
  await reply.arrayBuffer()
  return { status: reply.status, ms: performance.now() - started }
}

try {
  console.log(
    `heavy requests bench: load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const s = Array.from({ length: CHARACTERS }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('')
  const sort = JSON.stringify({ query: 'string::split($s, "") | order(@)', params: { s } })
  await during(`${SORTING_QUERIES} top-level sorts of ${CHARACTERS} characters`, () =>
    Promise.all(Array.from({ length: SORTING_QUERIES }, () => timed('query/production', sort))),
  )
  const keys = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, `v${i}`]))
  const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
  await during('a set of 3,000 keys, then a body 5,000 levels deep', async () => [
    await timed(
      'mutate/production',
      JSON.stringify({ mutations: [{ patch: { id: 'homepage', set: keys } }] }),
      WRITE_TOKEN,
    ),
    await timed(
      'mutate/production',
      `{"mutations":[{"create":{"_id":"deep","_type":"page","deep":${deep}}}]}`,
      WRITE_TOKEN,
    ),
  ])
} finally {
  await content.stop()
  await rm(dir, { recursive: true, force: true })
}
