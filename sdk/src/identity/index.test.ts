/**
 * `@music/sdk/identity` end to end over msw: the generated hooks' query options and request functions,
 * and the openapi-fetch client, reach the identity service through the one transport (credentials of
 * docs/requirements.md §6, versioned paths, catalogue errors of docs/requirements.md §8). Needs `npm run codegen`.
 */
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getGetMyProfileQueryKey } from '../profile/index.ts'
import { createSdk, InvalidRefreshTokenError, PasswordReentryRequiredError } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import {
  createIdentityClient,
  exchangeToken,
  getGetMeQueryKey,
  getGetMeQueryOptions,
  getGetUserQueryKey,
  getListUsersQueryKey,
  login,
  logoutMe,
  refreshTokens,
  refreshTokensWithoutRotation,
} from './index.ts'

const ORIGIN = 'https://id.serato.com'
const future = Math.floor(Date.now() / 1000) + 3600
const user = {
  id: 1234567,
  email_address: 'dj.shadow@example.com',
  date_created: '2019-04-01T09:30:00Z',
  locale: 'en_US',
}
const tokens = {
  access: { token: 'new-access', expires_at: future, type: 'Bearer' as const },
  refresh: { token: 'new-refresh', expires_at: future + 86_400, type: 'Bearer' as const },
}

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const signedIn = () =>
  createSdk({
    tokenStore: createMemoryTokenStore({ access: { token: 'acc', expires_at: future } }),
    locks: null,
  })

/** A code exchange request as the sign-in return sends it. */
const exchangeBody = {
  grant_type: 'authorization_code' as const,
  app_id: 'web',
  code: 'c0de',
  redirect_uri: 'https://www.example.com/dj/pro',
  code_verifier: 'dBjftJeZ4CVP-mJ0kzQV6kkfJHZhF5ci1SS7XNPJwBM',
}

describe('query keys', () => {
  it('start with the service, so identity and profile `/api/v1/me` never share a cache entry', () => {
    expect(getGetMeQueryKey()).toEqual(['identity', '/api/v1/me'])
    expect(getGetMyProfileQueryKey()).toEqual(['profile', '/api/v1/me'])
  })

  it('hold path and query inputs after the path', () => {
    expect(getGetUserQueryKey(42)).toEqual(['identity', '/api/v1/users/42', { userId: 42 }])
    expect(getListUsersQueryKey({ email_address: 'a@example.com' })).toEqual([
      'identity',
      '/api/v1/users',
      { params: { email_address: 'a@example.com' } },
    ])
  })
})

describe('hooks over the transport', () => {
  it('getGetMeQueryOptions fetches /api/v1/me with the bearer token', async () => {
    let authorization: string | null = null
    server.use(
      http.get(`${ORIGIN}/api/v1/me`, ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json(user)
      }),
    )
    const queryClient = new QueryClient()
    const me = await queryClient.fetchQuery(getGetMeQueryOptions({ request: { sdk: signedIn() } }))
    expect(me).toEqual(user)
    expect(authorization).toBe('Bearer acc')
    expect(queryClient.getQueryData(getGetMeQueryKey())).toEqual(user)
  })

  it('exchangeToken posts the PKCE body without credentials', async () => {
    let seen: { authorization: string | null; body: unknown } | undefined
    server.use(
      http.post(`${ORIGIN}/api/v1/tokens/exchange`, async ({ request }) => {
        seen = { authorization: request.headers.get('Authorization'), body: await request.json() }
        return HttpResponse.json({ user, tokens })
      }),
    )

    await expect(exchangeToken(exchangeBody, { sdk: signedIn() })).resolves.toEqual({ user, tokens })
    expect(seen).toEqual({ authorization: null, body: exchangeBody })
  })

  it('refreshTokens calls v2 (rotation) and refreshTokensWithoutRotation v1', async () => {
    const calls: string[] = []
    const answer = ({ request }: { request: Request }) => {
      calls.push(new URL(request.url).pathname)
      return HttpResponse.json(tokens)
    }
    server.use(
      http.post(`${ORIGIN}/api/v2/tokens/refresh`, answer),
      http.post(`${ORIGIN}/api/v1/tokens/refresh`, answer),
    )
    await refreshTokens({ refresh_token: 'r' }, { sdk: signedIn() })
    await refreshTokensWithoutRotation({ refresh_token: 'r' }, { sdk: signedIn() })
    expect(calls).toEqual(['/api/v2/tokens/refresh', '/api/v1/tokens/refresh'])
  })

  it('rejects with the catalogue error of the reply (400 1007: invalid refresh token)', async () => {
    server.use(
      http.post(`${ORIGIN}/api/v2/tokens/refresh`, () =>
        HttpResponse.json({ code: 1007, error: 'Refresh token has expired' }, { status: 400 }),
      ),
    )
    await expect(refreshTokens({ refresh_token: 'r' }, { sdk: signedIn() })).rejects.toBeInstanceOf(
      InvalidRefreshTokenError,
    )
  })
})

