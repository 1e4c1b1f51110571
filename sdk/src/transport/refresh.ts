/**
 * The one shared token refresh (docs/requirements.md §4, §8; auth0-spa-js model): at most one refresh in flight per
 * sdk instance; across tabs, refreshes are serialised with the Web Lock `sdk-token-refresh` and the
 * store is re-read after taking it, so a tab that waited uses the tokens another tab just obtained
 * (a store shared by tabs, `createTabTokenStore`, hears of them over its BroadcastChannel: a tab that
 * had to wait for the lock waits up to {@link SHARED_TOKEN_WAIT_MS} for them before it refreshes).
 * The refresh itself is the identity service's with the stored refresh token, or the configured
 * `tokenRefresh` (the server-cookie pattern, docs/decisions/031).
 */

import type { ResolvedSdkConfig } from './config.ts'
import { InvalidRefreshTokenError, ServiceError } from './errors.ts'
import { transportInstrumentation } from './instrumentation.ts'
import { parseBody, send } from './send.ts'
import { readTokenReply, type StoredToken, type Tokens } from './token-store.ts'

/** Name of the Web Lock that serialises refreshes across tabs. */
export const REFRESH_LOCK_NAME = 'sdk-token-refresh'

/**
 * How long a tab that waited for another tab's refresh waits for the tokens it shares, in ms, before
 * it refreshes itself (the other tab posts them before it releases the lock; they arrive within
 * milliseconds unless that refresh failed).
 */
export const SHARED_TOKEN_WAIT_MS = 250

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

  const usable = (tokens: Tokens, staleAccessToken: string | undefined) =>
    tokens.access !== undefined && tokens.access.token !== staleAccessToken && !isExpired(tokens.access)

  const signedOut = (error: InvalidRefreshTokenError) => {
    store.clear()
    try {
      config.onSignedOut?.(error)
    } catch {
      // a failing handler must not hide the sign-out from the callers
    }
  }

  const refreshUnderLock = async (
    staleAccessToken: string | undefined,
    waited: boolean,
  ): Promise<Tokens | null> => {
    // Re-read: another tab (or an earlier refresh of this one) may already have new tokens.
    let current = store.get()
    if (usable(current, staleAccessToken)) return current
    if (waited && store.subscribe) {
      await storeChange(store, SHARED_TOKEN_WAIT_MS)
      current = store.get()
      if (usable(current, staleAccessToken)) return current
    }
    if (config.tokenRefresh) {
      let tokens: Tokens | null
      try {
        tokens = await config.tokenRefresh(staleAccessToken)
      } catch (error) {
        if (error instanceof InvalidRefreshTokenError) signedOut(error)
        throw error
      }
      if (!tokens?.access) return null
      store.set(tokens)
      return store.get()
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
        urlTemplate: path,
      })
    } catch (error) {
      if (error instanceof InvalidRefreshTokenError) signedOut(error)
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
      const locks = config.locks
      const run = async () => {
        if (!locks) return refreshUnderLock(staleAccessToken, false)
        // Without waiting first: a tab that finds the lock taken knows another tab is refreshing.
        const now = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
          lock ? { tokens: await refreshUnderLock(staleAccessToken, false) } : undefined,
        )
        return now
          ? now.tokens
          : locks.request(REFRESH_LOCK_NAME, () => refreshUnderLock(staleAccessToken, true))
      }
      // One span per refresh with telemetry installed, however many calls join it (instrumentation.ts).
      inFlight = (transportInstrumentation()?.refresh(run) ?? run()).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}

/** Resolves on the store's next change, or after `ms` without one. */
function storeChange(store: { subscribe?: (listener: () => void) => () => void }, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe?.()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const unsubscribe = store.subscribe?.(done)
  })
}
