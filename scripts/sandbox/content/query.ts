/**
 * The query and doc endpoints of the Sanity HTTP API (REFERENCES.md "Sanity HTTP API", spec §7):
 * - `GET  /v{apiVersion}/data/query/{dataset}?query=…&$name=<JSON>&perspective=…&tag=…`
 * - `POST /v{apiVersion}/data/query/{dataset}` with body `{query, params}` (the client switches to
 *   POST at 11264 characters; options stay in the URL)
 * - `GET  /v{apiVersion}/data/doc/{dataset}/{id,id…}` (`client.getDocument(s)`)
 * Replies `{query, ms, result}` (+ `syncTags` on newer API versions); a missing document is
 * `result: null`, never 404.
 */
import { isPrivateId } from './auth.ts'
import { type DataRequest, resolveDataRequest, type ServiceContext } from './context.ts'
import { jsonResponse, unauthorizedError, validationError } from './errors.ts'
import { assertParamsProvided, compileQuery, runQuery } from './groq.ts'
import { viewFor } from './perspectives.ts'
import {
  type Perspective,
  parsePerspective,
  perspectiveNeedsCredential,
  validateDocumentId,
} from './validation.ts'

/** API versions from which the reply carries `syncTags` (Live Content API era). */
const SYNC_TAGS_API_VERSION = '2025-02-19'

/** The `$name=<JSON>` query parameters of a GET query or listen request; 400 on invalid JSON. */
export function paramsFromSearch(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw validationError(`Invalid value for parameter "${key}": params must be JSON-encoded`)
    }
  }
  return params
}

async function readQueryBody(request: Request): Promise<{ query: unknown; params: Record<string, unknown> }> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw validationError('Request body must be JSON: {"query": "...", "params": {...}}')
  }
  if (typeof body !== 'object' || body === null) throw validationError('Request body must be a JSON object')
  const { query, params = {} } = body as { query?: unknown; params?: unknown }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw validationError('"params" must be an object')
  }
  return { query, params: params as Record<string, unknown> }
}

/** Parses the perspective and refuses private perspectives to anonymous requests (401). */
export function requestPerspective(data: DataRequest): Perspective {
  const perspective = parsePerspective(data.url.searchParams.get('perspective'), data.sortableVersion)
  if (perspectiveNeedsCredential(perspective) && !data.privileged) {
    throw unauthorizedError(
      `The "${data.url.searchParams.get('perspective')}" perspective shows drafts and needs the preview credential (Authorization: Bearer <token> or the sanitySession cookie)`,
    )
  }
  return perspective
}

/** Handles `GET|POST /v{apiVersion}/data/query/{dataset}`. */
export async function handleQuery(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): Promise<Response> {
  const started = performance.now()
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  const perspective = requestPerspective(data)
  const { query, params } =
    request.method === 'POST'
      ? await readQueryBody(request)
      : { query: url.searchParams.get('query'), params: paramsFromSearch(url) }
  if (typeof query !== 'string' || query.trim() === '') {
    throw validationError('Missing "query": a GROQ query is required')
  }
  const compiled = compileQuery(query)
  assertParamsProvided(query, compiled, params)
  const result =
    (await runQuery(
      compiled,
      viewFor(data.snapshot, perspective, data.privileged),
      params,
      ctx.queryIndexes,
    )) ?? null
  const ms = Math.round((performance.now() - started) * 100) / 100
  const reply: Record<string, unknown> = {}
  if (url.searchParams.get('returnQuery') !== 'false') reply.query = query
  reply.ms = ms
  reply.result = result
  if (data.sortableVersion >= SYNC_TAGS_API_VERSION) reply.syncTags = []
  return jsonResponse(reply)
}

/** Handles `GET /v{apiVersion}/data/doc/{dataset}/{ids}`: `{documents, omitted}` like the Doc API. */
export function handleDoc(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
  ids: string,
): Response {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  const idList = ids.split(',')
  for (const id of idList) validateDocumentId(id)
  const visible = (id: string) =>
    data.privileged || !isPrivateId(id) ? data.snapshot.byId.get(id) : undefined
  const documents = idList.flatMap((id) => visible(id) ?? [])
  const omitted = idList
    .filter((id) => !visible(id))
    .map((id) => ({ id, reason: data.snapshot.byId.has(id) ? 'permission' : 'existence' }))
  return jsonResponse({ documents, omitted })
}
