/**
 * The content client (docs/requirements.md §7 "Content queries", §9):
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
import { contentErrorHandler } from './errors.ts'
import { isSanityApiHost } from './image-cdn.ts'
import { instrumentedContentRequests } from './tracing.ts'

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
  /** Request timeout in ms. Default 120000 (docs/requirements.md §9). */
  timeout?: number
  /**
   * How often an idempotent request (a query) is retried after a network error or a 5xx reply, with
   * back-off; default `@sanity/client`'s (5). Tests of failures set 0.
   */
  maxRetries?: number
  /** Send cookies with requests (docs/requirements.md §6 "The content client sends credentials"). Default true. */
  withCredentials?: boolean
}

/**
 * Creates the site's content client.
 * - `apiHost` custom (the sandbox or a proxy): `useProjectHostname: false`, so requests go to
 *   `{apiHost}/v2021-10-21/data/query/production`.
 * - `preview: true`: perspective `drafts` and the bearer `token`; throws an Error if `token` is missing,
 *   because drafts must never be requested without a credential (docs/requirements.md §4, §6).
 * Each request is an OpenTelemetry span once the app installs `@music/sdk/telemetry` (tracing.ts).
 * Failed requests reject with the sdk's errors, all `ServiceError`s: {@link ContentError} for an error
 * reply (a GROQ syntax error, a refused token), `InternalServiceError` / `ServiceUnavailableError` for
 * 500 / 503, `TimeoutError`, `NetworkError`.
 */
export function createContentClient(options: ContentClientOptions = {}): SanityClient {
  const apiHost = (options.apiHost ?? DEFAULT_CONTENT_API_HOST).replace(/\/+$/, '')
  if (options.preview && !options.token) {
    throw new Error('createContentClient: preview needs a preview token')
  }
  const sanityHost = isSanityApiHost(apiHost)
  const timeout = options.timeout ?? DEFAULT_CONTENT_TIMEOUT_MS
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
    timeout,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    requestHandler: instrumentedContentRequests(contentErrorHandler(timeout)),
  })
}
