/**
 * Bounded work for writers (decision 039): what one mutation may ask of the query worker, and the
 * limits every document a transaction leaves must keep, so no write answers 500 or holds the
 * queries of others.
 * - Documents: Sanity's documented limits (sanity.io/docs/content-lake/technical-limits): attributes
 *   nest at most {@link MAX_ATTRIBUTE_DEPTH} levels (arrays add none), a document has at most
 *   {@link MAX_DOCUMENT_ATTRIBUTES} attributes (unique path and type pairs, array items sharing
 *   theirs; the free and growth plans' figure) and is at most {@link MAX_DOCUMENT_BYTES} as JSON; and
 *   JSON nests at most {@link MAX_JSON_DEPTH} objects and arrays, as any body here, so no recursive
 *   step downstream (structured clones, serialisation, listeners) runs out of stack.
 * - Patches: at most {@link MAX_PATCH_OPERATIONS} paths in one patch (each `set`, `setIfMissing`,
 *   `unset`, `inc`, `dec`, `diffMatchPatch` path and an `insert`). `@sanity/mutator` copies the
 *   object a path changes for every path (ImmutableAccessor), so one patch costs its paths times
 *   the width of what they change: a `set` of 3,000 keys took 6-7 s. The paths are applied one at a
 *   time, in the order the mutator applies them, and the worker lets other requests run whenever a
 *   slice of time is used up.
 */
import { Mutation } from '@sanity/mutator'
import { MAX_JSON_DEPTH } from '../../../app/server/http-limits.ts'
import type { SanityDocument } from './store.ts'

/** Sanity's "Maximum attribute nesting depth: 20 levels". */
export const MAX_ATTRIBUTE_DEPTH = 20
/** Sanity's "Maximum number of attributes" per document on the free and growth plans. */
export const MAX_DOCUMENT_ATTRIBUTES = 1000
/** Sanity's "Maximum JSON document size: 32 MB" (SI units). */
export const MAX_DOCUMENT_BYTES = 32_000_000
/** Paths one patch may name: a patch with more changes more attributes than a document may hold. */
export const MAX_PATCH_OPERATIONS = 1000

/** Where Sanity documents the limits, named in each refusal. */
export const TECHNICAL_LIMITS = 'sanity.io/docs/content-lake/technical-limits'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/**
 * The first limit `document` breaks, worded for the writer (with the figure and the limit), or
 * undefined. Walked without recursion, so a document of any depth is measured safely; stops at the
 * first limit broken.
 */
export function documentLimitProblem(document: SanityDocument): string | undefined {
  const attributes = new Set<string>()
  // [value, attribute path, attribute depth, JSON depth]
  const stack: Array<[unknown, string, number, number]> = [[document, '', 0, 1]]
  while (stack.length > 0) {
    const [value, path, depth, jsonDepth] = stack.pop() as [unknown, string, number, number]
    if (jsonDepth > MAX_JSON_DEPTH) {
      return `Document "${document._id}" nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep; the limit is ${MAX_JSON_DEPTH}`
    }
    if (Array.isArray(value)) {
      for (const item of value) {
        attributes.add(`${path}[]:${typeName(item)}`)
        if (typeof item === 'object' && item !== null) stack.push([item, `${path}[]`, depth, jsonDepth + 1])
      }
    } else if (isRecord(value)) {
      // The object's own attributes are one level below it.
      if (depth + 1 > MAX_ATTRIBUTE_DEPTH && Object.keys(value).length > 0) {
        return `Document "${document._id}" nests attributes more than ${MAX_ATTRIBUTE_DEPTH} levels deep (at ${path}); the limit is ${MAX_ATTRIBUTE_DEPTH} (${TECHNICAL_LIMITS})`
      }
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`
        attributes.add(`${childPath}:${typeName(child)}`)
        if (typeof child === 'object' && child !== null)
          stack.push([child, childPath, depth + 1, jsonDepth + 1])
      }
    }
    if (attributes.size > MAX_DOCUMENT_ATTRIBUTES) {
      return `Document "${document._id}" has more than ${MAX_DOCUMENT_ATTRIBUTES} attributes; the limit is ${MAX_DOCUMENT_ATTRIBUTES} (${TECHNICAL_LIMITS})`
    }
  }
  const bytes = Buffer.byteLength(JSON.stringify(document))
  if (bytes > MAX_DOCUMENT_BYTES) {
    return `Document "${document._id}" is ${bytes} bytes as JSON; the limit is ${MAX_DOCUMENT_BYTES} (${TECHNICAL_LIMITS})`
  }
  return undefined
}

/** The operations of a patch in the order `@sanity/mutator` applies them (its parsePatch). */
const KEYED_OPERATIONS = ['setIfMissing', 'set', 'unset', 'diffMatchPatch', 'inc', 'dec'] as const

/**
 * A patch's operations (`set`, `unset`, … without `id`/`query`/`ifRevisionID`) as single-path patches,
 * in the order `@sanity/mutator` applies them, so applying them one after another equals applying
 * the patch. Throws a TypeError naming the operation when one is malformed.
 */
export function singlePathPatches(operations: Record<string, unknown>): Array<Record<string, unknown>> {
  const patches: Array<Record<string, unknown>> = []
  for (const name of KEYED_OPERATIONS) {
    const operation = operations[name]
    if (operation === undefined) continue
    if (name === 'unset') {
      if (!Array.isArray(operation)) throw new TypeError('unset takes an array of paths')
      for (const path of operation) patches.push({ unset: [path] })
      continue
    }
    if (!isRecord(operation)) throw new TypeError(`${name} takes an object of paths`)
    for (const [path, value] of Object.entries(operation)) patches.push({ [name]: { [path]: value } })
  }
  if (operations.insert !== undefined) patches.push({ insert: operations.insert })
  for (const name of Object.keys(operations)) {
    if (!(KEYED_OPERATIONS as readonly string[]).includes(name) && name !== 'insert')
      throw new TypeError(`Unknown patch operation "${name}"`)
  }
  return patches
}

/**
 * Applies single-path `patches` (see {@link singlePathPatches}) to `document` with `@sanity/mutator`,
 * one after another, waiting whenever `pause` says the slice of time is used up. The document itself
 * is not modified (the mutator copies what it changes). Throws the mutator's error for a patch it
 * cannot apply.
 */
export async function applyPatches(
  document: SanityDocument,
  patches: ReadonlyArray<Record<string, unknown>>,
  pause: () => Promise<void> | undefined,
): Promise<SanityDocument> {
  let result = document
  for (const patch of patches) {
    const wait = pause()
    if (wait) await wait
    result = new Mutation({ mutations: [{ patch: { ...patch, id: document._id } as never }] }).apply(
      result as never,
    ) as SanityDocument
  }
  return result
}
