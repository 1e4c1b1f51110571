/**
 * Stateful handlers of the identity service's API (`specs/identity.yaml`; docs/requirements.md §6, §7, §8): token
 * exchange (PKCE), refresh with and without rotation, the current user, login with application
 * credentials and logout, and the credential checks every fake shares (`requireUser`,
 * `requireSameUser`, `requireScope`, `requireRecentPassword`). The account's lifecycle (sign-up,
 * deactivation, email change, user search) is in `account.ts`, the browser pages in `pages.ts`.
 */
import { HttpResponse, type HttpResponseResolver, http, type PathParams } from 'msw'
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
import type { SeedApp } from '../seed.ts'
import { IDENTITY_ERROR_CODES } from './rules.ts'
import type { IdentityStore, IdentityUser, TokenResult } from './store.ts'
import { waitInWords } from './throttle.ts'
import { grantedScopes } from './types.ts'

/**
 * The `User` reply of `specs/identity.yaml` (no password, no internal flags), with the user's scopes;
 * with `includeHistory`, the earlier addresses as `email_address_history` (oldest first).
 */
export function toUser(user: IdentityUser, includeHistory = false) {
  const { password: _password, disabled: _disabled, scopes: _grants, emailHistory, ...rest } = user
  const reply = { ...rest, scopes: grantedScopes(user) }
  return includeHistory ? { ...reply, email_address_history: [...(emailHistory ?? [])] } : reply
}

/** A non-blank string value, else undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined

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

/** The `/me` path prefix and its `/users/{userId}` twin (docs/requirements.md §6), for handlers of both. */
export const ACCOUNT_PATHS = ['/api/v1/me', '/api/v1/users/:userId'] as const

/**
 * The user a `/me/…` or `/users/{userId}/…` operation acts on: the token's user, who must be
 * `params.userId` when the path has one (401 code 2002 / 403 code 2000 otherwise).
 */
export function requireAccountOwner(
  identity: IdentityStore,
  request: Request,
  params: Record<string, unknown>,
): IdentityUser | Response {
  return params.userId === undefined
    ? requireUser(identity, request)
    : requireSameUser(identity, request, params.userId)
}

/** What an account operation answers for the user it acts on. */
export type AccountAnswer = (
  user: IdentityUser,
  request: Request,
  params: PathParams,
) => Response | Promise<Response>

/**
 * The msw handlers of one account operation under `api` (e.g. `http://localhost:4100/license/api/v1`):
 * `/me<path>` for the token's user and its `/users/:userId<path>` twin for that user only; `answer`
 * runs once the user is known (401 code 2002 / 403 code 2000 otherwise, as `requireAccountOwner`).
 */
export function accountTwins(
  identity: IdentityStore,
  api: string,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  answer: AccountAnswer,
) {
  const resolver: HttpResponseResolver = ({ request, params }) => {
    const user = requireAccountOwner(identity, request, params)
    return user instanceof Response ? user : answer(user, request, params)
  }
  return [http[method](`${api}/me${path}`, resolver), http[method](`${api}/users/:userId${path}`, resolver)]
}

/** The scope that lets a staff tool find users by email address (`GET /api/v1/users`). */
export const USER_ADMIN_SCOPE = 'user-admin'

/**
 * The token's user when their password was entered within `windowSeconds` (the token's sign-in; a
 * refresh keeps its time), else 401 code 2011: sign in again with `prompt=login` (decision 017).
 * @param user the token's user (from `requireUser` / `requireSameUser`)
 */
export function requireRecentPassword(
  identity: IdentityStore,
  request: Request,
  user: IdentityUser,
  windowSeconds: number,
  now: number,
): IdentityUser | Response {
  const enteredAt = identity.passwordEnteredAt(bearerToken(request)) ?? 0
  if (now - enteredAt <= windowSeconds * 1000) return user
  return errorResponse(
    401,
    IDENTITY_ERROR_CODES.passwordReentryRequired,
    'User is required to re-enter their password',
  )
}

/** The registered application of a request's basic credentials (`app_id:secret`), else undefined. */
export function appOf(identity: IdentityStore, request: Request): SeedApp | undefined {
  const credentials = basicCredentials(request)
  const app = credentials && identity.apps.get(credentials[0])
  return app && app.secret === credentials?.[1] ? app : undefined
}

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

    http.post(`${base}/api/v1/login`, async ({ request }) => {
      const app = appOf(identity, request)
      if (!app) return badRequest('Invalid application credentials')
      const body = await readJsonObject(request)
      // The client of the login API is an app's server, never a known device: its attempts count
      // with the account's other strangers (throttle.ts).
      const user = identity.attemptSignIn(String(body?.email_address ?? ''), String(body?.password ?? ''))
      if (typeof user === 'object' && 'retryAfter' in user) {
        const refused = badRequest(
          `Too many wrong passwords for this account; try again in ${waitInWords(user.retryAfter)}`,
        )
        refused.headers.set('Retry-After', String(user.retryAfter))
        return refused
      }
      if (user === 'invalid') return badRequest('Invalid email address or password')
      if (user === 'deactivated')
        return errorResponse(400, IDENTITY_ERROR_CODES.deactivated, 'This account has been deactivated.')
      return json({ user: toUser(user), tokens: identity.signIn(user.id, app.app_id) })
    }),

    // As the public SDK calls it: no bearer token, the refresh token in the body is the credential.
    // `refresh_token_ids` prove nothing by themselves, so they need the owner's bearer token.
    http.post(`${base}/api/v1/me/logout`, async ({ request }) => {
      const body = await readJsonObject(request)
      const token = text(body?.refresh_token)
      const ids = text(body?.refresh_token_ids)
        ?.split(',')
        .map((id) => Number(id.trim()))
      if (!token && !ids?.length) return badRequest('refresh_token or refresh_token_ids is required')
      if (ids?.some((id) => !Number.isInteger(id))) return badRequest('refresh_token_ids must be numbers')
      let userId: number | undefined
      if (token) {
        userId = identity.revokeRefreshToken({ token })
      } else {
        const user = requireUser(identity, request)
        if (user instanceof Response) return user
        const owners = (ids ?? []).map((id) => identity.revokeRefreshToken({ id }, user.id))
        userId = owners.every((owner) => owner !== undefined) ? user.id : undefined
      }
      const user = userId === undefined ? undefined : identity.users.get(userId)
      if (!user) return badRequest('Unknown refresh token')
      if (body?.disable_login === true) user.disabled = true
      return new HttpResponse(null, { status: 204 })
    }),
  ]
}
