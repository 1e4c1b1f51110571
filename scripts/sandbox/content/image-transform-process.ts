/**
 * The child process of the image CDN's heavy transforms (image-pool.ts): runs `transformImage` for
 * each job it is sent over IPC and replies with the encoded bytes or the error's message. It exits
 * with its parent (the IPC channel closing).
 */
import type { TransformJob } from './image-pool.ts'
import { transformImage } from './image-transform.ts'

process.on('message', async (job: Omit<TransformJob, 'pixels'> & { id: number }) => {
  try {
    const bytes = await transformImage(job.sourcePath, job.params, job.format, job.vectorScale)
    process.send?.({ id: job.id, bytes: new Uint8Array(bytes) })
  } catch (error) {
    process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
process.on('disconnect', () => process.exit(0))
