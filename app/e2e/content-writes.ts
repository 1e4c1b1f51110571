/**
 * Content changes in browser tests go through the content service's Mutations API with
 * `@sanity/client`, as an editor's save in the Studio does (decision 030), never by editing its
 * files: a document's text is replaced and put back with `createOrReplace`.
 */
import { createClient, type SanityClient, type SanityDocument } from '@sanity/client'
import { sharedContentUrl } from './processes.ts'

/** The sandbox's write token (`SANITY_WRITE_TOKEN`, else the content service's default). */
export const WRITE_TOKEN = process.env.SANITY_WRITE_TOKEN ?? 'sandbox-write-token'

/** A `@sanity/client` that writes to the content service at `apiHost` (default the shared one). */
export function contentWriter(apiHost = sharedContentUrl()): SanityClient {
  return createClient({
    projectId: process.env.SANITY_PROJECT_ID ?? 'musicweb',
    dataset: process.env.SANITY_DATASET ?? 'production',
    apiVersion: '2025-02-19',
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    token: WRITE_TOKEN,
    perspective: 'raw',
  })
}

/** `value` with every `from` in its strings replaced by `to`. */
function replaced(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') return value.replaceAll(from, to)
  if (Array.isArray(value)) return value.map((item) => replaced(item, from, to))
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, from, to)]))
  }
  return value
}

/**
 * Replaces `from` by `to` in document `id` through the Mutations API; resolves with a function that
 * puts the document back as it was. Throws when the document does not hold `from`.
 */
export async function editDocument(
  id: string,
  from: string,
  to: string,
  writer: SanityClient = contentWriter(),
): Promise<() => Promise<void>> {
  const original = await writer.getDocument(id)
  if (!original || !JSON.stringify(original).includes(from))
    throw new Error(`"${from}" is not in document ${id}`)
  const { _rev, _createdAt, _updatedAt, ...fields } = original
  await writer.createOrReplace(replaced(fields, from, to) as SanityDocument)
  return async () => {
    await writer.createOrReplace(fields as SanityDocument)
  }
}
