/**
 * Fixed settings of the content service (docs/requirements.md §7 "Content queries", §9): project, dataset, API version,
 * the local sandbox host and the preview credential names agreed by the team.
 */

/** Sanity project id of the site's content. */
export const CONTENT_PROJECT_ID = 'musicweb'

/** Dataset every query reads (docs/requirements.md §9 "Content dataset / API version"). */
export const CONTENT_DATASET = 'production'

/** Content API version (docs/requirements.md §9). Live events need ≥ 2021-03-25, which this is. */
export const CONTENT_API_VERSION = '2021-10-21'

/** The local content service of the sandbox (`npm start`); also serves the image CDN under `/images`. */
export const DEFAULT_CONTENT_API_HOST = 'http://localhost:4000'

/** Content client timeout in ms (docs/requirements.md §9 "Content client timeout"). */
export const DEFAULT_CONTENT_TIMEOUT_MS = 120_000

/**
 * Cookie the content service accepts as the preview credential (`sanitySession=<token>`), as an
 * alternative to `Authorization: Bearer <token>`.
 */
export const PREVIEW_COOKIE_NAME = 'sanitySession'

/** Environment variable that holds the preview token (server side only). */
export const PREVIEW_TOKEN_ENV = 'SANITY_PREVIEW_TOKEN'

/** The sandbox content service's preview token when `SANITY_PREVIEW_TOKEN` is unset. */
export const DEFAULT_PREVIEW_TOKEN = 'sandbox-preview-token'

/**
 * The preview token from the environment (`SANITY_PREVIEW_TOKEN`, default `sandbox-preview-token`).
 * Server side only: never send it to a browser that has not proven it may preview.
 */
export function previewTokenFromEnv(env: Record<string, string | undefined> = process.env): string {
  const token = env[PREVIEW_TOKEN_ENV]
  return token && token.length > 0 ? token : DEFAULT_PREVIEW_TOKEN
}

/** A `Cookie` header value carrying the preview credential: `sanitySession=<token>`. */
export function previewCookie(token: string): string {
  return `${PREVIEW_COOKIE_NAME}=${encodeURIComponent(token)}`
}
