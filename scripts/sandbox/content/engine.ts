/**
 * The HTTP front's handle on the query worker (engine-worker.ts; decision 013): starts it, sends it
 * requests and turns its replies into values or ContentServiceErrors, and routes its listener frames
 * and live sync tags to whoever subscribed. Keeps the list of served datasets, so routes can answer
 * 404 for an unknown dataset without asking the worker.
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

type Pending = { resolve: (body: unknown) => void; reject: (error: Error) => void }
type Distributive<T> = T extends unknown ? Omit<T, 'id'> : never

/** A running query worker. */
export class QueryEngine {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  readonly #subscriptions = new Map<string, (frames: Frame[]) => void>()
  readonly #live = new Set<(change: LiveChange) => void>()
  #datasets = new Set<string>()
  #nextId = 1
  #stopped: Error | undefined
  #closing = false

  private constructor(worker: Worker) {
    this.#worker = worker
  }

  /** Starts the worker; resolves once every dataset is loaded. Rejects when one cannot be parsed. */
  static async start(init: EngineInit): Promise<QueryEngine> {
    const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { workerData: init })
    const engine = new QueryEngine(worker)
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: EngineMessage) => {
        if (message.kind === 'ready') {
          engine.#datasets = new Set(message.datasets)
          resolve()
        } else if (message.kind === 'failed') {
          reject(new Error(message.message))
          engine.#closing = true
          void worker.terminate()
        } else {
          engine.#receive(message)
        }
      })
      worker.on('error', (error) => {
        reject(error)
        engine.#stop(error)
      })
      worker.on('exit', (code) => engine.#stop(new Error(`exit code ${code}`)))
    })
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
    this.#subscriptions.set(request.subscriptionId, onFrames)
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
    if (!this.#stopped) await this.#request({ kind: 'close' }).catch(() => undefined)
    await this.#worker.terminate()
  }

  #request(message: Distributive<EngineRequest>): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#worker.postMessage({ ...message, id })
    })
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
        this.#subscriptions.get(message.subscriptionId)?.(message.frames)
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
    // Every later request fails with this error (500): say why once.
    if (!this.#closing) console.error(`content service: the query worker stopped: ${error.message}`)
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }
}
