/**
 * GROQ parsing off the datasets' thread (decision 030): the query worker hands query text to a parse
 * thread of its own (parse-worker.ts) and awaits the tree, so a slow parse never holds other queries.
 * A parse that runs past the time limit is answered with the query timeout error, and its thread is
 * terminated and replaced (the parses queued behind it go to the new one). Parse errors come back as
 * the Content Lake's 400 `queryParseError` with the position groq-js names.
 */
import { Worker } from 'node:worker_threads'
import { ContentServiceError } from './errors.ts'
import type { Node } from './groq-lookups.ts'

/** A parse asked of the parse thread. */
export interface ParseRequest {
  id: number
  query: string
  params?: Record<string, unknown>
}

/** The parse thread's answer. */
export type ParseReply =
  | { id: number; tree: unknown; error?: undefined }
  | {
      id: number
      tree?: undefined
      error: { kind: 'syntax' | 'query' | 'tooComplex'; message: string; position?: number }
    }

interface Job {
  request: ParseRequest
  resolve: (tree: Node) => void
  reject: (error: Error) => void
  timer?: NodeJS.Timeout
}

const queryParseError = (query: string, description: string, start: number, end: number) =>
  new ContentServiceError(400, 'queryParseError', description, { query, start, end })

/** The 400 for a refused parse, pointing where groq-js points (or at a name it names). */
function parseError(query: string, error: NonNullable<ParseReply['error']>): ContentServiceError {
  if (error.kind === 'syntax') {
    const start = Math.min(error.position ?? 0, query.length)
    return queryParseError(query, error.message, start, Math.min(start + 1, query.length))
  }
  if (error.kind === 'tooComplex') {
    return queryParseError(
      query,
      'Query too complex to parse: nest or chain fewer expressions',
      0,
      query.length,
    )
  }
  // GroqQueryError: e.g. "Undefined function: foo". Point at the name when it appears in the query.
  const name = /:\s*(\S+)$/.exec(error.message)?.[1]
  const at = name ? query.indexOf(name) : -1
  return at >= 0
    ? queryParseError(query, error.message, at, at + (name?.length ?? 0))
    : queryParseError(query, error.message, 0, query.length)
}

/** The parse thread and its queue; one parse at a time, each bounded by `timeoutMs`. */
export class QueryParser {
  readonly #timeoutMs: number
  readonly #timeoutError: (query: string) => Error
  readonly #queue: Job[] = []
  #worker: Worker | undefined
  #running: Job | undefined
  #nextId = 1
  #closed = false

  /**
   * @param timeoutMs how long one parse may take (ms of wall time)
   * @param timeoutError the error a parse that runs past it rejects with
   */
  constructor(timeoutMs: number, timeoutError: (query: string) => Error) {
    this.#timeoutMs = timeoutMs
    this.#timeoutError = timeoutError
    // Started now, so the first query does not wait for the thread to load.
    this.#worker = this.#start()
  }

  /** Parses `query` (with `params` inlined when given). Rejects with a 400 `queryParseError` or the timeout error. */
  parse(query: string, params?: Record<string, unknown>): Promise<Node> {
    return new Promise((resolve, reject) => {
      this.#queue.push({
        request: { id: this.#nextId++, query, ...(params ? { params } : {}) },
        resolve,
        reject,
      })
      this.#next()
    })
  }

  /** Ends the parse thread; queued parses are refused. */
  async close(): Promise<void> {
    this.#closed = true
    for (const job of this.#queue.splice(0)) job.reject(new Error('content service: closing'))
    await this.#worker?.terminate()
  }

  #start(): Worker {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url))
    worker.unref()
    worker.on('message', (reply: ParseReply) => {
      const job = this.#running
      if (!job || job.request.id !== reply.id) return
      clearTimeout(job.timer)
      this.#running = undefined
      if (reply.error) job.reject(parseError(job.request.query, reply.error))
      else job.resolve(reply.tree as Node)
      this.#next()
    })
    worker.on('error', (error) => this.#replace(error))
    return worker
  }

  #next(): void {
    if (this.#running || this.#closed) return
    const job = this.#queue.shift()
    if (!job) return
    this.#worker ??= this.#start()
    this.#running = job
    job.timer = setTimeout(() => this.#replace(this.#timeoutError(job.request.query)), this.#timeoutMs)
    this.#worker.postMessage(job.request)
  }

  /** Fails the running parse with `error`, replaces the thread, and goes on with the queue. */
  #replace(error: Error): void {
    const job = this.#running
    this.#running = undefined
    if (job) {
      clearTimeout(job.timer)
      job.reject(error)
    }
    void this.#worker?.terminate()
    this.#worker = undefined
    this.#next()
  }
}
