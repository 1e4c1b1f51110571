/**
 * The query and doc endpoints of the Sanity HTTP API (docs/references.md "Sanity HTTP API", docs/requirements.md §7):
 * - `GET  /v{apiVersion}/data/query/{dataset}?query=…&$name=<JSON>&perspective=…&tag=…`
 * - `POST /v{apiVersion}/data/query/{dataset}` with body `{query, params}` (the client switches to
 *   POST at 11264 characters; options stay in the URL)
 * - `GET  /v{apiVersion}/data/doc/{dataset}/{id,id…}` (`client.getDocument(s)`)
 * Replies `{query, ms, result, resultSourceMap?, syncTags}` (`resultSourceMap` when asked, csm.ts;
 * `syncTags` from API version 2021-03-25, the Live Content API's); a missing document is `result: null`, never 404. Queries are evaluated by the query worker
 * (engine.ts), which answers with the reply's bytes.
 */
import { isBodyTooLarge, jsonTooDeep, MAX_JSON_DEPTH } from '../../../app/server/http-limits.ts'
import { EDITOR_IDENTITY, PREVIEW_IDENTITY } from './auth.ts'
import { type DataRequest, resolveDataRequest, type ServiceContext } from './context.ts'
import { jsonResponse, validationError } from './errors.ts'
import {
  LISTEN_MIN_API_VERSION,
  type Perspective,
  parsePerspective,
  perspectiveNeedsCredential,
  validateDocumentId,
  validateQueryText,
} from './validation.ts'

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
  return shallowParams(params)
}

/** `params` when no value nests deeper than the JSON limit, else a 400 (docs/decisions/031). */
function shallowParams(params: Record<string, unknown>): Record<string, unknown> {
  if (jsonTooDeep(params, MAX_JSON_DEPTH + 1)) {
    throw validationError(
      `Query parameters may nest objects and arrays ${MAX_JSON_DEPTH} levels deep at most`,
    )
  }
  return params
}

async function readQueryBody(request: Request): Promise<{ query: unknown; params: Record<string, unknown> }> {
  let body: unknown
  try {
    body = await request.json()
  } catch (error) {
    if (isBodyTooLarge(error)) throw error
    throw validationError('Request body must be JSON: {"query": "...", "params": {...}}')
  }
  if (typeof body !== 'object' || body === null) throw validationError('Request body must be a JSON object')
  const { query, params = {} } = body as { query?: unknown; params?: unknown }
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw validationError('"params" must be an object')
  }
  return { query, params: shallowParams(params as Record<string, unknown>) }
}

/** The published perspective: what a request without a credential reads whatever it asks for. */
const PUBLISHED: Perspective = { kind: 'stack', layers: ['published'] }

/**
 * The perspective a query reads (400 for an invalid one). Without a credential a perspective that
 * would show drafts or release versions (`drafts`, `previewDrafts`, release stacks) reads the
 * published documents, as the Content Lake answers it: "Neither drafts nor versions are served to
 * unauthenticated requests" while published documents are "visible to unauthenticated requests"
 * (sanity.io/docs/content-lake/drafts-and-versions; sanity-io/GROQ#105: anonymous reads cover the
 * root path only), and a tokenless `previewDrafts` query answers without error and without drafts
 * (sanity.io/answers, "Fetching drafts with previewDrafts perspective returns empty array").
 */
export function requestPerspective(data: DataRequest): Perspective {
  const perspective = parsePerspective(data.url.searchParams.get('perspective'), data.sortableVersion)
  return perspectiveNeedsCredential(perspective) && !data.privileged ? PUBLISHED : perspective
}

/** Handles `GET|POST /v{apiVersion}/data/query/{dataset}`. */
export async function handleQuery(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): Promise<Response> {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  const perspective = requestPerspective(data)
  const { query, params } =
    request.method === 'POST'
      ? await readQueryBody(request)
      : { query: url.searchParams.get('query'), params: paramsFromSearch(url) }
  if (typeof query !== 'string' || query.trim() === '') {
    throw validationError('Missing "query": a GROQ query is required')
  }
  validateQueryText(query)
  const sourceMap = url.searchParams.get('resultSourceMap')
  if (sourceMap !== null && !['true', 'false', 'withKeyArraySelector'].includes(sourceMap)) {
    throw validationError(
      `Invalid resultSourceMap "${sourceMap}": expected true, false or withKeyArraySelector`,
    )
  }
  const body = await ctx.engine.query({
    dataset,
    perspective,
    privileged: data.privileged,
    query,
    params,
    returnQuery: url.searchParams.get('returnQuery') !== 'false',
    withSyncTags: data.sortableVersion >= LISTEN_MIN_API_VERSION,
    ...(sourceMap === 'true' || sourceMap === 'withKeyArraySelector' ? { resultSourceMap: sourceMap } : {}),
    identity:
      data.credential === 'editor' ? EDITOR_IDENTITY : data.credential === 'viewer' ? PREVIEW_IDENTITY : '',
    projectId: ctx.projectId,
  })
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } })
}

/** Handles `GET /v{apiVersion}/data/doc/{dataset}/{ids}`: `{documents, omitted}` like the Doc API. */
export async function handleDoc(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
  ids: string,
): Promise<Response> {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  const idList = ids.split(',')
  for (const id of idList) validateDocumentId(id)
  return jsonResponse(await ctx.engine.documents(dataset, idList, data.privileged))
}
