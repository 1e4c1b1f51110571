/**
 * The HTTP front's handle on the query worker (engine-worker.ts; decision 013): starts it, sends it
 * requests and turns its replies into values or ContentServiceErrors, and routes its listener frames
 * and live sync tags to whoever subscribed. Keeps the list of served datasets, so routes can answer
 * 404 for an unknown dataset without asking the worker.
 *
 * The front also enforces the query time limit on the worker itself (decision 030): it pings the
 * worker, and a worker that has not answered for longer than the limit (work that no slice or
 * deadline check interrupts) is terminated and replaced by a new one loaded from disk, where every
 * acknowledged write is. The queries it held for longer than the limit (and the oldest one) fail with
 * the query timeout error; the other requests it held are sent again to the new worker (a write in flight fails with a 503, as it may or
 * may not have happened), listeners are subscribed again and live clients are told to refetch.
 */
import { Worker } from 'node:worker_threads'
import type {
  EngineInit,
  EngineMessage,
  EngineRequest,
  Frame,
  QueryRequest,
  SubscribeRequest,
} from './engine-protocol.ts'
import { ContentServiceError } from './errors.ts'
import type { MutateRequest, MutateResult } from './mutations.ts'
import type { SanityDocument } from './store.ts'
import type { SyncTag } from './sync-tags.ts'

/** Sync tags of one reload (engine-worker.ts): for all documents, and for published ones only. */
export interface LiveChange {
  dataset: string
  all: SyncTag[]
  published: SyncTag[]
  /** The dataset appeared or disappeared: clients should refetch everything. */
  restart: boolean
}

type Distributive<T> = T extends unknown ? Omit<T, 'id'> : never
type Outgoing = Distributive<EngineRequest>

interface Pending {
  message: Outgoing
  sent: number
  resolve: (body: unknown) => void
  reject: (error: Error) => void
}

/** How often the front asks the worker whether it is responsive (ms). */
const PING_INTERVAL_MS = 250

/** Options of {@link QueryEngine.start} besides the worker's own. */
export interface EngineOptions {
  /** How long the worker may go without answering before it is replaced (ms); default the query time
   * limit, at least 1 s (a major collection or a large reply can take a few hundred ms). */
  unresponsiveMs?: number
}

/** A running query worker. */
export class QueryEngine {
  readonly #init: EngineInit
  readonly #unresponsiveMs: number
  #worker!: Worker
  /** Resolves once the current worker has loaded the datasets. */
  #ready: Promise<void> = Promise.resolve()
  readonly #pending = new Map<number, Pending>()
  readonly #subscriptions = new Map<
    string,
    { request: SubscribeRequest; onFrames: (frames: Frame[]) => void }
  >()
  readonly #live = new Set<(change: LiveChange) => void>()
  #datasets = new Set<string>()
  #nextId = 1
  #stopped: Error | undefined
  #closing = false
  #lastHeard = performance.now()
  #pinging = false
  #watchdog: NodeJS.Timeout | undefined

  private constructor(init: EngineInit, options: EngineOptions) {
    this.#init = init
    this.#unresponsiveMs = options.unresponsiveMs ?? Math.max(init.queryTimeoutMs, 1000)
  }

  /** Starts the worker; resolves once every dataset is loaded. Rejects when one cannot be parsed. */
  static async start(init: EngineInit, options: EngineOptions = {}): Promise<QueryEngine> {
    const engine = new QueryEngine(init, options)
    await engine.#spawn()
    engine.#watchdog = setInterval(() => engine.#watch(), PING_INTERVAL_MS)
    engine.#watchdog.unref()
    return engine
  }

  /** Names of the datasets served, sorted. */
  datasets(): string[] {
    return [...this.#datasets].sort()
  }

  /** Whether `dataset` is served. */
  has(dataset: string): boolean {
    return this.#datasets.has(dataset)
  }

  /** Runs a query; resolves with the reply body as JSON bytes. Throws ContentServiceError (400/404/408). */
  query(request: QueryRequest): Promise<Uint8Array<ArrayBuffer>> {
    return this.#request({ kind: 'query', request }) as Promise<Uint8Array<ArrayBuffer>>
  }

  /**
   * Runs a Mutations API transaction; resolves once it is durable and visible (mutations.ts).
   * Throws ContentServiceError (400 validation, 404/409 `mutationError`).
   */
  mutate(request: MutateRequest): Promise<MutateResult> {
    return this.#request({ kind: 'mutate', request }) as Promise<MutateResult>
  }

  /** The Doc API: the visible documents among `ids` and why the others are omitted. */
  documents(
    dataset: string,
    ids: string[],
    privileged: boolean,
  ): Promise<{ documents: SanityDocument[]; omitted: Array<{ id: string; reason: string }> }> {
    return this.#request({ kind: 'documents', dataset, ids, privileged }) as Promise<{
      documents: SanityDocument[]
      omitted: Array<{ id: string; reason: string }>
    }>
  }

