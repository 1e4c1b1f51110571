/**
 * The content client (ARCHITECTURE.md "Data flow" 1 and 2; spec §7 "Content queries", §9):
 * `@sanity/client` on dataset `production`, API version `2021-10-21`, no CDN, credentials sent;
 * the `published` perspective normally, `drafts` with the preview token in preview.
 */
import { createClient, type SanityClient } from '@sanity/client'
import {
  CONTENT_API_VERSION,
  CONTENT_DATASET,
  CONTENT_PROJECT_ID,
  DEFAULT_CONTENT_API_HOST,
  DEFAULT_CONTENT_TIMEOUT_MS,
} from './config.ts'

/** Options of {@link createContentClient}; every field is optional. */
export interface ContentClientOptions {
  /** Content API host. Default: the local content service `http://localhost:4000`. */
  apiHost?: string
  /** Sanity project id. Default `musicweb`. */
  projectId?: string
  /** Dataset. Default `production`. */
  dataset?: string
  /** Preview mode: reads drafts (`drafts` perspective). Requires `token`. */
  preview?: boolean
  /** Preview token, sent as `Authorization: Bearer <token>`. Only used in preview. */
  token?: string
  /** Request timeout in ms. Default 120000 (spec §9). */
  timeout?: number
  /** Send cookies with requests (spec §6 "The content client sends credentials"). Default true. */
  withCredentials?: boolean
}

/** True when `apiHost` is Sanity's own API host, which the client addresses per project. */
function isSanityApiHost(apiHost: string): boolean {
  return /^https:\/\/api\.sanity\.io\/?$/.test(apiHost)
}

/**
 * Creates the site's content client.
 * - `apiHost` custom (the sandbox or a proxy): `useProjectHostname: false`, so requests go to
 *   `{apiHost}/v2021-10-21/data/query/production`.
 * - `preview: true`: perspective `drafts` and the bearer `token`; throws an Error if `token` is missing,
 *   because drafts must never be requested without a credential (spec §4, §6).
 * Errors of requests are `@sanity/client`'s (`ClientError` for 4xx, `ServerError` for 5xx).
 */
export function createContentClient(options: ContentClientOptions = {}): SanityClient {
  const apiHost = (options.apiHost ?? DEFAULT_CONTENT_API_HOST).replace(/\/+$/, '')
  if (options.preview && !options.token) {
    throw new Error('createContentClient: preview needs a preview token')
  }
  const sanityHost = isSanityApiHost(apiHost)
  return createClient({
    projectId: options.projectId ?? CONTENT_PROJECT_ID,
    dataset: options.dataset ?? CONTENT_DATASET,
    apiVersion: CONTENT_API_VERSION,
    apiHost,
    useProjectHostname: sanityHost,
    useCdn: false,
    withCredentials: options.withCredentials ?? true,
    perspective: options.preview ? 'drafts' : 'published',
    ...(options.preview ? { token: options.token, ignoreBrowserTokenWarning: true } : {}),
    timeout: options.timeout ?? DEFAULT_CONTENT_TIMEOUT_MS,
  })
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
  options: Pick<ContentClientOptions, 'apiHost' | 'projectId' | 'dataset'> = {},
) {
  return {
    projectId: options.projectId ?? CONTENT_PROJECT_ID,
    dataset: options.dataset ?? CONTENT_DATASET,
    baseUrl: imageCdnBaseUrl(options.apiHost),
  }
}
