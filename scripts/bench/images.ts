/**
 * `npm run bench:images` (docs/decisions/019): the image CDN's latency for a small thumbnail, idle and
 * while 4 maximum-size AVIF transforms run (5400 px wide at q=100 from a 2400×1350 photo: 16.4 MiP,
 * just under the cap). Every thumbnail asks for another width, so each is a real transform, never a
 * cache hit. The content service runs in its own process, as `npm start` runs it. Prints p50/p99
 * (ms) of 60 thumbnails each way, their ratio (target: loaded p99 ≤ 5× idle p99), the heavy
 * transforms' times and the machine's load average. Bounded: it stops by itself.
 * `--quick` (CI): 10 thumbnails each way and one heavy transform, 2700 px wide. Any run fails when a thumbnail does not
 * answer 200, a heavy transform gets no answer, or a figure is NaN; never on the target.
 */
import { loadavg } from 'node:os'
import { startChild } from '../sandbox/child-process.ts'
import { percentile as nearestRank, quick, requireFigures } from './figures.ts'

const THUMBNAILS = quick ? 10 : 60
/** Maximum-size AVIF transforms running while the loaded thumbnails are timed. */
const HEAVY = quick ? 1 : 4
/** Their width: 5400 px (16.4 MiP, just under the cap); quick, 2700 px (4.1 MiP, still over the heavy lane's 4 MP). */
const HEAVY_WIDTH = quick ? 2700 : 5400
const SMALL = 'images/musicweb/production/555fda4f6cdce3ebda837f1a44d219c25d2e7595-256x256.png'
const LARGE = 'images/musicweb/production/fb79239e7298220765e8b1701b68339843842b1f-2400x1350.jpg'
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
/** The shared percentile (figures.ts), in whole ms. */
const percentile = (values: number[], p: number) => Math.round(nearestRank(values, p))

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
  const heavy = Array.from({ length: HEAVY }, async (_, i) => {
    const response = await fetch(`${content.info.url}/${LARGE}?w=${HEAVY_WIDTH}&fm=avif&q=100&sat=${i}`)
    await response.arrayBuffer()
    return { status: response.status, ms: Math.round(performance.now() - heavyStarted) }
  })
  const loaded = await thumbnails(THUMBNAILS)
  const loadedDone = Math.round(performance.now() - heavyStarted)
  const heavyResults = await Promise.all(heavy)
  const ratio = percentile(loaded, 99) / percentile(idle, 99)
  requireFigures('bench:images', {
    idleP50: percentile(idle, 50),
    idleP99: percentile(idle, 99),
    loadedP50: percentile(loaded, 50),
    loadedP99: percentile(loaded, 99),
    ratio,
    ...Object.fromEntries(heavyResults.map((result, i) => [`heavy${i + 1}Status`, result.status])),
  })
  console.log(
    [
      `thumbnail idle:        p50 ${percentile(idle, 50)} ms, p99 ${percentile(idle, 99)} ms`,
      `thumbnail under load:  p50 ${percentile(loaded, 50)} ms, p99 ${percentile(loaded, 99)} ms (the ${THUMBNAILS} took ${loadedDone} ms)`,
      `p99 ratio: ${ratio.toFixed(2)} (target ≤ 5)`,
      `${HEAVY} AVIF transform(s) ${HEAVY_WIDTH} px wide: ${heavyResults.map((r) => `${r.status} at ${r.ms} ms`).join(', ')}`,
      `still running when the thumbnails finished: ${heavyResults.filter((r) => r.ms > loadedDone).length} of ${HEAVY}`,
      `load average after: ${load()}`,
    ].join('\n'),
  )
} finally {
  await content.stop(2000)
}
