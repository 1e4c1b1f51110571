/**
 * The sdk transport against the stateful fakes (msw `setupServer`): what an app's tests see when they
 * use `@music/sdk/mocks` — one shared refresh for concurrent calls with an expired access token, a
 * rotated refresh token stored, and a sign-out when the refresh token was reused elsewhere.
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createSdk,
  InvalidRefreshTokenError,
  sandboxServiceBaseUrls,
  serviceRequest,
} from '../transport/index.ts'
import { createMemoryTokenStore, type TokenStore } from '../transport/token-store.ts'
import { mockHandlers } from './index.ts'
import type { Sandbox } from './sandbox.ts'
import { SANDBOX_APP_ID } from './seed.ts'

const server = setupServer()
let sandbox: Sandbox
let now = Date.now()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  now = Date.now()
  const mocks = mockHandlers(undefined, { accessTokenTtlSeconds: 60, now: () => now })
  sandbox = mocks.sandbox
  server.resetHandlers(...mocks.handlers)
})
afterAll(() => server.close())

/** An sdk signed in as Alex, with its token store. */
function signedInSdk(): { sdk: ReturnType<typeof createSdk>; store: TokenStore; refresh: string } {
  const alex = sandbox.stores.identity.findByEmail('alex.rivera@example.com')
  const tokens = sandbox.stores.identity.signIn(alex?.id ?? 0, SANDBOX_APP_ID)
  const store = createMemoryTokenStore(tokens)
  const sdk = createSdk({ serviceBaseUrls: sandboxServiceBaseUrls(), tokenStore: store, locks: null })
  return { sdk, store, refresh: tokens.refresh.token }
}

const licenses = { url: '/api/v1/me/licenses', method: 'GET' }

describe('the sdk over createSandbox', () => {
  it('refreshes once for concurrent calls after the access token expired on the service', async () => {
    const { sdk, store, refresh } = signedInSdk()
    now += 61_000 // the service's clock: the token is expired there, not in the sdk's eyes
    const replies = await Promise.all([
      serviceRequest<{ items: unknown[] }>('license', { ...licenses, sdk }),
      serviceRequest<{ items: unknown[] }>('license', { sdk, url: '/api/v1/me/products', method: 'GET' }),
      serviceRequest<{ dj_name: string }>('profile', { sdk, url: '/api/v1/me', method: 'GET' }),
    ])
    expect(replies[0].items).toHaveLength(5)
    expect(replies[2].dj_name).toBe('DJ Riv')
    expect(sandbox.stats().refreshCalls).toBe(1)
    expect(store.get().refresh?.token).not.toBe(refresh) // rotated (v2)
  })

  it('signs out when its refresh token was already used elsewhere (family revoked)', async () => {
    const { sdk, store, refresh } = signedInSdk()
    expect(sandbox.stores.identity.refresh(refresh, true).ok).toBe(true) // another tab rotated it
    now += 61_000
    await expect(serviceRequest('license', { ...licenses, sdk })).rejects.toBeInstanceOf(
      InvalidRefreshTokenError,
    )
    expect(store.get()).toEqual({})
  })
})
