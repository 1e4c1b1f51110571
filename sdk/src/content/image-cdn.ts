/**
 * Image CDN settings for `@sanity/image-url` (docs/requirements.md §3 "Image assets"). Kept apart from client.ts so a
 * browser bundle that only builds image URLs does not pull in `@sanity/client`.
 */
import { CONTENT_DATASET, CONTENT_PROJECT_ID, DEFAULT_CONTENT_API_HOST } from './config.ts'

/** True when `apiHost` is Sanity's own API host, which the client addresses per project. */
export function isSanityApiHost(apiHost: string): boolean {
  return /^https:\/\/api\.sanity\.io\/?$/.test(apiHost)
}

/**
 * The image CDN base URL to give `@sanity/image-url` as `baseUrl`: the builder appends
 * `/images/{projectId}/{dataset}/{id}-{w}x{h}.{fmt}`. Sanity's API host maps to its CDN
 * (`https://cdn.sanity.io`); any other host (the sandbox content service) serves images itself.
 */
export function imageCdnBaseUrl(apiHost: string = DEFAULT_CONTENT_API_HOST): string {
  const host = apiHost.replace(/\/+$/, '')
  return isSanityApiHost(host) ? 'https://cdn.sanity.io' : host
}

/** Options for `createImageUrlBuilder` of `@sanity/image-url`: `{ projectId, dataset, baseUrl }`. */
export function imageUrlBuilderOptions(
  options: { apiHost?: string; projectId?: string; dataset?: string } = {},
) {
  return {
    projectId: options.projectId ?? CONTENT_PROJECT_ID,
    dataset: options.dataset ?? CONTENT_DATASET,
    baseUrl: imageCdnBaseUrl(options.apiHost),
  }
}
