import { createContentClient, releasesQuery } from '@music/sdk/content'

const content = createContentClient({
  apiHost: import.meta.env.VITE_CONTENT_API_HOST ?? 'http://localhost:4000',
  maxRetries: import.meta.env.MODE === 'test' ? 0 : undefined, // fail fast in tests
})

/** The newest release of a product, e.g. `3.2.0` for `dj-pro`; `undefined` when it has none. */
export async function latestVersion(product: string): Promise<string | undefined> {
  // Typed by the query (Sanity TypeGen): ReleasesQueryResult, newest first.
  const [latest] = await content.fetch(releasesQuery, { product })
  if (!latest) return undefined
  const { majorVersion, minorVersion, patchVersion } = latest.semanticVersion
  return `${majorVersion}.${minorVersion}.${patchVersion}`
}
