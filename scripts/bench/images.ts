/**
 * `npm run bench:images` (docs/decisions/019): the image CDN's latency for a small thumbnail, idle and
 * while 4 maximum-size AVIF transforms run (5400 px wide at q=100 from a 2400×1350 photo: 16.4 MiP,
 * just under the cap). Every thumbnail asks for another width, so each is a real transform, never a
 * cache hit. The content service runs in its own process, as `npm start` runs it. Prints p50/p99
 * (ms) of 60 thumbnails each way, their ratio (target: loaded p99 ≤ 5× idle p99), the heavy
 * transforms' times and the machine's load average. Bounded: it stops by itself.
 */
import { loadavg } from 'node:os'
import { startChild } from '../sandbox/child-process.ts'

const THUMBNAILS = 60
const SMALL = 'images/musicweb/production/555fda4f6cdce3ebda837f1a44d219c25d2e7595-256x256.png'
const LARGE = 'images/musicweb/production/fb79239e7298220765e8b1701b68339843842b1f-2400x1350.jpg'
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0)
}

const content = await startChild<{ url: string }>(
  new URL('../sandbox/content/main.ts', import.meta.url),
  { CONTENT_PORT: '0', HOST: '127.0.0.1' },
  { stdout: 'ignore' },
)
let width = 40
/** Times `count` thumbnails one after another, each a new width (a transform, not a cache hit). */
async function thumbnails(count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    width += 1
    const started = performance.now()
    const response = await fetch(`${content.info.url}/${SMALL}?w=${width}&fm=webp`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`thumbnail answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return times
}

try {
  console.log(`image bench: load average ${load()}`)
  await thumbnails(10) // warm up
  const idle = await thumbnails(THUMBNAILS)
  const heavyStarted = performance.now()
  const heavy = [0, 1, 2, 3].map(async (i) => {
    const response = await fetch(`${content.info.url}/${LARGE}?w=5400&fm=avif&q=100&sat=${i}`)
    await response.arrayBuffer()
    return { status: response.status, ms: Math.round(performance.now() - heavyStarted) }
  })
  const loaded = await thumbnails(THUMBNAILS)
  const loadedDone = Math.round(performance.now() - heavyStarted)
  const heavyResults = await Promise.all(heavy)
  const ratio = percentile(loaded, 99) / percentile(idle, 99)
  console.log(
    [
      `thumbnail idle:        p50 ${percentile(idle, 50)} ms, p99 ${percentile(idle, 99)} ms`,
      `thumbnail under load:  p50 ${percentile(loaded, 50)} ms, p99 ${percentile(loaded, 99)} ms (the ${THUMBNAILS} took ${loadedDone} ms)`,
      `p99 ratio: ${ratio.toFixed(2)} (target ≤ 5)`,
      `4 max-size AVIF transforms: ${heavyResults.map((r) => `${r.status} at ${r.ms} ms`).join(', ')}`,
      `still running when the thumbnails finished: ${heavyResults.filter((r) => r.ms > loadedDone).length} of 4`,
      `load average after: ${load()}`,
    ].join('\n'),
  )
} finally {
  await content.stop(2000)
}
