import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import createClient from 'openapi-fetch'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  configureSdk,
  createSdk,
  InternalServiceError,
  NetworkError,
  PasswordReentryRequiredError,
  type SdkConfig,
  ServiceError,
  ServiceUnavailableError,
  sandboxServiceBaseUrls,
  serviceRequest,
  TimeoutError,
  transportFetch,
  userPath,
} from './index.ts'
import { createMemoryTokenStore } from './token-store.ts'

const ORIGIN = 'http://sdk.test'
const ME = `${ORIGIN}/identity/api/v1/me`
const future = Math.floor(Date.now() / 1000) + 3600

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function sdk(extra: SdkConfig = {}) {
  return createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN),
    tokenStore: createMemoryTokenStore({ access: { token: 'acc', expires_at: future } }),
    locks: null,
    ...extra,
  })
}
/** Answers after 500 ms. */
const slow = async () => {
  await delay(500)
  return HttpResponse.json({})
}
const getMe = (s = sdk()) => serviceRequest('identity', { sdk: s, url: '/api/v1/me', method: 'GET' })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (e: unknown) => e,
  )

describe('error catalogue (docs/requirements.md §8)', () => {
  it('times out with TimeoutError and calls onTimeout', async () => {
    server.use(http.get(ME, slow))
    const onTimeout = vi.fn()
    const error = await failure(getMe(sdk({ timeout: 30, onTimeout })))
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as Error).message).toBe('timeout of 30ms exceeded')
    expect(onTimeout).toHaveBeenCalledWith(error)
  })

  it.each([
    [500, InternalServiceError, 'onServiceError'],
    [503, ServiceUnavailableError, 'onServiceUnavailable'],
  ] as const)('maps %i to its class and calls its handler', async (status, cls, handler) => {
    server.use(http.get(ME, () => HttpResponse.json({ message: 'down' }, { status })))
    const spy = vi.fn()
    const error = await failure(getMe(sdk({ [handler]: spy })))
    expect(error).toBeInstanceOf(cls)
    expect(error).toMatchObject({ status, message: 'down' })
    expect(spy).toHaveBeenCalledWith(error)
  })

  it('maps 401 2011 to PasswordReentryRequiredError and calls its handler', async () => {
    server.use(
      http.get(ME, () => HttpResponse.json({ code: 2011, error: 'Re-enter password' }, { status: 401 })),
    )
    const onPasswordReentryRequired = vi.fn()
    const error = await failure(getMe(sdk({ onPasswordReentryRequired })))
    expect(error).toBeInstanceOf(PasswordReentryRequiredError)
    expect(error).toMatchObject({ status: 401, code: 2011, message: 'Re-enter password' })
    expect(onPasswordReentryRequired).toHaveBeenCalledOnce()
  })

  it('rethrows anything else as ServiceError with message, status, code, body and response', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ code: 3001, error: 'No such user' }, { status: 404 })))
    const error = (await failure(getMe())) as ServiceError
    expect(error.constructor).toBe(ServiceError)
    expect(error).toMatchObject({ status: 404, code: 3001, message: 'No such user' })
    expect(error.body).toEqual({ code: 3001, error: 'No such user' })
    expect(await error.response?.json()).toEqual({ code: 3001, error: 'No such user' })
  })

  it("reads a refusal's message per field (`fields`, decision 017), strings only", async () => {
    const body = {
      code: 1000,
      error: 'Invalid: postcode',
      fields: { postcode: 'Enter a valid postcode.', n: 1 },
    }
    server.use(http.get(ME, () => HttpResponse.json(body, { status: 400 })))
    const error = (await failure(getMe())) as ServiceError
    expect(error.fields).toEqual({ postcode: 'Enter a valid postcode.' })
    server.use(http.get(ME, () => HttpResponse.json({ code: 3001, error: 'No such user' }, { status: 404 })))
    expect(((await failure(getMe())) as ServiceError).fields).toEqual({})
  })

  it('keeps an HTML error page as text and uses the default message', async () => {
    server.use(http.get(ME, () => HttpResponse.html('<html><h1>Bad gateway</h1></html>', { status: 502 })))
    const error = (await failure(getMe())) as ServiceError
    expect(error.constructor).toBe(ServiceError)
    expect(error.message).toBe('Request failed with status code 502')
    expect(error.body).toBe('<html><h1>Bad gateway</h1></html>')
  })

  it('turns a failed connection into NetworkError', async () => {
    server.use(http.get(ME, () => HttpResponse.error()))
    const error = await failure(getMe())
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as Error).message).toBe('Network Error')
  })

  it("rejects with the caller's abort reason when the caller aborts", async () => {
    server.use(http.get(ME, slow))
    const controller = new AbortController()
    const pending = serviceRequest('identity', {
      sdk: sdk(),
      url: '/api/v1/me',
      method: 'GET',
      signal: controller.signal,
    })
    controller.abort(new Error('left the page'))
    await expect(pending).rejects.toThrow('left the page')
  })
})

