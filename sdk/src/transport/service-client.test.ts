/**
 * The generated clients' types (`ServiceClient`): a resolved call holds the success reply, typed
 * without `undefined` (non-2xx replies reject, docs/decisions/001); request options stay checked.
 * The `expectTypeOf` lines are checked by `npm run typecheck`; the calls run against msw.
 */
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { type CommerceClient, createCommerceClient, type SubscriptionList } from '../commerce/index.ts'
import { createProfileClient, type Profile } from '../profile/index.ts'
import { createSdk, ServiceError } from './index.ts'
import { createMemoryTokenStore } from './token-store.ts'

const server = setupServer(
  http.get('https://profile.serato.com/api/v1/me', () =>
    HttpResponse.json({ user_id: 1, email_address: 'a@example.com', global_contact_status: 'optin' }),
  ),
  http.get('https://ecom.serato.com/api/v1/me/subscriptions', () =>
    HttpResponse.json({ code: 3001, error: 'Resource not found' }, { status: 404 }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const sdk = createSdk({
  tokenStore: createMemoryTokenStore({ access: { token: 'a', expires_at: 4_102_444_800 } }),
  locks: null,
})

describe('ServiceClient', () => {
  it('types data as the success reply, never undefined', async () => {
    const { data, response } = await createProfileClient(sdk).GET('/api/v1/me')
    expectTypeOf(data).toEqualTypeOf<Profile>()
    expectTypeOf(response).toEqualTypeOf<Response>()
    expect(data.email_address).toBe('a@example.com')
  })

  it('has no error branch: a 404 rejects with a ServiceError', async () => {
    const client: CommerceClient = createCommerceClient(sdk)
    const call = client.GET('/api/v1/me/subscriptions')
    expectTypeOf(call).resolves.toHaveProperty('data').toEqualTypeOf<SubscriptionList>()
    expectTypeOf(call).resolves.not.toHaveProperty('error')
    await expect(call).rejects.toBeInstanceOf(ServiceError)
  })

  it('still checks paths and request options', () => {
    const client = createCommerceClient(sdk)
    // @ts-expect-error: not a path of the commerce document
    expectTypeOf(client.GET).toBeCallableWith('/api/v1/no-such-path')
    // @ts-expect-error: the path parameter is required
    expectTypeOf(client.DELETE).toBeCallableWith('/api/v1/me/subscriptions/{subscriptionId}')
  })
})
