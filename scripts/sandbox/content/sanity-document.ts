/**
 * The shape of a stored document (docs/references.md "Sanity HTTP API"): Sanity's system fields plus
 * anything else. A module of its own so that what only needs the shape (asset-urls.ts) does not import
 * the store.
 */

/** A stored document: Sanity's system fields plus anything else. */
export interface SanityDocument {
  _id: string
  _type?: string
  _rev?: string
  [field: string]: unknown
}
