/**
 * The preview credential (docs/requirements.md §6: preview is the only privileged view; the content client sends
 * credentials). A request is privileged when it carries `Authorization: Bearer <previewToken>` or the
 * cookie `sanitySession=<previewToken>`. Privileged requests see private documents (`drafts.*`,
 * `versions.*`, any `_id` with a dot, as on Sanity); anonymous requests never do.
 */
import { timingSafeEqual } from 'node:crypto'
import { parseCookie } from 'cookie'
import { unauthorizedError } from './errors.ts'

/** Name of the cookie that may carry the preview credential. */
export const PREVIEW_COOKIE = 'sanitySession'

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Decides whether `request` is privileged.
 * - A `Bearer` token that is not the preview token → throws 401 (like Sanity for an unknown token).
 * - A `sanitySession` cookie with another value is ignored (the request is anonymous): browsers keep
 *   sending stale cookies, and visitors must still get published content.
 * @returns true with a valid credential, false when anonymous.
 */
export function isPreviewRequest(request: Request, previewToken: string): boolean {
  const authorization = request.headers.get('authorization')
  if (authorization !== null) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim())
    if (!match?.[1] || !sameSecret(match[1], previewToken)) {
      throw unauthorizedError('Session not found')
    }
    return true
  }
  const cookieHeader = request.headers.get('cookie')
  if (cookieHeader === null) return false
  const session = parseCookie(cookieHeader)[PREVIEW_COOKIE]
  return session !== undefined && sameSecret(session, previewToken)
}

/** What `identity()` answers for a request with the preview credential (anonymous requests get ''). */
export const PREVIEW_IDENTITY = 'sandbox-preview'

/** True for ids that only privileged requests may see: Sanity keeps any `_id` containing a dot private. */
export const isPrivateId = (id: string): boolean => id.includes('.')
