/**
 * The Mutations API's transactions, planned in the query worker against a dataset's latest state
 * (sanity.io/docs/http-reference/mutation; decision 030): `create`, `createOrReplace`,
 * `createIfNotExists`, `delete` (by id or GROQ query) and `patch` (by id or query; `set`, `setIfMissing`,
 * `unset`, `inc`, `dec`, `insert`, `diffMatchPatch`, `ifRevisionID`). A transaction is all or nothing:
 * every mutation is applied in order to a working copy, and the first that fails refuses the whole
 * transaction with the Content Lake's `mutationError` (its `items` name the failed mutation by index).
 * Patches are applied by `@sanity/mutator`, the library Sanity's Studio applies them with, a path at a
 * time so that a large patch lets other requests run (write-limits.ts). Every document a transaction
 * writes gets `_rev` = the transaction id and `_updatedAt` = its time; a new one gets `_createdAt` too
 * (createOrReplace of a document of the same type keeps it). Once every mutation is applied, the
 * documents it leaves are checked against Sanity's document limits (write-limits.ts) and its
 * referential integrity (integrity.ts; decision 039).
 */
import { randomBytes } from 'node:crypto'
import { ContentServiceError, mutationError } from './errors.ts'
import { checkIntegrity } from './integrity.ts'
import type { SanityDocument } from './store.ts'
import { validateDocumentId } from './validation.ts'
import {
  applyPatches,
  documentLimitProblem,
  MAX_PATCH_OPERATIONS,
  singlePathPatches,
} from './write-limits.ts'

/** A Mutations API request, as the HTTP front hands it to the query worker. */
export interface MutateRequest {
  dataset: string
  /** The body's `mutations`, not yet validated. */
  mutations: unknown
  /** The caller's own transaction id (`transactionId`), else a random one. */
  transactionId?: string
  /** Plan and answer, but write nothing and tell no listener (`dryRun`). */
  dryRun: boolean
  /** Answer each result with the document it left (`returnDocuments`). */
  returnDocuments: boolean
  /** Give array items without a `_key` a random one (`autoGenerateArrayKeys`). */
  autoGenerateArrayKeys: boolean
  /** Who wrote, for listener events (`identity`). */
  identity: string
}

/** What a mutation did to one document. */
export type Operation = 'create' | 'update' | 'delete' | 'none'

/** The reply of the Mutations API. */
export interface MutateResult {
  transactionId: string
  results: Array<{ id: string; operation: Operation; document?: SanityDocument }>
}

/** A planned transaction: the documents it leaves (null: deleted) and what listeners are told. */
export interface Transaction {
  transactionId: string
  /** ISO time of the transaction (`_updatedAt` of what it wrote). */
  timestamp: string
  identity: string
  /** Id → the document after the transaction (null: deleted), for every document it changed. */
  changes: Map<string, SanityDocument | null>
  /** Id → the mutations of the request that touched it (listener events' `mutations`). */
  mutationsById: Map<string, unknown[]>
  result: MutateResult
}

/** Finds the ids a GROQ query selects in the dataset's latest state (delete and patch by query). */
export type QueryIds = (query: string, params: Record<string, unknown>) => Promise<string[]>

/** What {@link planTransaction} reads besides the documents, and how it shares the worker. */
export interface PlanOptions {
  /**
   * The documents of the latest state with a `_ref` to `id`, weak or strong (the store's reference
   * index), for the integrity check (integrity.ts). Without it every document is searched.
   */
  referrers?: (id: string) => Iterable<SanityDocument>
  /** Asked between patch paths: a promise when the worker should let other requests run first. */
  pause?: () => Promise<void> | undefined
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random id of `length` letters and digits, as the Content Lake makes transaction and document ids. */
export function randomId(length = 22): string {
  const bytes = randomBytes(length)
  let id = ''
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length]
  return id
}

interface ItemError {
  status: number
  type: string
  description: string
  details?: Record<string, unknown>
}

/** A mutation that failed: refuses the whole transaction (the Content Lake's `mutationError`). */
class MutationFailure extends Error {
  readonly index: number
  readonly item: ItemError

  constructor(index: number, item: ItemError) {
    super(item.description)
    this.index = index
    this.item = item
  }
}

/** The `mutationError` reply for the failed mutations (at least one; errors.ts). */
const failed = (failures: readonly MutationFailure[]): ContentServiceError =>
  mutationError(failures.map(({ index, item }) => ({ index, ...item })))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const MUTATION_KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const
type MutationKind = (typeof MUTATION_KINDS)[number]

