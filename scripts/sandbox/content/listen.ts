/**
 * `GET /v{apiVersion}/data/listen/{dataset}?query=…&includeResult=true` as server-sent events
 * (docs/references.md "Sanity HTTP API"; docs/requirements.md §4 live preview, §5, §9):
 * `welcome` first, then one `mutation` event (id `<txId>#<docId>`) per changed document that matches
 * the query's top-level filter before and/or after the change (`update`/`appear`/`disappear`),
 * and `: ping` comments to keep the connection open. Changes come from edits of the dataset file; the
 * query worker matches them (engine-worker.ts). Private documents (drafts) are only reported to
 * requests with the preview credential, and an anonymous listener's filter only ever sees published
 * documents, so whether an event comes cannot depend on a draft. Asking for drafts
 * (`includeAllVersions=true` or a drafts/release perspective) without the credential is a 401.
 */
import { randomUUID } from 'node:crypto'
import { resolveDataRequest, type ServiceContext } from './context.ts'
import type { Frame } from './engine-protocol.ts'
import { unauthorizedError, validationError } from './errors.ts'
import { paramsFromSearch } from './query.ts'
import { sseEvent, sseResponse } from './sse.ts'
import {
  parsePerspective,
  perspectiveNeedsCredential,
  validateListenApiVersion,
  validateQueryText,
} from './validation.ts'

/** Listener URLs longer than this are refused, as `@sanity/client` does (docs/requirements.md §9: 14800). */
const MAX_LISTEN_URL_LENGTH = 14800

/** Handles a listen request; the returned response streams until the client or the service closes. */
export async function handleListen(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): Promise<Response> {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  validateListenApiVersion(data.sortableVersion, apiVersion)
  if (url.href.length > MAX_LISTEN_URL_LENGTH) throw validationError('Query too large for listener')
  if (url.searchParams.has('perspective')) {
    const perspective = parsePerspective(url.searchParams.get('perspective'), data.sortableVersion)
    if (perspectiveNeedsCredential(perspective) && !data.privileged) {
      throw unauthorizedError(
        `The "${url.searchParams.get('perspective')}" perspective shows drafts and needs the preview credential (Authorization: Bearer <token> or the sanitySession cookie)`,
      )
    }
  }
  if (url.searchParams.get('includeAllVersions') === 'true' && !data.privileged) {
    throw unauthorizedError('Listening to all document versions (drafts) needs the preview credential')
  }
  const query = url.searchParams.get('query')
  if (query === null || query.trim() === '')
    throw validationError('Missing "query": a GROQ filter is required')
  validateQueryText(query)
  // Frames that arrive before the stream exists wait here.
  let forward: (frames: Frame[]) => void
  const early: Frame[] = []
  forward = (frames) => early.push(...frames)
  const unsubscribe = await ctx.engine.subscribe(
    {
      subscriptionId: randomUUID(),
      dataset,
      privileged: data.privileged,
      query,
      params: paramsFromSearch(url),
      includeResult: url.searchParams.get('includeResult') !== 'false',
      includePrevious: url.searchParams.get('includePreviousRevision') === 'true',
    },
    (frames) => forward(frames),
  )
  return sseResponse(ctx, request, (send) => {
    send(sseEvent('welcome', { listenerName: `sandbox-${randomUUID()}` }))
    forward = (frames) => {
      for (const frame of frames) send(sseEvent(frame.event, frame.data, frame.id))
    }
    forward(early.splice(0))
    return unsubscribe
  })
}
