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
 * What a request may do (decision 030): `anonymous` reads published documents; `viewer` (the preview
 * token, a read token) reads drafts too; `editor` (the write token) also writes.
 */
export type Credential = 'anonymous' | 'viewer' | 'editor'

/** The tokens the service accepts: the preview (read) token and the write token. */
export interface ServiceTokens {
  previewToken: string
  writeToken: string
}

/**
 * The credential `request` carries.
 * - A `Bearer` token that is neither token → throws 401 (like Sanity for an unknown token).
 * - A `sanitySession` cookie holding the preview token makes a viewer; another value is ignored (the
 *   request is anonymous): browsers keep sending stale cookies, and visitors must still get
 *   published content. The write token is only ever accepted as a bearer token.
 */
export function credentialOf(request: Request, tokens: ServiceTokens): Credential {
  const authorization = request.headers.get('authorization')
  if (authorization !== null) {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim())
    const token = match?.[1]
    if (token && sameSecret(token, tokens.writeToken)) return 'editor'
    if (token && sameSecret(token, tokens.previewToken)) return 'viewer'
    throw unauthorizedError('Session not found')
  }
  const cookieHeader = request.headers.get('cookie')
  if (cookieHeader === null) return 'anonymous'
  const session = parseCookie(cookieHeader)[PREVIEW_COOKIE]
  return session !== undefined && sameSecret(session, tokens.previewToken) ? 'viewer' : 'anonymous'
}

/** What `identity()` answers, and listener events' `identity`, for a request with the write token. */
export const EDITOR_IDENTITY = 'sandbox-editor'

/** What `identity()` answers for a request with the preview credential (anonymous requests get ''). */
export const PREVIEW_IDENTITY = 'sandbox-preview'

/** True for ids that only privileged requests may see: Sanity keeps any `_id` containing a dot private. */
export const isPrivateId = (id: string): boolean => id.includes('.')
