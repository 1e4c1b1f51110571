/**
 * Small helpers shared by the stateful sandbox handlers: error bodies of the §8 catalogue, bearer
 * checks, random tokens, HTML escaping and reading request bodies.
 */
import { HttpResponse } from 'msw'
import { bytesToBase64Url } from '../transport/base64.ts'

import { ERROR_CODES } from '../transport/error-codes.ts'

/**
 * Error codes the sandbox answers with: the catalogue's (docs/requirements.md §8), the same table the
 * transport reads them by.
 */
export { ERROR_CODES }

/**
 * A JSON error reply `{code, error}` (the `ErrorBody` schema of the OpenAPI documents), not cached; with `fields`
 * (one message per invalid field, `ValidationErrorBody`) when given. Exported from `@music/sdk/mocks` so
 * that the services sandbox and other fakes answer errors in the same shape.
 */
export function errorResponse(status: number, code: number, error: string, fields?: FieldErrors): Response {
  return json(fields ? { code, error, fields } : { code, error }, status)
}

/** One message per invalid field, keyed by the request property (`ValidationErrorBody.fields`). */
export type FieldErrors = Record<string, string>

/**
 * 400 with one message per invalid field (the `ValidationErrorBody` schema of the OpenAPI documents). With the generic
 * code 1000 the `error` lists the fields; with a service's own code it is the first field's message.
 */
export function validationFailed(fields: FieldErrors, code: number = ERROR_CODES.badRequest): Response {
  const error =
    code === ERROR_CODES.badRequest
      ? `Invalid request parameters: ${Object.keys(fields).join(', ')}`
      : (Object.values(fields)[0] ?? 'Invalid request parameters')
  return errorResponse(400, code, error, fields)
}

/** 400 code 1000 with a message saying what is wrong. */
export function badRequest(error: string): Response {
  return errorResponse(400, ERROR_CODES.badRequest, error)
}

/** 401 code 2002: missing, unknown, revoked or expired access token (the sdk refreshes and retries). */
export function invalidAccessToken(error = 'Access token is invalid or has expired'): Response {
  return errorResponse(401, ERROR_CODES.invalidAccessToken, error)
}

/** 404 code 3001. */
export function notFound(error = 'Resource not found'): Response {
  return errorResponse(404, ERROR_CODES.notFound, error)
}

/** 403 code 2000: the access token is valid but not for this resource (another user's id). */
export function accessDenied(error = 'Access token has insufficient scopes'): Response {
  return errorResponse(403, ERROR_CODES.accessDenied, error)
}

/**
 * Outcome of a store operation: the value, or the error reply to answer with (status, body code and
 * message of an `ErrorBody`). Stores return it; handlers turn it into a reply with {@link replyWith}.
 */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: number; error: string; fields?: FieldErrors }

/** A successful {@link Outcome}. */
export function success<T>(value: T): Outcome<T> {
  return { ok: true, value }
}

/** A failed {@link Outcome}: answered as `status` with `{code, error}` (and `fields` when given). */
export function failure<T = never>(
  status: number,
  code: number,
  error: string,
  fields?: FieldErrors,
): Outcome<T> {
  return fields ? { ok: false, status, code, error, fields } : { ok: false, status, code, error }
}

/** The JSON reply of an {@link Outcome}: `body(value)` with 200, or its error reply. */
export function replyWith<T>(outcome: Outcome<T>, body: (value: T) => unknown = (value) => value): Response {
  return outcome.ok
    ? json(body(outcome.value))
    : errorResponse(outcome.status, outcome.code, outcome.error, outcome.fields)
}

/** A JSON reply that must not be cached (token and account data). */
export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** `prefix` + 32 random bytes, base64url: an opaque token or code. */
export function randomToken(prefix: string, bytes = 32): string {
  return `${prefix}${bytesToBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))}`
}

/** The bearer token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1), else undefined. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')
  return match?.[1]
}

/** `[id, secret]` of an `Authorization: Basic …` header (RFC 7617), else undefined. */
export function basicCredentials(request: Request): [string, string] | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get('Authorization') ?? '')
  if (!match?.[1]) return undefined
  let decoded: string
  try {
    decoded = new TextDecoder().decode(Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)))
  } catch {
    return undefined
  }
  const colon = decoded.indexOf(':')
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)]
}

/** The JSON object body of a request, or undefined when it is not a JSON object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json()
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The fields of an `application/x-www-form-urlencoded` body (an HTML form post). */
export async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text())
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string)
}

/** ISO 8601 without milliseconds (`2026-11-21T09:30:00Z`), as the services send date-times. */
export function isoSeconds(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`
}
