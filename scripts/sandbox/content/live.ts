/**
 * The Live Content API (sanity.io/docs/live-api-reference; docs/requirements.md §5, §9):
 * `GET /v{apiVersion}/data/live/events/{dataset}[?includeDrafts=true]` streams server-sent events:
 * `welcome` first, then a `message` (`id`, `data: {tags}`) for every reload of the dataset file with
 * the sync tags it invalidates (sync-tags.ts), so `client.live.events()` and the live helpers of
 * Sanity's toolkits refetch the queries whose `syncTags` it names. Without `includeDrafts` only
 * changes of published documents are reported; `includeDrafts` needs the preview credential (401).
 * A `Last-Event-ID` the service still remembers resumes after that event; any other starts with a
 * `restart` (refetch everything), as does the dataset appearing or disappearing.
 */
import { randomUUID } from 'node:crypto'
import { resolveDataRequest, type ServiceContext } from './context.ts'
import type { LiveChange } from './engine.ts'
import { unauthorizedError, validationError } from './errors.ts'
import { sseEvent, sseResponse } from './sse.ts'
import type { SyncTag } from './sync-tags.ts'
import { LISTEN_MIN_API_VERSION } from './validation.ts'

/** Events kept per dataset for clients that reconnect with `Last-Event-ID`. */
const HISTORY = 500

interface LiveEntry extends LiveChange {
  id: string
}

/** One connection's audience and sink. */
interface LiveSubscriber {
  dataset: string
  includeDrafts: boolean
  deliver(entry: LiveEntry): void
}

/** The tags an audience may see of one entry (none: nothing to send). */
const tagsFor = (entry: LiveEntry, includeDrafts: boolean): SyncTag[] =>
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

/** Handles `GET /v{apiVersion}/data/live/events/{dataset}`. */
export function handleLiveEvents(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): Response {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  if (data.sortableVersion < LISTEN_MIN_API_VERSION) {
    throw validationError(
      `The live events API requires API version ${LISTEN_MIN_API_VERSION} or later, got "${apiVersion}"`,
    )
  }
  const includeDrafts = ['includeDrafts', 'includeAllDocuments'].some(
    (name) => url.searchParams.get(name) === 'true',
  )
  if (includeDrafts && !data.privileged) {
    throw unauthorizedError('Live events of drafts (includeDrafts=true) need the preview credential')
  }
  const lastEventId = request.headers.get('last-event-id')
  return sseResponse(ctx, request, (send) => {
    const deliver = (entry: LiveEntry) => {
      if (entry.restart) send(sseEvent('restart', {}, entry.id))
      const tags = tagsFor(entry, includeDrafts)
      if (!entry.restart && tags.length > 0) send(sseEvent('message', { tags }, entry.id))
    }
    send(sseEvent('welcome', {}))
    if (lastEventId) {
      const missed = ctx.live.since(dataset, lastEventId)
      if (missed) for (const entry of missed) deliver(entry)
      else send(sseEvent('restart', {}, ctx.live.position(dataset)))
    }
    return ctx.live.subscribe({ dataset, includeDrafts, deliver })
  })
}
