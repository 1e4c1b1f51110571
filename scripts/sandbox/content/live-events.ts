/**
 * The Live Content API's state (live.ts serves it): ids of the events, a short history per dataset for
 * clients that reconnect with `Last-Event-ID`, and fan-out to the open connections. Kept apart from
 * the route handler so that the service context (context.ts) can hold it without an import cycle.
 */
import { randomUUID } from 'node:crypto'
import type { LiveChange } from './engine.ts'
import type { SyncTag } from './sync-tags.ts'

/** Events kept per dataset for clients that reconnect with `Last-Event-ID`. */
const HISTORY = 500

/** One published event: a reload's or transaction's tags under its id. */
export interface LiveEntry extends LiveChange {
  id: string
}

/** One connection's audience and sink. */
export interface LiveSubscriber {
  dataset: string
  includeDrafts: boolean
  deliver(entry: LiveEntry): void
}

/** The tags an audience may see of one entry (none: nothing to send). */
export const tagsFor = (entry: LiveEntry, includeDrafts: boolean): SyncTag[] =>
  includeDrafts ? entry.all : entry.published

/** Live events: ids, a short history per dataset, and fan-out to the open connections. */
export class LiveEvents {
  /** A new epoch per service start, so ids from before a restart are unknown (→ `restart`). */
  readonly #epoch = randomUUID().slice(0, 8)
  #sequence = 0
  readonly #history = new Map<string, LiveEntry[]>()
  readonly #subscribers = new Set<LiveSubscriber>()

  /** Records a reload's tags under a new id and sends them to the open connections. */
  publish(change: LiveChange): void {
    const entry: LiveEntry = { ...change, id: `${this.#epoch}-${++this.#sequence}` }
    const history = this.#history.get(change.dataset) ?? []
    history.push(entry)
    if (history.length > HISTORY) history.shift()
    this.#history.set(change.dataset, history)
    for (const subscriber of this.#subscribers)
      if (subscriber.dataset === change.dataset) subscriber.deliver(entry)
  }

  /** The entries after `lastEventId`, or undefined when it is not a position this service knows. */
  since(dataset: string, lastEventId: string): LiveEntry[] | undefined {
    const history = this.#history.get(dataset) ?? []
    const index = history.findIndex((entry) => entry.id === lastEventId)
    return index === -1 ? undefined : history.slice(index + 1)
  }

  /** The id of the latest event of `dataset` (the position a `restart` points at). */
  position(dataset: string): string {
    return this.#history.get(dataset)?.at(-1)?.id ?? `${this.#epoch}-0`
  }

  /** Adds a connection; returns its removal. */
  subscribe(subscriber: LiveSubscriber): () => void {
    this.#subscribers.add(subscriber)
    return () => this.#subscribers.delete(subscriber)
  }
}
