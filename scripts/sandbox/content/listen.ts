/**
 * `GET /v{apiVersion}/data/listen/{dataset}?query=…&includeResult=true` as server-sent events
 * (REFERENCES.md "Sanity HTTP API"; spec §4 live preview, §5, §9):
 * `welcome` first, then one `mutation` event (id `<txId>#<docId>`) per changed document that matches
 * the query's top-level filter before and/or after the change (`update`/`appear`/`disappear`),
 * and `: ping` comments to keep the connection open. Changes come from edits of the dataset file.
 * Private documents (drafts) are only reported to requests with the preview credential, and asking
 * for drafts (`includeAllVersions=true` or a drafts/release perspective) without it is a 401.
 */
import { randomUUID } from 'node:crypto'
import { isPrivateId } from './auth.ts'
import { resolveDataRequest, type ServiceContext } from './context.ts'
import { unauthorizedError, validationError } from './errors.ts'
import { assertParamsProvided, compileListenFilter, compileQuery } from './groq.ts'
import { paramsFromSearch, requestPerspective } from './query.ts'
import type { DatasetChange, SanityDocument } from './store.ts'
import { validateListenApiVersion } from './validation.ts'

/** Listener URLs longer than this are refused, as `@sanity/client` does (spec §9: 14800). */
const MAX_LISTEN_URL_LENGTH = 14800

const encoder = new TextEncoder()

/** One SSE frame; `data` is JSON-encoded. */
export function sseEvent(event: string, data: unknown, id?: string): Uint8Array {
  const idLine = id ? `id: ${id}\n` : ''
  return encoder.encode(`event: ${event}\n${idLine}data: ${JSON.stringify(data)}\n\n`)
}

type Transition = 'update' | 'appear' | 'disappear'

const transitionOf = (before: boolean, after: boolean): Transition | undefined =>
  before && after ? 'update' : after ? 'appear' : before ? 'disappear' : undefined

/** Handles a listen request; the returned response streams until the client or the service closes. */
export function handleListen(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): Response {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  validateListenApiVersion(data.sortableVersion, apiVersion)
  if (url.href.length > MAX_LISTEN_URL_LENGTH) throw validationError('Query too large for listener')
  if (url.searchParams.has('perspective')) requestPerspective(data)
  if (url.searchParams.get('includeAllVersions') === 'true' && !data.privileged) {
    throw unauthorizedError('Listening to all document versions (drafts) needs the preview credential')
  }
  const query = url.searchParams.get('query')
  if (query === null || query.trim() === '')
    throw validationError('Missing "query": a GROQ filter is required')
  const params = paramsFromSearch(url)
  const compiled = compileQuery(query)
  assertParamsProvided(query, compiled, params)
  const matches = compileListenFilter(compiled, params)
  const includeResult = url.searchParams.get('includeResult') !== 'false'
  const includePrevious = url.searchParams.get('includePreviousRevision') === 'true'
  const listenerName = `sandbox-${randomUUID()}`

  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk)
      }
      let queue = Promise.resolve()
      const onChange = (change: DatasetChange) => {
        if (change.dataset !== dataset) return
        queue = queue
          .then(() => emitChange(change))
          .catch((error: unknown) => {
            send(sseEvent('channelError', { message: (error as Error).message }))
          })
      }
      const emitChange = async (change: DatasetChange) => {
        const timestamp = new Date().toISOString()
        const previousDocs = change.previous?.documents ?? []
        const nextDocs = change.next?.documents ?? []
        for (const documentId of change.changedIds) {
          if (!data.privileged && isPrivateId(documentId)) continue
          const before: SanityDocument | undefined = change.previous?.byId.get(documentId)
          const after: SanityDocument | undefined = change.next?.byId.get(documentId)
          const transition = transitionOf(await matches(before, previousDocs), await matches(after, nextDocs))
          if (!transition) continue
          const eventId = `${change.transactionId}#${documentId}`
          const event: Record<string, unknown> = {
            eventId,
            documentId,
            transactionId: change.transactionId,
            transition,
            identity: 'sandbox',
            previousRev: before?._rev,
            resultRev: after?._rev,
            timestamp,
            visibility: 'query',
          }
          if (includeResult && after) event.result = after
          if (includePrevious && before) event.previous = before
          send(sseEvent('mutation', event, eventId))
        }
      }
      const unsubscribe = ctx.store.onChange(onChange)
      const ping = setInterval(() => send(encoder.encode(': ping\n\n')), ctx.keepAliveMs)
      cleanup = () => {
        if (closed) return
        closed = true
        clearInterval(ping)
        unsubscribe()
        ctx.closeListeners.delete(closeFromService)
        request.signal.removeEventListener('abort', cleanup)
      }
      const closeFromService = () => {
        cleanup()
        try {
          controller.close()
        } catch {
          // Already closed by the client going away.
        }
      }
      ctx.closeListeners.add(closeFromService)
      request.signal.addEventListener('abort', cleanup)
      send(sseEvent('welcome', { listenerName }))
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    },
  })
}