  /**
   * Registers a listener; `onFrames` receives its mutation frames. Rejects (400/404) when the query
   * is refused. Returns the unsubscribe function.
   */
  async subscribe(request: SubscribeRequest, onFrames: (frames: Frame[]) => void): Promise<() => void> {
    this.#subscriptions.set(request.subscriptionId, { request, onFrames })
    try {
      await this.#request({ kind: 'subscribe', request })
    } catch (error) {
      this.#subscriptions.delete(request.subscriptionId)
      throw error
    }
    return () => {
      if (!this.#subscriptions.delete(request.subscriptionId) || this.#stopped) return
      this.#worker.postMessage({
        kind: 'unsubscribe',
        subscriptionId: request.subscriptionId,
      } satisfies EngineRequest)
    }
  }

  /** Subscribes to the sync tags of every reload; returns the unsubscribe function. */
  onLive(listener: (change: LiveChange) => void): () => void {
    this.#live.add(listener)
    return () => this.#live.delete(listener)
  }

  /** Bytes of the worker's JavaScript heap in use after a garbage collection (bench: memory after load). */
  heapUsed(): Promise<number> {
    return this.#request({ kind: 'heap' }) as Promise<number>
  }

  /** Stops watching files and ends the worker. */
  async close(): Promise<void> {
    this.#closing = true
    clearInterval(this.#watchdog)
    if (!this.#stopped) await this.#request({ kind: 'close' }).catch(() => undefined)
    await this.#worker.terminate()
  }

  /** Starts a worker; resolves once it has loaded the datasets, rejects when one cannot be parsed. */
  #spawn(): Promise<void> {
    const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { workerData: this.#init })
    this.#worker = worker
    this.#ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: EngineMessage) => {
        if (worker !== this.#worker) return
        this.#lastHeard = performance.now()
        if (message.kind === 'ready') {
          this.#datasets = new Set(message.datasets)
          resolve()
        } else if (message.kind === 'failed') {
          reject(new Error(message.message))
          this.#closing = true
          void worker.terminate()
        } else {
          this.#receive(message)
        }
      })
      worker.on('error', (error) => {
        if (worker !== this.#worker) return
        reject(error)
        this.#stop(error)
      })
      worker.on('exit', (code) => {
        if (worker === this.#worker) this.#stop(new Error(`exit code ${code}`))
      })
    })
    this.#lastHeard = performance.now()
    return this.#ready
  }

  async #request(message: Outgoing): Promise<unknown> {
    if (this.#stopped) throw this.#stopped
    await this.#ready
    if (this.#stopped) throw this.#stopped
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { message, sent: performance.now(), resolve, reject })
      this.#worker.postMessage({ ...message, id })
    })
  }

  /** Pings the worker; replaces it when it has been silent for longer than the limit. */
  #watch(): void {
    if (this.#stopped || this.#closing) return
    const silent = performance.now() - this.#lastHeard
    const waiting = [...this.#pending.values()].some((p) => performance.now() - p.sent > this.#unresponsiveMs)
    if (silent > this.#unresponsiveMs && waiting) {
      void this.#replace()
      return
    }
    if (this.#pinging) return
    this.#pinging = true
    void this.#request({ kind: 'ping' })
      .catch(() => undefined)
      .finally(() => {
        this.#pinging = false
      })
  }

  /** Terminates the silent worker and starts another; see the module comment for what happens to requests. */
  async #replace(): Promise<void> {
    const old = this.#worker
    const held = [...this.#pending.entries()].sort((a, b) => a[0] - b[0])
    this.#pending.clear()
    console.error(
      `content service: the query worker did not answer for ${this.#unresponsiveMs} ms; replacing it (${held.length} requests held)`,
    )
    // Every query held longer than the limit may be what holds the worker (and is late anyway).
    const now = performance.now()
    const overdue = (p: Pending) => p.message.kind === 'query' && now - p.sent > this.#unresponsiveMs
    const oldest = held.find(([, p]) => p.message.kind === 'query')?.[0]
    const respawned = this.#spawn()
    void old.terminate()
    this.#pinging = false
    for (const [id, pending] of held) {
      const { message } = pending
      if (message.kind === 'ping') continue
      if (message.kind === 'query' && (overdue(pending) || id === oldest)) {
        pending.reject(
          new ContentServiceError(
            408,
            'queryTimeout',
            `Query timed out: it held the query worker for longer than the query time limit of ${this.#unresponsiveMs} ms, which was restarted`,
            { query: message.request.query },
          ),
        )
      } else if (message.kind === 'mutate') {
        pending.reject(
          new ContentServiceError(
            503,
            'serviceUnavailable',
            'The content service restarted its query worker during this write: read the document before you retry',
          ),
        )
      } else {
        this.#request(message).then(pending.resolve, pending.reject)
      }
    }
    try {
      await respawned
    } catch (error) {
      this.#stop(error as Error)
      return
    }
    for (const { request } of this.#subscriptions.values()) {
      this.#worker.postMessage({ kind: 'subscribe', id: this.#nextId++, request } satisfies EngineRequest)
    }
    for (const dataset of this.#datasets) {
      for (const listener of this.#live) listener({ dataset, all: [], published: [], restart: true })
    }
  }

  #receive(message: EngineMessage): void {
    switch (message.kind) {
      case 'reply': {
        const pending = this.#pending.get(message.id)
        this.#pending.delete(message.id)
        if (!pending) return
        if (message.error) {
          const { status, type, description, details } = message.error
          pending.reject(new ContentServiceError(status, type, description, details))
        } else {
          pending.resolve(message.body)
        }
        return
      }
      case 'datasets':
        this.#datasets = new Set(message.names)
        return
      case 'frames':
        this.#subscriptions.get(message.subscriptionId)?.onFrames(message.frames)
        return
      case 'live':
        for (const listener of this.#live) listener(message)
        return
      default:
        return
    }
  }

  #stop(error: Error): void {
    if (this.#stopped) return
    this.#stopped = error
    clearInterval(this.#watchdog)
    // Every later request fails with this error (500): say why once.
    if (!this.#closing) console.error(`content service: the query worker stopped: ${error.message}`)
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }
}
