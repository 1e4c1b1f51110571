/**
 * The shape of a stored document, apart from the store (store.ts), so that modules the store uses
 * (asset-urls.ts) can name it without importing the store.
 */

/** A stored document: Sanity's system fields plus anything else. */
export interface SanityDocument {
  _id: string
  _type?: string
  _rev?: string
  [field: string]: unknown
}
