/**
 * Referential integrity of the Mutations API, as the Content Lake enforces it (decision 039;
 * sanity.io/docs/reference-type: "A strong reference will enforce that the document it points to
 * actually exists, and will not allow deletion of a document that any other document refers to").
 * Checked once per transaction, on the state it leaves, so one transaction may create both sides of
 * a reference, or delete a document together with everything that references it:
 * - every strong reference of a document the transaction writes must point at a document that exists
 *   afterwards: 409 `documentReferenceDoesNotExistError` (`id`, `referenceID`);
 * - a document the transaction deletes must not be strongly referenced afterwards: 409
 *   `documentHasExistingReferencesError` (`id`, `referencingIDs`);
 * - a document whose `_type` changes (`createOrReplace`, or a delete and a create) must not be
 *   strongly referenced afterwards: 409 `cannotModifyImmutableAttributeError` (`attribute: "_type"`).
 * A reference is an object with a string `_ref`; it is weak with `_weak: true` (then nothing is
 * checked). `_strengthenOnPublish` is the publisher's note (Studio, the Actions API): it travels with a
 * weak reference in a draft and the reference is strong once the publisher has removed `_weak`, so it
 * changes nothing here. Drafts and release versions are documents like any other: they may strongly
 * reference only documents that exist (a draft that points at an unpublished document holds a weak
 * reference), and their strong references keep their targets from being deleted. References to
 * another dataset or project (`_dataset`, `_projectId`) and global references (`_ref` with a `:`) are
 * not this dataset's to check.
 *
 * "Who references X" is read from the dataset's state before the transaction through
 * {@link ReferenceLookup} (the store's reference index: every document with a `_ref` to X, weak or
 * strong), then corrected for the documents the transaction itself writes.
 */
import type { SanityDocument } from './store.ts'

/** The dataset's state before a transaction, as the integrity check reads it. */
export interface ReferenceLookup {
  /** The document `id`, or undefined when there is none. */
  get(id: string): SanityDocument | undefined
  /** The documents with a `_ref` to `id` anywhere, weak or strong (a superset does no harm). */
  referrers(id: string): Iterable<SanityDocument>
}

/** One broken rule: the item of the Content Lake's `mutationError` it is answered with. */
export interface IntegrityViolation {
  /** Index of the mutation it is charged to (the last one that touched the document). */
  index: number
  status: 409
  type:
    | 'documentReferenceDoesNotExistError'
    | 'documentHasExistingReferencesError'
    | 'cannotModifyImmutableAttributeError'
  description: string
  details: Record<string, unknown>
}

/** Referencing ids named at most in one error (the reply stays small however many there are). */
const MAX_REFERENCING_IDS = 100

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Whether a reference object points into this dataset (not another dataset, project or a global id). */
const isLocal = (ref: Record<string, unknown>, id: string): boolean =>
  !('_dataset' in ref) && !('_projectId' in ref) && !id.includes(':')

/**
 * The ids `document` strongly references: every object with a string `_ref` and without
 * `_weak: true`, at any depth (walked without recursion, so any nesting is safe). A reference
 * object's own fields are not searched further, as GROQ's `references()` reads them.
 */
export function strongReferences(document: SanityDocument): Set<string> {
  const found = new Set<string>()
  const stack: unknown[] = [document]
  while (stack.length > 0) {
    const value = stack.pop()
    if (Array.isArray(value)) {
      for (const item of value) if (isRecord(item)) stack.push(item)
    } else if (isRecord(value)) {
      const ref = value._ref
      if (typeof ref === 'string') {
        if (value._weak !== true && isLocal(value, ref)) found.add(ref)
        continue
      }
      for (const child of Object.values(value)) if (isRecord(child)) stack.push(child)
    }
  }
  return found
}

/**
 * The rules a transaction breaks, charged to the mutations that broke them (sorted by index).
 * `before` is the dataset before the transaction; `changes` maps every id the transaction writes to
 * what it leaves (null: deleted); `indexOf(id)` is the index of the last mutation that touched `id`.
 */
export function checkIntegrity(
  before: ReferenceLookup,
  changes: ReadonlyMap<string, SanityDocument | null>,
  indexOf: (id: string) => number,
): IntegrityViolation[] {
  const refsMemo = new Map<SanityDocument, Set<string>>()
  const refsOf = (doc: SanityDocument) => {
    let refs = refsMemo.get(doc)
    if (!refs) {
      refs = strongReferences(doc)
      refsMemo.set(doc, refs)
    }
    return refs
  }
  const existsAfter = (id: string): boolean =>
    changes.has(id) ? changes.get(id) != null : before.get(id) !== undefined

  /** The documents that strongly reference `id` once the transaction is applied (not `id` itself). */
  const strongReferrersAfter = (id: string): string[] => {
    const found = new Set<string>()
    for (const doc of before.referrers(id)) {
      if (doc._id !== id && !changes.has(doc._id) && refsOf(doc).has(id)) found.add(doc._id)
    }
    for (const [otherId, doc] of changes) {
      if (doc && otherId !== id && refsOf(doc).has(id)) found.add(otherId)
    }
    return [...found].sort()
  }

  const violations: IntegrityViolation[] = []
  const removed = new Set<string>()
  for (const [id, doc] of changes) {
    const prior = before.get(id)
    if (!prior) continue
    const deleted = doc === null
    if (!deleted && doc._type === prior._type) continue
    if (deleted) removed.add(id)
    const referencing = strongReferrersAfter(id)
    const first = referencing[0]
    if (first === undefined) continue
    const referencingIDs = referencing.slice(0, MAX_REFERENCING_IDS)
    violations.push(
      deleted
        ? {
            index: indexOf(id),
            status: 409,
            type: 'documentHasExistingReferencesError',
            description: `Document "${id}" cannot be deleted as there are references to it from "${first}"`,
            details: { id, referencingIDs },
          }
        : {
            index: indexOf(id),
            status: 409,
            type: 'cannotModifyImmutableAttributeError',
            description: `Cannot modify immutable attribute "_type" of "${id}": there are references to it from "${first}"`,
            details: { attribute: '_type', documentId: id, referencingIDs },
          },
    )
  }
  for (const [id, doc] of changes) {
    if (!doc) continue
    for (const ref of refsOf(doc)) {
      // A document deleted here is reported once, as the delete that breaks the reference.
      if (existsAfter(ref) || removed.has(ref)) continue
      violations.push({
        index: indexOf(id),
        status: 409,
        type: 'documentReferenceDoesNotExistError',
        description: `Document "${id}" references non-existent document "${ref}"`,
        details: { id, referenceID: ref },
      })
    }
  }
  return violations.sort((a, b) => a.index - b.index)
}
