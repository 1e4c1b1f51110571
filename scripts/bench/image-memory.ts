/**
 * `npm run bench:image-memory` (decision 039): what a small PNG bomb costs the content service. A PNG
 * of 15,000 × 15,000 black pixels (225 megapixels, under the 256 the service decodes) compresses to
 * about 0.7 MB; the image CDN is asked for it 100 px wide. The service runs in its own process, as
 * `npm start` runs it, over a temporary datasets directory; its peak resident memory (Linux `VmHWM`)
 * is read after a warm-up transform and again after the bomb's. Prints the peak's growth (MB), the
 * transform's time (ms) and the file's size (MB) with the machine's load average. Before the change
 * the growth was 723 MB (the whole image decoded to raw pixels before resizing).
 * `--quick` (CI): 6,000 × 6,000. Any run fails when a transform does not answer 200 or a figure is
 * missing; never on a target.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { startChild } from '../sandbox/child-process.ts'
import { quick, requireFigures } from './figures.ts'

const SIDE = quick ? 6000 : 15_000
const ID = 'b0'.repeat(20)
const SMALL_ID = 'a0'.repeat(20)

/** The process's peak resident memory so far (MB), from `/proc/<pid>/status`. */
async function peakMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1])
  return kb / 1024
}

const dir = await mkdtemp(join(tmpdir(), 'bench-image-memory-'))
try {
  const images = join(dir, 'images')
  await mkdir(images)
  await writeFile(join(dir, 'production.ndjson'), '')
  const bomb = join(images, `${ID}-${SIDE}x${SIDE}.png`)
  await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toFile(bomb)
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
    .png()
    .toFile(join(images, `${SMALL_ID}-64x64.png`))
  const content = await startChild<{ url: string }>(
    new URL('../sandbox/content/main.ts', import.meta.url),
    { CONTENT_PORT: '0', HOST: '127.0.0.1', CONTENT_DATASETS_DIR: dir },
    { stdout: 'ignore' },
  )
  try {
    const transform = async (id: string, side: number) => {
      const started = performance.now()
      const reply = await fetch(
        `${content.info.url}/images/musicweb/production/${id}-${side}x${side}.png?w=100`,
      )
      await reply.arrayBuffer()
      if (reply.status !== 200) throw new Error(`the transform of ${id} answered ${reply.status}`)
      return performance.now() - started
    }
    await transform(SMALL_ID, 64)
    const before = await peakMb(content.pid)
    const ms = await transform(ID, SIDE)
    const after = await peakMb(content.pid)
    const figures = requireFigures('image memory', {
      growthMb: after - before,
      ms,
      fileMb: (await stat(bomb)).size / 1e6,
    })
    console.log(
      `image memory: a ${SIDE}×${SIDE} PNG (${figures.fileMb.toFixed(2)} MB) at 100 px wide: peak RSS +${Math.round(figures.growthMb)} MB, ${Math.round(figures.ms)} ms (load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    )
  } finally {
    await content.stop()
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}
