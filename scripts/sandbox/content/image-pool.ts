/**
 * Where the image CDN runs its transforms (docs/decisions/019): a bounded queue in two lanes by cost,
 * so heavy transforms cannot starve small ones.
 * - Light transforms (output up to {@link HEAVY_PIXELS}: thumbnails and every size the pages ask for) run in
 *   this process, at most {@link LIGHT_CONCURRENCY} at a time.
 * - Heavy ones run one at a time in a child process at the lowest CPU priority (nice 19;
 *   image-transform-process.ts), so the system scheduler gives a waiting light transform, or any
 *   other request, the cores first.
 * Each lane holds a bounded number of waiting jobs; past it a request is refused with a 503 (Sanity's
 * error shape, `Retry-After: 1`) instead of growing the queue without end.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { setPriority } from 'node:os'
import { ContentServiceError } from './errors.ts'
import type { ImageParams, OutputFormat } from './image-params.ts'
import { transformImage } from './image-transform.ts'

/** Output pixels above which a transform is heavy. */
export const HEAVY_PIXELS = 4_000_000

/** Light transforms running at once in the service's own process. */
export const LIGHT_CONCURRENCY = 2

/** Light transforms waiting at most; more are refused (503). */
export const LIGHT_QUEUE_LIMIT = 64

/** Heavy transforms waiting at most (one runs); more are refused (503). */
export const HEAVY_QUEUE_LIMIT = 8

/** One transform: what `transformImage` takes. */
export interface TransformJob {
  sourcePath: string
  params: ImageParams
  format: OutputFormat
  vectorScale: number
  /** Output pixels (the lane is chosen by it). */
  pixels: number
}

/** A lane of the queue: runs at most `concurrency` jobs at once, holds at most `limit` waiting (FIFO), refuses more with a 503. */
export class Lane {
  #running = 0
  readonly #waiting: (() => void)[] = []

  readonly name: string
  readonly concurrency: number
  readonly limit: number

  constructor(name: string, concurrency: number, limit: number) {
    this.name = name
    this.concurrency = concurrency
    this.limit = limit
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.limit) {
        throw new ContentServiceError(
          503,
          'serverBusy',
          `The image CDN is busy with ${this.name} transforms; try again in a moment`,
        )
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    } else this.#running += 1
    try {
      return await work()
    } finally {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running -= 1
    }
  }

  stats(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length }
  }
}

type Reply = { id: number; bytes: Uint8Array } | { id: number; error: string }

/** The child process of heavy transforms, started on first use, at the lowest priority. */
class HeavyWorker {
  #child: ChildProcess | undefined
  #nextId = 1
  readonly #pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (e: Error) => void }>()

  #start(): ChildProcess {
    const child = fork(new URL('./image-transform-process.ts', import.meta.url), {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 19)
      } catch {
        // Not permitted here: the lane still bounds the work.
      }
    }
    child.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id)
      if (!pending) return
      this.#pending.delete(reply.id)
      if ('bytes' in reply) pending.resolve(reply.bytes)
      else pending.reject(new Error(reply.error))
    })
    child.on('exit', () => {
      this.#child = undefined
      for (const pending of this.#pending.values())
        pending.reject(new Error('image transform process exited'))
      this.#pending.clear()
    })
    // The service's process may exit without closing the pool (a test runner): do not wait for the child.
    child.unref()
    child.channel?.unref()
    return child
  }

  transform(job: Omit<TransformJob, 'pixels'>): Promise<Uint8Array> {
    this.#child ??= this.#start()
    const id = this.#nextId++
    const child = this.#child
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      child.send({ id, ...job })
    })
  }

  close(): void {
    this.#child?.kill()
    this.#child = undefined
  }
}

/** The CDN's transform queue (one per content service). */
export class ImagePool {
  readonly #light = new Lane('light', LIGHT_CONCURRENCY, LIGHT_QUEUE_LIMIT)
  readonly #heavy = new Lane('heavy', 1, HEAVY_QUEUE_LIMIT)
  readonly #worker = new HeavyWorker()

  /**
   * Runs `job` in its lane. Resolves the encoded image; rejects with a 503 ContentServiceError when
   * the lane's queue is full, or with the transform's error.
   */
  transform(job: TransformJob): Promise<Uint8Array> {
    const { pixels, ...input } = job
    if (pixels > HEAVY_PIXELS) return this.#heavy.run(() => this.#worker.transform(input))
    return this.#light.run(async () =>
      transformImage(input.sourcePath, input.params, input.format, input.vectorScale),
    )
  }

  /** Running and waiting jobs per lane. */
  stats(): { light: { running: number; waiting: number }; heavy: { running: number; waiting: number } } {
    return { light: this.#light.stats(), heavy: this.#heavy.stats() }
  }

  /** Stops the heavy transforms' process. */
  close(): void {
    this.#worker.close()
  }
}
