/**
 * The one place the site reads page documents from the content service (server-only): the typed page
 * query of `@music/sdk/content` for the content type, through the sdk's content client.
 */

import { createContentClient, fetchPage, type PageDocument } from '@music/sdk/content'
import type { ServerConfig } from '../config/server-config.ts'
import type { ContentPath } from './content-path.ts'

/**
 * Fetches the page document for `page` (newest match; for `downloads` without a slug, the latest
 * release; docs/requirements.md §7). With `previewToken` the drafts perspective is used and the token is sent as the
 * bearer credential; without it only published documents are visible. Resolves `null` when no
 * document matches. Gives up after `config.contentFetchTimeoutMs` (`CONTENT_FETCH_TIMEOUT_MS`),
 * retries included, so a hung content API holds no visitor longer than that (docs/decisions/019).
 * Rejects with `@sanity/client` errors (4xx incl. 401 for a bad preview token, 5xx), a network error
 * or a `TimeoutError` past the deadline.
 */
export async function loadPageDocument(
  config: ServerConfig,
  page: ContentPath,
  previewToken: string | undefined,
): Promise<PageDocument | null> {
  return fetchPage(
    contentClient(config, previewToken),
    page.contentType,
    { slug: page.slug, product: page.product },
    { signal: AbortSignal.timeout(config.contentFetchTimeoutMs) },
  )
}

type ContentClient = ReturnType<typeof createContentClient>

const clients = new Map<string, ContentClient>()

/**
 * One content client per configuration and credential, reused across requests (the configuration is
 * fixed for the life of the process; clients hold no per-request state). The site's server reads
 * content through these only: page documents here, change events and the readiness probe
 * (app/src/server/content-events.ts).
 */
export function contentClient(config: ServerConfig, previewToken: string | undefined): ContentClient {
  const key = JSON.stringify([
    config.contentApiHost,
    config.sanityProjectId,
    config.sanityDataset,
    previewToken,
  ])
  let client = clients.get(key)
  if (!client) {
    client = createContentClient({
      apiHost: config.contentApiHost,
      projectId: config.sanityProjectId,
      dataset: config.sanityDataset,
      preview: previewToken !== undefined,
      token: previewToken,
      // Server to server: no cookies to send; the preview credential is the bearer token.
      withCredentials: false,
    })
    clients.set(key, client)
  }
  return client
}