/** Gives every object in an array that has no `_key` a random one, at any depth (autoGenerateArrayKeys). */
function withArrayKeys(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withArrayKeys(item, true))
  if (!isRecord(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) copy[key] = withArrayKeys(child)
  if (inArray && typeof copy._key !== 'string') copy._key = randomId(12)
  return copy
}

/**
 * Plans `request` against `current` (the dataset's latest documents by id). Throws a 400
 * `validationError` for a malformed body, and the Content Lake's `mutationError` for mutations that
 * fail: 409 a `create` of an existing id, an `ifRevisionID` that does not match, a patch that changes
 * `_id`/`_type`, a strong reference to a missing document, a delete or a change of `_type` of a
 * strongly referenced one (integrity.ts); 404 a patch of a missing document; 400 an invalid id or
 * patch, a patch of more than {@link MAX_PATCH_OPERATIONS} paths, a document over Sanity's limits
 * (write-limits.ts).
 */
export async function planTransaction(
  request: MutateRequest,
  current: ReadonlyMap<string, SanityDocument>,
  queryIds: QueryIds,
  options: PlanOptions = {},
): Promise<Transaction> {
  const pause = options.pause ?? (() => undefined)
  const { mutations } = request
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw new ContentServiceError(
      400,
      'validationError',
      'The body must be {"mutations": [...]} with at least one mutation',
    )
  }
  const transactionId = request.transactionId ?? randomId()
  const timestamp = new Date().toISOString()
  const working = new Map<string, SanityDocument | null>()
  const mutationsById = new Map<string, unknown[]>()
  /** Id → index of the last mutation that touched it (integrity failures are charged to it). */
  const lastIndex = new Map<string, number>()
  const results: MutateResult['results'] = []
  const get = (id: string): SanityDocument | undefined => {
    const changed = working.get(id)
    return changed === undefined ? current.get(id) : (changed ?? undefined)
  }
  const touch = (id: string, mutation: unknown, index: number) => {
    const list = mutationsById.get(id) ?? []
    list.push(mutation)
    mutationsById.set(id, list)
    lastIndex.set(id, index)
  }
  const fail = (index: number, status: number, type: string, description: string, details = {}) =>
    new MutationFailure(index, { status, type, description, details })
  const idOf = (index: number, raw: unknown): string => {
    if (typeof raw !== 'string') throw fail(index, 400, 'validationError', 'Document ID must be a string')
    try {
      validateDocumentId(raw)
    } catch {
      throw fail(index, 400, 'validationError', `Malformed document ID: "${raw}"`, { id: raw })
    }
    return raw
  }
  const newDocument = (index: number, body: unknown): SanityDocument => {
    if (!isRecord(body)) throw fail(index, 400, 'validationError', 'A document must be a JSON object')
    const given = body._id
    const id =
      given === undefined || given === ''
        ? randomId()
        : typeof given === 'string' && given.endsWith('.')
          ? `${given}${randomId()}`
          : given
    if (typeof body._type !== 'string' || body._type === '') {
      throw fail(index, 400, 'validationError', 'Document is missing required attribute "_type"', { id })
    }
    const document = structuredClone(body) as SanityDocument
    document._id = idOf(index, id)
    return request.autoGenerateArrayKeys ? (withArrayKeys(document) as SanityDocument) : document
  }
  const created = (document: SanityDocument, createdAt?: unknown): SanityDocument => ({
    ...document,
    _createdAt: typeof createdAt === 'string' ? createdAt : (document._createdAt ?? timestamp),
    _updatedAt: timestamp,
    _rev: transactionId,
  })
  const idsOf = async (index: number, target: Record<string, unknown>): Promise<string[]> => {
    if (typeof target.query === 'string') {
      const params = isRecord(target.params) ? target.params : {}
      try {
        return await queryIds(target.query, params)
      } catch (error) {
        if (error instanceof ContentServiceError)
          throw fail(index, error.status, error.type, error.message, error.details)
        throw error
      }
    }
    return [idOf(index, target.id)]
  }

  try {
    for (const [index, mutation] of mutations.entries()) {
      const kinds = isRecord(mutation) ? MUTATION_KINDS.filter((kind) => kind in mutation) : []
      const kind = kinds[0] as MutationKind | undefined
      if (!isRecord(mutation) || kinds.length !== 1 || kind === undefined) {
        throw fail(
          index,
          400,
          'validationError',
          `A mutation must have exactly one of ${MUTATION_KINDS.join(', ')}`,
        )
      }
      const body = mutation[kind]
      switch (kind) {
        case 'create':
        case 'createIfNotExists':
        case 'createOrReplace': {
          const document = newDocument(index, body)
          const existing = get(document._id)
          if (existing && kind === 'create') {
            throw fail(
              index,
              409,
              'documentAlreadyExistsError',
              `Document by ID "${document._id}" already exists`,
              {
                id: document._id,
              },
            )
          }
          if (existing && kind === 'createIfNotExists') {
            results.push({ id: document._id, operation: 'none' })
            break
          }
          // A replacement of the same type keeps when the document was created.
          const keep = existing && existing._type === document._type ? existing._createdAt : undefined
          working.set(document._id, created(document, document._createdAt ?? keep))
          touch(document._id, mutation, index)
          results.push({ id: document._id, operation: existing ? 'update' : 'create' })
          break
        }
        case 'delete': {
          if (!isRecord(body)) throw fail(index, 400, 'validationError', 'delete needs {"id"} or {"query"}')
          for (const id of await idsOf(index, body)) {
            const existed = get(id) !== undefined
            if (existed) {
              working.set(id, null)
              touch(id, mutation, index)
            }
            results.push({ id, operation: existed ? 'delete' : 'none' })
          }
          break
        }
        case 'patch': {
          if (!isRecord(body)) throw fail(index, 400, 'validationError', 'patch needs {"id"} or {"query"}')
          const { id: _id, query: _query, params: _params, ifRevisionID, ...operations } = body
          let paths: Array<Record<string, unknown>>
          try {
            paths = singlePathPatches(operations)
          } catch (error) {
            throw fail(index, 400, 'validationError', `Invalid patch: ${(error as Error).message}`)
          }
          if (paths.length > MAX_PATCH_OPERATIONS) {
            throw fail(
              index,
              400,
              'validationError',
              `A patch may change at most ${MAX_PATCH_OPERATIONS} paths; this one changes ${paths.length}: split it into several patches`,
              { limit: MAX_PATCH_OPERATIONS },
            )
          }
          for (const id of await idsOf(index, body)) {
            const document = get(id)
            if (!document) {
              throw fail(index, 404, 'documentNotFoundError', `Document "${id}" not found`, { id })
            }
            if (ifRevisionID !== undefined && ifRevisionID !== document._rev) {
              throw fail(
                index,
                409,
                'conflictError',
                `Document "${id}" has revision "${document._rev}", not the expected "${String(ifRevisionID)}" (ifRevisionID)`,
                { id, expectedRevisionId: ifRevisionID, revisionId: document._rev },
              )
            }
            let patched: SanityDocument
            try {
              patched = await applyPatches(document, paths, pause)
            } catch (error) {
              throw fail(
                index,
                400,
                'validationError',
                `Patch of "${id}" failed: ${(error as Error).message}`,
                {
                  id,
                },
              )
            }
            for (const attribute of ['_id', '_type'] as const) {
              if (patched[attribute] !== document[attribute]) {
                throw fail(
                  index,
                  409,
                  'cannotModifyImmutableAttributeError',
                  `Cannot modify immutable attribute "${attribute}"`,
                  { attribute, documentId: id },
                )
              }
            }
            const next = request.autoGenerateArrayKeys ? (withArrayKeys(patched) as SanityDocument) : patched
            working.set(id, {
              ...next,
              _createdAt: document._createdAt,
              _updatedAt: timestamp,
              _rev: transactionId,
            })
            touch(id, mutation, index)
            results.push({ id, operation: 'update' })
          }
          break
        }
      }
    }
  } catch (error) {
    if (error instanceof MutationFailure) throw failed([error])
    throw error
  }
  // A document created and deleted in one transaction never existed for anyone else.
  for (const [id, document] of working) {
    if (document === null && !current.has(id)) {
      working.delete(id)
      mutationsById.delete(id)
    }
  }
  const indexOf = (id: string) => lastIndex.get(id) ?? 0
  const failures: MutationFailure[] = []
  for (const [id, document] of working) {
    const problem = document ? documentLimitProblem(document) : undefined
    if (problem) failures.push(fail(indexOf(id), 400, 'validationError', problem, { id }))
  }
  if (failures.length === 0) {
    const referrers =
      options.referrers ?? ((id: string) => [...current.values()].filter((doc) => doc._id !== id))
    for (const violation of checkIntegrity({ get: (id) => current.get(id), referrers }, working, indexOf)) {
      failures.push(
        fail(violation.index, violation.status, violation.type, violation.description, violation.details),
      )
    }
  }
  if (failures.length > 0) throw failed(failures.sort((a, b) => a.index - b.index))
  if (request.returnDocuments) {
    for (const result of results) {
      const document = working.get(result.id) ?? current.get(result.id)
      if (document && result.operation !== 'delete') result.document = document
    }
  }
  return {
    transactionId,
    timestamp,
    identity: request.identity,
    changes: working,
    mutationsById,
    result: { transactionId, results },
  }
}
