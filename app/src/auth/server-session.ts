/**
 * The server functions of sign-in (docs/decisions/031): the code exchange, the refresh and the
 * sign-out run on the site's server (server-session.server.ts), which keeps the refresh token in an
 * `HttpOnly` `__Host-` cookie; the browser gets the access token alone. Only the site's own pages may
 * call them (`withSessionCookies`: another origin's request is refused with 403). Replies are
 * `private, no-store`.
 */
import { createServerFn } from '@tanstack/react-start'
import { BadInputError } from '../../server/bad-input.ts'
import { countSessionRefresh } from '../telemetry/session-metrics.server.ts'
import {
  type CodeExchangeInput,
  type CodeExchangeResult,
  exchangeCodeOnServer,
  type RefreshResult,
  refreshOnServer,
  signOutOnServer,
  withSessionCookies,
} from './server-session.server.ts'

/**
 * Checks anyone's input to {@link exchangeSignInCode}: three strings of sensible length.
 * @throws BadInputError (400) for anything else (the site handler answers 400)
 */
export function parseCodeExchangeInput(input: unknown): CodeExchangeInput {
  const { code, codeVerifier, redirectUri } = (input ?? {}) as Record<string, unknown>
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value !== '' && value.length <= max
  if (!text(code, 2048) || !text(codeVerifier, 128) || !text(redirectUri, 2048)) {
    throw new BadInputError('exchangeSignInCode: invalid input')
  }
  return { code, codeVerifier, redirectUri } as CodeExchangeInput
}

/** Server function: exchanges a sign-in return's code; the refresh token goes into the HttpOnly cookie. */
export const exchangeSignInCode = createServerFn({ method: 'POST' })
  .validator(parseCodeExchangeInput)
  .handler(
    ({ data }): Promise<CodeExchangeResult> =>
      withSessionCookies((config, store) => exchangeCodeOnServer(config, store, data), { outcome: 'failed' }),
  )

/** What a tab says when it asks for a token: the user its screens belong to, if it shows any. */
export interface RefreshInput {
  screenUser?: number
}

/**
 * Checks anyone's input to {@link refreshSession}: nothing, or `screenUser`, a positive integer.
 * @throws BadInputError (400) for anything else
 */
export function parseRefreshInput(input: unknown): RefreshInput {
  if (input === undefined || input === null) return {}
  const { screenUser } = input as Record<string, unknown>
  if (screenUser === undefined) return {}
  if (typeof screenUser !== 'number' || !Number.isSafeInteger(screenUser) || screenUser <= 0) {
    throw new BadInputError('refreshSession: invalid input')
  }
  return { screenUser }
}

/**
 * Server function: a new access token from the refresh-token cookie and its user's id, counted by
 * outcome (decision 041); a tab whose screens belong to another user gets no token (`other-user`,
 * decision 034).
 */
export const refreshSession = createServerFn({ method: 'POST' })
  .validator(parseRefreshInput)
  .handler(
    async ({ data }): Promise<RefreshResult> =>
      countSessionRefresh(
        await withSessionCookies((config, store) => refreshOnServer(config, store, data.screenUser), {
          outcome: 'unavailable',
          status: 403,
          message: 'Refused',
        }),
        'refresh-session',
      ),
  )

/** Server function: signs out (the refresh token revoked unless `revoke` is false) and deletes the cookies. */
export const endSession = createServerFn({ method: 'POST' })
  .validator((input: unknown): { revoke: boolean } => ({
    revoke: (input as { revoke?: unknown } | undefined)?.revoke !== false,
  }))
  .handler(({ data }) =>
    withSessionCookies(async (config, store) => {
      await signOutOnServer(config, store, data.revoke)
      return true
    }, false),
  )