describe('credentials and headers (docs/requirements.md §6)', () => {
  it('sends HTTP basic app credentials for an operation with auth basic, and no bearer', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post(`${ORIGIN}/identity/api/v1/login`, ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({ ok: true })
      }),
    )
    const s = sdk({ appId: 'app', appSecret: 'sëcret' })
    await serviceRequest('identity', {
      sdk: s,
      url: '/api/v1/login',
      method: 'post',
      auth: 'basic',
      data: { email_address: 'a@b.c' },
    })
    expect(seen).toEqual([`Basic ${Buffer.from('app:sëcret').toString('base64')}`])
  })

  it('sends the bearer token on user calls, with JSON body and query parameters', async () => {
    let seen: { auth: string | null; url: string; type: string | null; body: unknown } | undefined
    server.use(
      http.put(`${ORIGIN}/profile/api/v1/me`, async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          url: request.url,
          type: request.headers.get('content-type'),
          body: await request.json(),
        }
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const result = await serviceRequest('profile', {
      sdk: sdk(),
      url: `/api/v1${userPath(0)}`,
      method: 'PUT',
      params: { a: 1, b: [2, 3], skip: undefined },
      data: { first_name: 'Ann' },
    })
    expect(result).toBeUndefined()
    expect(seen).toEqual({
      auth: 'Bearer acc',
      url: `${ORIGIN}/profile/api/v1/me?a=1&b=2&b=3`,
      type: 'application/json',
      body: { first_name: 'Ann' },
    })
  })

  it('adds the CDN auth header to every request when configured', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.get(ME, ({ request }) => {
        seen.push(request.headers.get('x-cdn-auth'))
        return HttpResponse.json({})
      }),
    )
    await getMe(sdk({ cdnAuthHeader: { name: 'x-cdn-auth', value: 'c2VjcmV0' } }))
    await getMe()
    expect(seen).toEqual(['c2VjcmV0', null])
  })
})

describe('the two faces share one transport', () => {
  it('serves openapi-fetch through transportFetch, re-based onto the service base URL', async () => {
    server.use(
      http.get(ME, ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    )
    const client = createClient<Record<string, never>>({
      baseUrl: 'https://transport.invalid',
      fetch: transportFetch('identity', sdk()),
    })
    // biome-ignore lint/suspicious/noExplicitAny: untyped paths in this test
    const { data } = await (client as any).GET('/api/v1/me')
    expect(data).toEqual({ auth: 'Bearer acc' })
  })

  it('throws catalogue errors from openapi-fetch too', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    const client = createClient({
      baseUrl: 'https://transport.invalid',
      fetch: transportFetch('identity', sdk()),
    })
    // biome-ignore lint/suspicious/noExplicitAny: untyped paths in this test
    await expect((client as any).GET('/api/v1/me')).rejects.toBeInstanceOf(ServiceUnavailableError)
  })

  it('uses the default instance set by configureSdk for serviceRequest', async () => {
    server.use(http.get(ME, () => HttpResponse.json({ id: 7 })))
    configureSdk({ serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN), locks: null })
    await expect(serviceRequest('identity', { url: '/api/v1/me', method: 'GET' })).resolves.toEqual({ id: 7 })
  })

  it('calls through the instance given in the request config (per-request server instance)', async () => {
    server.use(
      http.get(ME, ({ request }) => HttpResponse.json({ auth: request.headers.get('authorization') })),
    )
    configureSdk({ serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN), locks: null })
    const perRequest = sdk()
    await expect(
      serviceRequest('identity', { url: '/api/v1/me', method: 'GET', sdk: perRequest }),
    ).resolves.toEqual({
      auth: 'Bearer acc',
    })
  })

  it('returns a Blob for responseType blob', async () => {
    server.use(
      http.get(`${ORIGIN}/downloads/file`, () => HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer)),
    )
    const blob = await serviceRequest<Blob>('downloads', {
      sdk: sdk(),
      url: '/file',
      method: 'GET',
      responseType: 'blob',
    })
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
  })
})

describe('userPath (docs/requirements.md §6)', () => {
  it.each([
    [0, '/licenses', '/me/licenses'],
    ['0', '', '/me'],
    [42, '/licenses', '/users/42/licenses'],
    [42, 'products', '/users/42/products'],
  ] as const)('userPath(%j, %j) → %s', (id, suffix, expected) => {
    expect(userPath(id, suffix)).toBe(expected)
  })

  it('refuses ids that are not non-negative integers', () => {
    expect(() => userPath(-1)).toThrow(TypeError)
    expect(() => userPath('1/../admin')).toThrow(TypeError)
  })
})
