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
 * document matches. In preview its strings carry stega ({@link previewStega}). Gives up after `config.contentFetchTimeoutMs` (`CONTENT_FETCH_TIMEOUT_MS`),
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
/** `@sanity/client`'s stega configuration, as the sdk's content client takes it. */
type StegaConfig = Exclude<
  NonNullable<Parameters<ContentClient['withConfig']>[0]>['stega'],
  boolean | undefined
>

/**
 * Fields whose values the site's code compares, formats or renders as markup rather than text: every
 * field the content model picks from a list (heading levels, themes, variants, link types, product
 * keys, platforms…; a unit test keeps this in step with specs/content) and the version, date and size
 * fields of releases. Stega's invisible characters would change what they mean (an `h2` with them is
 * no tag), so they are never encoded, beside what `@sanity/client`'s default filter already skips
 * (URLs, dates, slugs, `_` fields, anything named like a type).
 */
export const STEGA_SKIPPED_FIELDS: ReadonlySet<string> = new Set([
  'alignment',
  'columns',
  'employmentType',
  'headingLevel',
  'linkType',
  'mediaPosition',
  'mediaType',
  'os',
  'product',
  'theme',
  'variant',
  'verticalAlignment',
  'width',
  'version',
  'majorVersion',
  'minorVersion',
  'patchVersion',
  'fileSize',
  'releaseDate',
  'altText',
])

/**
 * Stega for preview (decision 030): every other string of a page document carries the document and
 * field it came from, for the Studio at `studioUrl`'s Presentation tool (click to edit). Preview only:
 * a visitor's page never has it.
 */
export function previewStega(studioUrl: string): StegaConfig {
  return {
    enabled: true,
    studioUrl,
    filter: (props) => {
      const field = props.sourcePath.at(-1)
      return props.filterDefault(props) && !(typeof field === 'string' && STEGA_SKIPPED_FIELDS.has(field))
    },
  }
}

const clients = new Map<string, ContentClient>()

/**
 * One content client per configuration and credential, reused across requests (the configuration is
 * fixed for the life of the process; clients hold no per-request state). The site's server reads
 * content through these only: page documents here, change events and the readiness probe
 * (app/server/content-events.ts).
 */
export function contentClient(config: ServerConfig, previewToken: string | undefined): ContentClient {
  const key = JSON.stringify([
    config.contentApiHost,
    config.sanityProjectId,
    config.sanityDataset,
    config.sanityStudioUrl,
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
    if (previewToken !== undefined)
      client = client.withConfig({ stega: previewStega(config.sanityStudioUrl) })
    clients.set(key, client)
  }
  return client
}
