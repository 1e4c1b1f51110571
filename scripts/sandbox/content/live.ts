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
import { resolveDataRequest, type ServiceContext } from './context.ts'
import { unauthorizedError, validationError } from './errors.ts'
import { type LiveEntry, tagsFor } from './live-events.ts'
import { sseEvent, sseResponse } from './sse.ts'
import { LISTEN_MIN_API_VERSION } from './validation.ts'

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
