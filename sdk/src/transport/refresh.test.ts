import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  AccessDeniedError,
  createSdk,
  InvalidAccessTokenError,
  InvalidRefreshTokenError,
  type LockManagerLike,
  type SdkConfig,
  ServiceError,
  sandboxServiceBaseUrls,
  serviceRequest,
} from './index.ts'
import { createMemoryTokenStore, createTabTokenStore, type Tokens } from './token-store.ts'

const ORIGIN = 'http://sdk.test'
const LICENSES = `${ORIGIN}/license/api/v1/me/licenses`
const REFRESH_V2 = `${ORIGIN}/identity/api/v2/tokens/refresh`
const REFRESH_V1 = `${ORIGIN}/identity/api/v1/tokens/refresh`
const future = () => Math.floor(Date.now() / 1000) + 3600
const past = () => Math.floor(Date.now() / 1000) - 10

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A license endpoint that accepts only `Bearer new-access`, else answers with `reject`. */
function licensesAccepting(token: string, reject: { status: number; code: number }) {
  const seen: (string | null)[] = []
  server.use(
    http.get(LICENSES, ({ request }) => {
      const auth = request.headers.get('authorization')
      seen.push(auth)
      if (auth === `Bearer ${token}`) return HttpResponse.json({ items: [] })
      return HttpResponse.json({ code: reject.code, error: 'token problem' }, { status: reject.status })
    }),
  )
  return seen
}

/** The identity refresh endpoint; counts calls and records bodies. */
function refreshEndpoint(url: string, reply: () => Response) {
  const bodies: unknown[] = []
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json())
      return reply()
    }),
  )
  return bodies
}

const newTokens = () =>
  HttpResponse.json({
    access: { token: 'new-access', expires_at: future() },
    refresh: { token: 'new-refresh', expires_at: future() },
  })

function sdkWith(tokens: Tokens, extra: SdkConfig = {}) {
  const tokenStore = createMemoryTokenStore(tokens)
  const sdk = createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN),
    tokenStore,
    locks: null,
    ...extra,
  })
  const call = () =>
    serviceRequest<{ items: unknown[] }>('license', { sdk, url: '/api/v1/me/licenses', method: 'GET' })
  return { sdk, tokenStore, call }
}

