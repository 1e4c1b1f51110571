/**
 * The Mutations API (sanity.io/docs/http-reference/mutation; decision 030):
 * `POST /v{apiVersion}/data/mutate/{dataset}` with body `{"mutations": [...]}` and the query options
 * `returnIds`, `returnDocuments`, `dryRun` (also in the body), `visibility` (`sync`, `async`,
 * `deferred`: every write is durable and visible before the reply), `transactionId` (also in the body),
 * `autoGenerateArrayKeys`, `tag`. The write token is required: none → 401, the preview (read) token →
 * 403, in the shapes of the Content Lake. A body nested deeper than `MAX_JSON_DEPTH` is a 400
 * `mutationError` naming the mutations too deep before the worker sees it. The query worker plans and writes the transaction
 * (mutations.ts, store.ts); the reply is `{transactionId, results: [{id, operation, document?}]}`.
 */
import { isBodyTooLarge, jsonTooDeep, MAX_JSON_DEPTH } from '../../../app/server/http-limits.ts'
import { EDITOR_IDENTITY } from './auth.ts'
import { type DataRequest, resolveDataRequest, type ServiceContext } from './context.ts'
import {
  ContentServiceError,
  jsonResponse,
  type MutationErrorItem,
  mutationError,
  unauthorizedError,
  validationError,
} from './errors.ts'
import { MAX_ATTRIBUTE_DEPTH, TECHNICAL_LIMITS } from './write-limits.ts'

const VISIBILITIES = ['sync', 'async', 'deferred']
const TRANSACTION_ID_RE = /^[A-Za-z0-9_-]{1,128}$/

/** Throws 401 without a token and 403 with one that may only read (as the Content Lake answers). */
export function requireWriteAccess(
  data: DataRequest,
  permission: 'create' | 'update' | 'read' = 'update',
): void {
  if (data.credential === 'editor') return
  if (data.credential === 'anonymous') {
    throw unauthorizedError('A token with write access is required (Authorization: Bearer <token>)')
  }
  throw new ContentServiceError(
    403,
    'insufficientPermissionsError',
    `Insufficient permissions; permission "${permission}" required`,
    {
      permission,
    },
  )
}

/** Levels a mutation may nest inside a body (the body and its `mutations` array take two). */
const MAX_MUTATION_DEPTH = MAX_JSON_DEPTH - 2

/** The id a mutation names (`create*`'s `_id`, `patch`/`delete`'s `id`), when it is a string. */
function idOf(mutation: unknown): string | undefined {
  if (typeof mutation !== 'object' || mutation === null) return undefined
  const [operation] = Object.values(mutation)
  if (typeof operation !== 'object' || operation === null) return undefined
  const { _id, id } = operation as { _id?: unknown; id?: unknown }
  return typeof _id === 'string' ? _id : typeof id === 'string' ? id : undefined
}

/**
 * The refusal of a body nested deeper than `MAX_JSON_DEPTH`: the Content Lake's `mutationError`
 * naming each mutation too deep (its index and id, as the other limits on one mutation are reported:
 * write-limits.ts), or a `validationError` when the depth is outside the mutations.
 */
function tooDeep(body: object): ContentServiceError {
  const mutations = (body as { mutations?: unknown }).mutations
  const items: MutationErrorItem[] = []
  if (Array.isArray(mutations)) {
    mutations.forEach((mutation, index) => {
      if (!jsonTooDeep(mutation, MAX_MUTATION_DEPTH)) return
      const id = idOf(mutation)
      items.push({
        index,
        status: 400,
        type: 'validationError',
        description: `${id === undefined ? 'Mutation' : `Document "${id}"`} nests objects and arrays more than ${MAX_MUTATION_DEPTH} levels deep; documents may nest attributes ${MAX_ATTRIBUTE_DEPTH} levels at most (${TECHNICAL_LIMITS})`,
        details: { ...(id === undefined ? {} : { id }), limit: MAX_MUTATION_DEPTH },
      })
    })
  }
  if (items.length > 0) return mutationError(items)
  return validationError(`Request body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep`)
}

/** A boolean query option: `true`/`false` (absent: `fallback`); anything else is a 400. */
function flag(url: URL, name: string, fallback = false): boolean {
  const value = url.searchParams.get(name)
  if (value === null || value === '') return fallback
  if (value === 'true') return true
  if (value === 'false') return false
  throw validationError(`Invalid value for "${name}": expected true or false`)
}

/** Handles `POST /v{apiVersion}/data/mutate/{dataset}`. */
export async function handleMutate(
  ctx: ServiceContext,
  request: Request,
  url: URL,
  apiVersion: string,
  dataset: string,
): Promise<Response> {
  const data = resolveDataRequest(ctx, request, url, apiVersion, dataset)
  requireWriteAccess(data)
  let body: unknown
  try {
    body = await request.json()
  } catch (error) {
    if (isBodyTooLarge(error)) throw error
    throw validationError('Request body must be JSON: {"mutations": [...]}')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError('Request body must be a JSON object: {"mutations": [...]}')
  }
  // Measured before anything recursive (the worker's structured clone, the patches) sees it: a body
  // nested 5,000 levels deep used to end in a 500 (decision 039).
  if (jsonTooDeep(body, MAX_JSON_DEPTH)) throw tooDeep(body)
  const visibility = url.searchParams.get('visibility')
  if (visibility !== null && !VISIBILITIES.includes(visibility)) {
    throw validationError(`Invalid visibility "${visibility}": expected sync, async or deferred`)
  }
  // @sanity/client sends it in the body; the HTTP reference in the query.
  const bodyTransactionId = (body as { transactionId?: unknown }).transactionId
  const transactionId =
    url.searchParams.get('transactionId') ??
    (typeof bodyTransactionId === 'string' ? bodyTransactionId : undefined)
  if (transactionId !== undefined && !TRANSACTION_ID_RE.test(transactionId)) {
    throw validationError(`Invalid transactionId "${transactionId}"`)
  }
  const bodyDryRun = (body as { dryRun?: unknown }).dryRun
  const result = await ctx.engine.mutate({
    dataset,
    mutations: (body as { mutations?: unknown }).mutations,
    ...(transactionId ? { transactionId } : {}),
    dryRun: flag(url, 'dryRun') || bodyDryRun === true,
    returnDocuments: flag(url, 'returnDocuments'),
    autoGenerateArrayKeys: flag(url, 'autoGenerateArrayKeys'),
    identity: EDITOR_IDENTITY,
  })
  flag(url, 'returnIds')
  return jsonResponse(result)
}
