/**
 * Stateful handlers of the identity service's API (`specs/identity.yaml`; docs/requirements.md §6, §7, §8): token
 * exchange (PKCE), refresh with and without rotation, the current user, login with application
 * credentials, logout and sign-up. The sign-in and logout pages are in `pages.ts`.
 */
import { HttpResponse, http } from 'msw'
import {
  accessDenied,
  badRequest,
  basicCredentials,
  bearerToken,
  ERROR_CODES,
  errorResponse,
  invalidAccessToken,
  json,
  readJsonObject,
} from '../http.ts'
import type { IdentityStore, IdentityUser, TokenResult } from './store.ts'
import { grantedScopes } from './types.ts'

/** The `User` reply of `specs/identity.yaml` (no password, no internal flags), with the user's scopes. */
export function toUser(user: IdentityUser) {
  const { password: _password, disabled: _disabled, scopes: _grants, ...rest } = user
  return { ...rest, scopes: grantedScopes(user) }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The user of a live bearer token, or the 401 2002 reply. */
export function requireUser(identity: IdentityStore, request: Request): IdentityUser | Response {
  const userId = identity.authenticate(bearerToken(request))
  const user = userId === undefined ? undefined : identity.users.get(userId)
  return user ?? invalidAccessToken()
}

/**
 * The user of a live bearer token that holds `scope` under `service` (`grantedScopes`), or the reply:
 * 401 2002 without a live token, 403 2000 when the scope is missing (docs/requirements.md §8 "access denied").
 */
export function requireScope(
  identity: IdentityStore,
  request: Request,
  service: string,
  scope: string,
): IdentityUser | Response {
  const user = requireUser(identity, request)
  if (user instanceof Response || grantedScopes(user)[service]?.includes(scope)) return user
  return accessDenied()
}

/** The scope that lets a staff tool find users by email address (`GET /api/v1/users`). */
export const USER_ADMIN_SCOPE = 'user-admin'

/**
 * The user of a live bearer token when `userId` (the `{userId}` of a `/users/{userId}/…` path) is
 * theirs: 401 code 2002 without a live token, 403 code 2000 for another user's id (docs/requirements.md §6, §8).
 */
export function requireSameUser(
  identity: IdentityStore,
  request: Request,
  userId: unknown,
): IdentityUser | Response {
  const user = requireUser(identity, request)
  if (user instanceof Response) return user
  return String(user.id) === String(userId) ? user : accessDenied()
}

function tokenReply(result: TokenResult): Response {
  if (!result.ok) return errorResponse(400, result.code, result.error)
  return json(result.tokens)
}

/** The identity API handlers under `base` (e.g. `http://localhost:4100/identity`). */
export function identityApiHandlers(identity: IdentityStore, base: string) {
  const appOf = (request: Request) => {
    const credentials = basicCredentials(request)
    const app = credentials && identity.apps.get(credentials[0])
    return app && app.secret === credentials?.[1] ? app : undefined
  }
  const refresh =
    (rotate: boolean) =>
    async ({ request }: { request: Request }) => {
      const body = await readJsonObject(request)
      const token = text(body?.refresh_token)
      if (!token) {
        identity.stats.refreshCalls++
        return errorResponse(400, ERROR_CODES.invalidRefreshToken, 'refresh_token is required')
      }
      return tokenReply(identity.refresh(token, rotate))
    }

  return [
    http.post(`${base}/api/v1/tokens/exchange`, async ({ request }) => {
      identity.stats.exchangeCalls++
      const body = await readJsonObject(request)
      const [grantType, appId, code, redirectUri, verifier] = [
        body?.grant_type,
        text(body?.app_id),
        text(body?.code),
        text(body?.redirect_uri),
        text(body?.code_verifier),
      ]
      if (grantType !== 'authorization_code') return badRequest('grant_type must be authorization_code')
      if (!appId || !code || !redirectUri || !verifier) {
        return badRequest('app_id, code, redirect_uri and code_verifier are required')
      }
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return badRequest('Invalid code_verifier')
      const result = await identity.exchangeCode({ code, appId, redirectUri, verifier })
      if (!result.ok) return errorResponse(400, result.code, result.error)
      return json({ user: toUser(identity.users.get(result.userId) as IdentityUser), tokens: result.tokens })
    }),
    http.post(`${base}/api/v2/tokens/refresh`, refresh(true)),
    http.post(`${base}/api/v1/tokens/refresh`, refresh(false)),

    http.get(`${base}/api/v1/me`, ({ request }) => {
      const user = requireUser(identity, request)
      return user instanceof Response ? user : json(toUser(user))
    }),
    http.get(`${base}/api/v1/users/:userId`, ({ request, params }) => {
      const user = requireSameUser(identity, request, params.userId)
      return user instanceof Response ? user : json(toUser(user))
    }),

    http.get(`${base}/api/v1/users`, ({ request }) => {
      const staff = requireScope(identity, request, 'identity', USER_ADMIN_SCOPE)
      if (staff instanceof Response) return staff
      const email = new URL(request.url).searchParams.get('email_address')?.trim() ?? ''
      if (!EMAIL.test(email)) return badRequest('A valid email_address is required')
      const found = identity.findByEmail(email)
      return json({ items: found ? [toUser(found)] : [] })
    }),

    http.post(`${base}/api/v1/login`, async ({ request }) => {
      const app = appOf(request)
      if (!app) return badRequest('Invalid application credentials')
      const body = await readJsonObject(request)
      const user = identity.findByCredentials(String(body?.email_address ?? ''), String(body?.password ?? ''))
      if (!user) return badRequest('Invalid email address or password')
      return json({ user: toUser(user), tokens: identity.signIn(user.id, app.app_id) })
    }),

    http.post(`${base}/api/v1/me/logout`, async ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const body = await readJsonObject(request)
      const token = text(body?.refresh_token)
      const ids = text(body?.refresh_token_ids)
        ?.split(',')
        .map((id) => Number(id.trim()))
      if (!token && !ids?.length) return badRequest('refresh_token or refresh_token_ids is required')
      if (ids?.some((id) => !Number.isInteger(id))) return badRequest('refresh_token_ids must be numbers')
      const found = token
        ? identity.revokeRefreshToken(user.id, { token })
        : (ids ?? []).map((id) => identity.revokeRefreshToken(user.id, { id })).every(Boolean)
      if (!found) return badRequest('Unknown refresh token')
      if (body?.disable_login === true) user.disabled = true
      return new HttpResponse(null, { status: 204 })
    }),

    http.post(`${base}/api/v1/users`, async ({ request }) => {
      if (!appOf(request)) return badRequest('Invalid application credentials')
      const body = await readJsonObject(request)
      const email = text(body?.email_address)?.trim()
      const password = text(body?.password)
      if (!email || !EMAIL.test(email)) return badRequest('A valid email_address is required')
      if (!password || password.length < 8) return badRequest('password must have at least 8 characters')
      if (identity.findByEmail(email)) return badRequest('This email address is already registered')
      const user = identity.createUser({
        email_address: email,
        password,
        first_name: text(body?.first_name) ?? '',
        last_name: text(body?.last_name) ?? '',
        locale: text(body?.locale) ?? 'en_US',
        date_created: text(body?.timestamp),
      })
      return json(toUser(user))
    }),
  ]
}
