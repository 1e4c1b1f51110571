import type { PageDocument } from '@music/sdk/content'
import { PREVIEW_COOKIE_NAME } from '@music/sdk/content'
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { BadInputError } from '../../server/bad-input.ts'
import { logEvent } from '../../server/log.ts'
import { serverConfig } from '../config/server-config.ts'
import { type ContentPath, parseContentPath } from './content-path.ts'
import { loadPageDocument } from './page-document.server.ts'

/** Input of {@link getPageDocument}: what to show (from `resolveContentPath`) and whether preview is on. */
export interface PageRequest {
  page: ContentPath
  preview: boolean
}

/**
 * Server function: the page document for a resolved path (docs/requirements.md §2, §4 "Content"). Input is validated
 * (`parseContentPath`), since anyone can call it.
 * - Preview (`preview: true`) reads drafts only when the request carries the `sanitySession` cookie
 *   holding the server's preview token (`SANITY_PREVIEW_TOKEN`); the server then sends that token to
 *   the content service. Any other cookie value reads published content, as for every visitor.
 *   A visitor without the credential gets published content only.
 * - In preview, any failed fetch (401 for a bad credential, network errors) resolves `null`, which the
 *   page shows as the 404 screen (docs/requirements.md §8). Outside preview a failed fetch, or none
 *   within `CONTENT_FETCH_TIMEOUT_MS`, rejects with {@link ContentUnavailableError} (the error screen
 *   with its retry): the upstream error is logged on the server and never reaches the page, whose
 *   HTML would otherwise carry its text (docs/decisions/019).
 */
export const getPageDocument = createServerFn({ method: 'GET' })
  .validator((input: PageRequest): PageRequest => {
    const page = parseContentPath(input?.page)
    if (!page) throw new BadInputError('getPageDocument: invalid page')
    return { page, preview: input.preview === true }
  })
  .handler(async ({ data }): Promise<PageDocument | null> => {
    const config = serverConfig()
    if (!data.preview) {
      try {
        return await loadPageDocument(config, data.page, undefined)
      } catch (error) {
        logEvent('error', 'content fetch failed', {
          contentType: data.page.contentType,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        })
        throw new ContentUnavailableError()
      }
    }
    const allowed = isPreviewCredential(getCookie(PREVIEW_COOKIE_NAME), config.sanityPreviewToken)
    try {
      return await loadPageDocument(config, data.page, allowed ? config.sanityPreviewToken : undefined)
    } catch {
      return null
    }
  })

/** A page's content could not be fetched (the content service failed or missed the deadline). */
export class ContentUnavailableError extends Error {
  constructor() {
    super('The page content is unavailable')
    this.name = 'ContentUnavailableError'
  }
}

/** True when the request's `sanitySession` cookie holds the server's preview token (constant time). */
function isPreviewCredential(cookie: string | undefined, token: string): boolean {
  if (!cookie) return false
  const given = new TextEncoder().encode(cookie)
  const expected = new TextEncoder().encode(token)
  if (given.length !== expected.length) return false
  let difference = 0
  for (let i = 0; i < given.length; i++) difference |= (given[i] ?? 0) ^ (expected[i] ?? 0)
  return difference === 0
}