describe('openapi-fetch client over the transport', () => {
  it('GET /api/v1/users/{userId} sends the bearer token and returns the typed body', async () => {
    let authorization: string | null = null
    server.use(
      http.get(`${ORIGIN}/api/v1/users/:userId`, ({ request, params }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json({ ...user, id: Number(params.userId) })
      }),
    )
    const client = createIdentityClient(signedIn())
    const { data } = await client.GET('/api/v1/users/{userId}', { params: { path: { userId: 42 } } })
    expect(data?.id).toBe(42)
    expect(authorization).toBe('Bearer acc')
  })

  it('rejects with PasswordReentryRequiredError on 401 2011', async () => {
    server.use(
      http.delete(`${ORIGIN}/api/v1/me`, () =>
        HttpResponse.json(
          { code: 2011, error: 'User is required to re-enter their password' },
          { status: 401 },
        ),
      ),
    )
    await expect(createIdentityClient(signedIn()).DELETE('/api/v1/me')).rejects.toBeInstanceOf(
      PasswordReentryRequiredError,
    )
  })
})

describe('tokens are kept without an extra step', () => {
  const past = Math.floor(Date.now() / 1000) - 60
  const credentials = { email_address: user.email_address, password: 'Turntable-42' }

  it('login (request function and client) sends the app credentials and stores the reply’s tokens', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post(`${ORIGIN}/api/v1/login`, ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ user, tokens })
      }),
    )
    const viaHook = createSdk({
      appId: 'app',
      appSecret: 's3cret',
      tokenStore: createMemoryTokenStore(),
      locks: null,
    })
    await login(credentials, { sdk: viaHook })
    expect(viaHook.tokens()).toEqual({
      access: { token: 'new-access', expires_at: future },
      refresh: { token: 'new-refresh', expires_at: future + 86_400 },
    })
    expect(viaHook.isSignedIn()).toBe(true)
    const viaClient = createSdk({
      appId: 'app',
      appSecret: 's3cret',
      tokenStore: createMemoryTokenStore(),
      locks: null,
    })
    const { data } = await createIdentityClient(viaClient).POST('/api/v1/login', { body: credentials })
    expect(data.user.id).toBe(user.id)
    expect(viaClient.tokens().refresh?.token).toBe('new-refresh')
    expect(seen).toEqual([`Basic ${btoa('app:s3cret')}`, `Basic ${btoa('app:s3cret')}`])
  })

  it('exchangeToken stores the tokens of the sign-in', async () => {
    server.use(http.post(`${ORIGIN}/api/v1/tokens/exchange`, () => HttpResponse.json({ user, tokens })))
    const sdk = createSdk({ tokenStore: createMemoryTokenStore(), locks: null })

    await exchangeToken(exchangeBody, { sdk })
    expect(sdk.tokens().access?.token).toBe('new-access')
  })

  it('logoutMe sends no bearer (no refresh for an expired access token) and forgets the revoked tokens', async () => {
    const seen: { authorization: string | null; body: unknown }[] = []
    let refreshes = 0
    server.use(
      http.post(`${ORIGIN}/api/v1/me/logout`, async ({ request }) => {
        seen.push({ authorization: request.headers.get('Authorization'), body: await request.json() })
        return new HttpResponse(null, { status: 204 })
      }),
      http.post(`${ORIGIN}/api/v2/tokens/refresh`, () => {
        refreshes++
        return HttpResponse.json(tokens)
      }),
    )
    const stored = {
      access: { token: 'old', expires_at: past },
      refresh: { token: 'mine', expires_at: future },
    }
    const sdk = createSdk({ tokenStore: createMemoryTokenStore(stored), locks: null })
    await logoutMe({ refresh_token: 'someone-elses' }, { sdk })
    expect(sdk.isSignedIn()).toBe(true) // another refresh token: ours stays
    await createIdentityClient(sdk).POST('/api/v1/me/logout', { body: { refresh_token: 'mine' } })
    expect(sdk.tokens()).toEqual({})
    expect(seen.map((call) => call.authorization)).toEqual([null, null])
    expect(refreshes).toBe(0)
  })
})