describe('invalid access token: one shared refresh, one retry', () => {
  it('answers 20 concurrent 401 2002 calls with exactly one refresh and 20 retries', async () => {
    const seen = licensesAccepting('new-access', { status: 401, code: 2002 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const { call, tokenStore } = sdkWith({
      access: { token: 'old-access', expires_at: future() },
      refresh: { token: 'old-refresh', expires_at: future() },
    })

    const results = await Promise.all(Array.from({ length: 20 }, call))

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ items: [] })))
    expect(refreshes).toEqual([{ refresh_token: 'old-refresh' }])
    expect(seen.filter((h) => h === 'Bearer old-access')).toHaveLength(20)
    expect(seen.filter((h) => h === 'Bearer new-access')).toHaveLength(20)
    expect(tokenStore.get().refresh?.token).toBe('new-refresh')
  })

  it('treats 403 2001 the same way and uses the v1 path when rotation is off', async () => {
    licensesAccepting('new-access', { status: 403, code: 2001 })
    const refreshes = refreshEndpoint(REFRESH_V1, () =>
      HttpResponse.json({ access: { token: 'new-access', expires_at: future() } }),
    )
    const { call, tokenStore } = sdkWith(
      { access: { token: 'old', expires_at: future() }, refresh: { token: 'keep-me', expires_at: future() } },
      { tokenRotation: false },
    )
    await expect(call()).resolves.toEqual({ items: [] })
    expect(refreshes).toHaveLength(1)
    expect(tokenStore.get().refresh?.token).toBe('keep-me')
  })

  it('retries only once: a second invalid-token reply is thrown, not refreshed again', async () => {
    licensesAccepting('never-accepted', { status: 401, code: 2002 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const { call } = sdkWith({
      access: { token: 'old', expires_at: future() },
      refresh: { token: 'r', expires_at: future() },
    })
    await expect(call()).rejects.toBeInstanceOf(InvalidAccessTokenError)
    expect(refreshes).toHaveLength(1)
  })

  it('refreshes before the call when the stored access token has expired', async () => {
    const seen = licensesAccepting('new-access', { status: 401, code: 2002 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const { call } = sdkWith({
      access: { token: 'old', expires_at: past() },
      refresh: { token: 'r', expires_at: future() },
    })
    await expect(call()).resolves.toEqual({ items: [] })
    expect(refreshes).toHaveLength(1)
    expect(seen).toEqual(['Bearer new-access'])
  })
})

describe('malformed refresh reply', () => {
  it.each([
    ['no access token', { refresh: { token: 'r2', expires_at: 1 } }],
    ['an empty access token', { access: { token: '', expires_at: 4_102_444_800 } }],
    ['expires_at as text', { access: { token: 'a2', expires_at: 'soon' } }],
    ['no JSON object', 'ok'],
  ])('rejects with a ServiceError and keeps the stored tokens: %s', async (_case, body) => {
    licensesAccepting('a2', { status: 401, code: 2002 })
    refreshEndpoint(REFRESH_V2, () => HttpResponse.json(body))
    const stored = {
      access: { token: 'old', expires_at: future() },
      refresh: { token: 'r', expires_at: future() },
    }
    const { call, tokenStore } = sdkWith(stored)
    const error = await call().then(
      () => expect.fail('resolved'),
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).message).toBe('Malformed token refresh reply')
    expect(tokenStore.get()).toEqual(stored)
  })
})

describe('invalid refresh token', () => {
  it.each([1001, 1007])(
    'clears the store, signs out once and rejects every caller (400 %i)',
    async (code) => {
      const seen = licensesAccepting('new-access', { status: 401, code: 2002 })
      const refreshes = refreshEndpoint(REFRESH_V2, () =>
        HttpResponse.json({ code, error: 'Invalid refresh token' }, { status: 400 }),
      )
      const onSignedOut = vi.fn()
      const { call, tokenStore, sdk } = sdkWith(
        { access: { token: 'old', expires_at: future() }, refresh: { token: 'bad', expires_at: future() } },
        { onSignedOut },
      )

      const results = await Promise.allSettled(Array.from({ length: 5 }, call))

      for (const result of results) {
        expect(result.status).toBe('rejected')
        expect((result as PromiseRejectedResult).reason).toBeInstanceOf(InvalidRefreshTokenError)
      }
      expect(refreshes).toHaveLength(1)
      expect(seen).toHaveLength(5)
      expect(tokenStore.get()).toEqual({})
      expect(sdk.isSignedIn()).toBe(false)
      expect(onSignedOut).toHaveBeenCalledTimes(1)
    },
  )
})

describe('403 2000 access denied', () => {
  it('refreshes and retries when no access token was sent but a refresh token exists', async () => {
    const seen = licensesAccepting('new-access', { status: 403, code: 2000 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const { call } = sdkWith({ refresh: { token: 'r', expires_at: future() } })
    await expect(call()).resolves.toEqual({ items: [] })
    expect(refreshes).toHaveLength(1)
    expect(seen).toEqual([null, 'Bearer new-access'])
  })

  it('throws AccessDeniedError when an access token was sent', async () => {
    licensesAccepting('new-access', { status: 403, code: 2000 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const { call } = sdkWith({
      access: { token: 'a', expires_at: future() },
      refresh: { token: 'r', expires_at: future() },
    })
    const error = await call().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccessDeniedError)
    expect(error).toMatchObject({ status: 403, code: 2000, message: 'token problem' })
    expect(refreshes).toHaveLength(0)
  })

  it('throws AccessDeniedError when there is no refresh token', async () => {
    licensesAccepting('new-access', { status: 403, code: 2000 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    await expect(sdkWith({}).call()).rejects.toBeInstanceOf(AccessDeniedError)
    expect(refreshes).toHaveLength(0)
  })
})

/**
 * A Web Locks double: one holder at a time per process; `ifAvailable` gets `null` while held (or
 * while `otherTab` says another tab holds it, running `otherTab` once the waiting request gets it).
 */
function fakeLocks(otherTab?: () => void) {
  const names: string[] = []
  let held = Boolean(otherTab)
  const waiting: (() => void)[] = []
  const request = async (
    name: string,
    optionsOrCallback: { ifAvailable: boolean } | ((lock: unknown) => Promise<unknown>),
    maybeCallback?: (lock: unknown) => Promise<unknown>,
  ) => {
    names.push(name)
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback
    if (!callback) throw new TypeError('no callback')
    if (held && typeof optionsOrCallback === 'object' && optionsOrCallback.ifAvailable) return callback(null)
    if (held) {
      if (otherTab) {
        otherTab()
        held = false
      } else await new Promise<void>((resolve) => waiting.push(resolve))
    }
    held = true
    try {
      return await callback({ name })
    } finally {
      held = false
      waiting.shift()?.()
    }
  }
  return { locks: { request } as LockManagerLike, names }
}

describe('Web Locks across tabs', () => {
  it('re-reads the store after taking the lock and uses the tokens another tab obtained', async () => {
    const seen = licensesAccepting('other-tab-access', { status: 401, code: 2002 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const shared = createMemoryTokenStore({
      access: { token: 'old', expires_at: future() },
      refresh: { token: 'r', expires_at: future() },
    })
    // Another tab holds the lock; it refreshes and writes the shared store before this tab gets it.
    const { locks, names } = fakeLocks(() =>
      shared.set({
        access: { token: 'other-tab-access', expires_at: future() },
        refresh: { token: 'other-tab-refresh', expires_at: future() },
      }),
    )
    const { call } = sdkWith({}, { tokenStore: shared, locks })

    await expect(call()).resolves.toEqual({ items: [] })
    expect(names).toEqual(['sdk-token-refresh', 'sdk-token-refresh'])
    expect(refreshes).toHaveLength(0)
    expect(seen).toEqual(['Bearer old', 'Bearer other-tab-access'])
  })

  it('waits briefly for the tokens a tab that held the lock shares, instead of refreshing again', async () => {
    const seen = licensesAccepting('shared-access', { status: 401, code: 2002 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const shared = createTabTokenStore({ BroadcastChannel: null })
    shared.set({
      access: { token: 'old', expires_at: future() },
      refresh: { token: 'r', expires_at: future() },
    })
    // The other tab's message arrives just after its lock does.
    const { locks } = fakeLocks(() =>
      setTimeout(() => shared.set({ access: { token: 'shared-access', expires_at: future() } }), 20),
    )
    const { call } = sdkWith({}, { tokenStore: shared, locks })
    await expect(call()).resolves.toEqual({ items: [] })
    expect(refreshes).toHaveLength(0)
    expect(seen).toEqual(['Bearer old', 'Bearer shared-access'])
  })

  it('refreshes under the lock when no other tab did', async () => {
    licensesAccepting('new-access', { status: 401, code: 2002 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const { locks, names } = fakeLocks()
    const { call } = sdkWith(
      { access: { token: 'old', expires_at: future() }, refresh: { token: 'r', expires_at: future() } },
      { locks },
    )
    await Promise.all([call(), call(), call()])
    expect(names).toEqual(['sdk-token-refresh'])
    expect(refreshes).toHaveLength(1)
  })
})

describe("tokenRefresh: the refresh done by the app's server (docs/decisions/031)", () => {
  it('gets a missing access token first, once for concurrent calls, and never calls the identity refresh', async () => {
    const seen = licensesAccepting('server-access', { status: 403, code: 2000 })
    const refreshes = refreshEndpoint(REFRESH_V2, newTokens)
    const tokenRefresh = vi.fn(async () => ({ access: { token: 'server-access', expires_at: future() } }))
    const { call, tokenStore } = sdkWith({}, { tokenRefresh })
    await Promise.all([call(), call(), call()])
    expect(tokenRefresh).toHaveBeenCalledTimes(1)
    expect(tokenRefresh).toHaveBeenCalledWith(undefined)
    expect(seen).toEqual(['Bearer server-access', 'Bearer server-access', 'Bearer server-access'])
    expect(refreshes).toHaveLength(0)
    expect(tokenStore.get()).toEqual({ access: { token: 'server-access', expires_at: expect.any(Number) } })
  })

  it('asks again with the refused token on 401 2002, and when the stored one expired', async () => {
    licensesAccepting('second', { status: 401, code: 2002 })
    const tokenRefresh = vi.fn(async () => ({ access: { token: 'second', expires_at: future() } }))
    const { call } = sdkWith({ access: { token: 'first', expires_at: future() } }, { tokenRefresh })
    await call()
    expect(tokenRefresh).toHaveBeenCalledWith('first')
    const expired = sdkWith({ access: { token: 'gone', expires_at: past() } }, { tokenRefresh })
    await expired.call()
    expect(tokenRefresh).toHaveBeenLastCalledWith('gone')
  })

  it('signs out when the session ended: the store cleared, onSignedOut called, the error thrown', async () => {
    licensesAccepting('never', { status: 401, code: 2002 })
    const ended = new InvalidRefreshTokenError({ status: 400, body: { code: 1001, error: 'Session ended' } })
    const onSignedOut = vi.fn()
    const { call, tokenStore } = sdkWith(
      { access: { token: 'old', expires_at: future() } },
      { tokenRefresh: async () => Promise.reject(ended), onSignedOut },
    )
    await expect(call()).rejects.toBe(ended)
    expect(onSignedOut).toHaveBeenCalledWith(ended)
    expect(tokenStore.get()).toEqual({})
  })

  it('sends the call without a token when there is no session (null), and throws the refusal', async () => {
    const seen = licensesAccepting('never', { status: 403, code: 2000 })
    const tokenRefresh = vi.fn(async () => null)
    await expect(sdkWith({}, { tokenRefresh }).call()).rejects.toBeInstanceOf(AccessDeniedError)
    expect(seen).toEqual([null])
  })
})
