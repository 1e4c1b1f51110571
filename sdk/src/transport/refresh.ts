/**
 * The one shared token refresh (docs/requirements.md §4, §8; auth0-spa-js model): at most one refresh in flight per
 * sdk instance; across tabs, refreshes are serialised with the Web Lock `sdk-token-refresh` and the
 * store is re-read after taking it, so a tab that waited uses the tokens another tab just obtained.
 */

import type { ResolvedSdkConfig } from './config.ts'
import { InvalidRefreshTokenError, ServiceError } from './errors.ts'
import { parseBody, send } from './send.ts'
import { readTokenReply, type StoredToken, type Tokens } from './token-store.ts'

/** Name of the Web Lock that serialises refreshes across tabs. */
export const REFRESH_LOCK_NAME = 'sdk-token-refresh'

/** True when a token's `expires_at` (seconds since epoch) has passed. */
export function isExpired(token: StoredToken, nowMs = Date.now()): boolean {
  return token.expires_at * 1000 <= nowMs
}

/** The shared refresh of one sdk instance. */
export interface Refresher {
  /**
   * Makes sure the store holds an access token newer than `staleAccessToken` (the token a failed or
   * expired call used; `undefined` when it had none). Joins the refresh in flight if there is one.
   * @returns the tokens now stored, or `null` when there is no refresh token to refresh with
   * @throws InvalidRefreshTokenError (after clearing the store and calling `onSignedOut`), or any
   *   other catalogue error of the refresh call
   */
  refresh(staleAccessToken: string | undefined): Promise<Tokens | null>
}

/** Creates the {@link Refresher} of one sdk instance. */
export function createRefresher(config: ResolvedSdkConfig): Refresher {
  let inFlight: Promise<Tokens | null> | null = null
  const store = config.tokenStore

  const refreshUnderLock = async (staleAccessToken: string | undefined): Promise<Tokens | null> => {
    // Re-read: another tab (or an earlier refresh of this one) may already have new tokens.
    const current = store.get()
    if (current.access && current.access.token !== staleAccessToken && !isExpired(current.access)) {
      return current
    }
    if (!current.refresh) return null
    const path = config.tokenRotation ? '/api/v2/tokens/refresh' : '/api/v1/tokens/refresh'
    let response: Response
    try {
      response = await send(config, {
        service: 'identity',
        url: `${config.serviceBaseUrls.identity}${path}`,
        method: 'POST',
        headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
        body: JSON.stringify({ refresh_token: current.refresh.token }),
        auth: 'none',
      })
    } catch (error) {
      if (error instanceof InvalidRefreshTokenError) {
        store.clear()
        try {
          config.onSignedOut?.(error)
        } catch {
          // a failing handler must not hide the sign-out from the callers
        }
      }
      throw error
    }
    const tokens = readTokenReply(parseBody(await response.arrayBuffer()))
    if (!tokens) {
      throw new ServiceError({ status: response.status, message: 'Malformed token refresh reply', response })
    }
    store.set(tokens)
    return store.get()
  }

  return {
    refresh(staleAccessToken) {
      if (inFlight) return inFlight
      const run = () => refreshUnderLock(staleAccessToken)
      inFlight = (config.locks ? config.locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}
