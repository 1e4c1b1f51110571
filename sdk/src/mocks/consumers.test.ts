/**
 * `@music/sdk/mocks` as another app's tests use it (node): per-operation handlers and error replies in
 * one typed line, at whatever base URL the app configured; bearer tokens demanded where the document
 * demands them; data the same for the same seed; a fresh sandbox per test. The same cases run in
 * jsdom and happy-dom in `consumers.dom-cases.ts`.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCommerceClient } from '../commerce/index.ts'
import { getListMySubscriptionsMockHandler } from '../generated/commerce/mocks.ts'
import {
  getGetMyProfileErrorMockHandler,
  getGetMyProfileMockHandler,
  getGetMyProfileResponseMock,
  getUpdateMyProfileErrorMockHandler,
  profileErrorMockHandler,
} from '../generated/profile/mocks.ts'
import { getListReferralCampaignsMockHandler } from '../generated/rewards/mocks.ts'
import { createLicenseClient } from '../license/index.ts'
import { createProfileClient, type Profile } from '../profile/index.ts'
import { createRewardsClient } from '../rewards/index.ts'
import {
  configureSdk,
  createSdk,
  InternalServiceError,
  InvalidAccessTokenError,
  ServiceError,
} from '../transport/index.ts'
import { sandboxServiceBaseUrls } from '../transport/services.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import { DEMO_SERIAL_NUMBERS, DEMO_USERS, installSandbox, type Sandbox, seedMockData } from './index.ts'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const signedIn = (serviceBaseUrls = {}) =>
  createSdk({
    serviceBaseUrls,
    tokenStore: createMemoryTokenStore({ access: { token: 'a', expires_at: 4_102_444_800 } }),
    locks: null,
  })
const profile: Profile = { user_id: 7, email_address: 'dj@example.com', global_contact_status: 1 }

describe('per-operation handlers (@music/sdk/mocks/<service>)', () => {
  it.each([
    ['the production hosts', {}],
    ['the sandbox layout', sandboxServiceBaseUrls()],
  ])('answer at %s', async (_label, serviceBaseUrls) => {
    server.use(getGetMyProfileMockHandler(profile))
    const { data } = await createProfileClient(signedIn(serviceBaseUrls)).GET('/api/v1/me')
    expect(data).toMatchObject(profile)
  })

  it('answer a per-request instance at a custom host (a server creating one sdk per request)', async () => {
    server.use(getGetMyProfileMockHandler({ dj_name: 'Kai' }))
    const perRequest = signedIn({ profile: 'https://profile.partner.example/v2-gateway' })
    const { data } = await createProfileClient(perRequest).GET('/api/v1/me')
    expect(data.dj_name).toBe('Kai')
  })

  it('merge a partial reply over the seeded fake object', async () => {
    seedMockData(7)
    const expected = getGetMyProfileResponseMock({ dj_name: 'Kai', first_name: 'Kai' })
    seedMockData(7)
    server.use(getGetMyProfileMockHandler({ dj_name: 'Kai', first_name: 'Kai' }))
    const { data } = await createProfileClient(signedIn()).GET('/api/v1/me')
    expect(data).toEqual(expected)
    expect(data.email_address).toMatch(/@/) // the seeded part: every required field is there
  })

  it('merge the partial reply a function of the request returns', async () => {
    server.use(getGetMyProfileMockHandler(({ request }) => ({ dj_name: new URL(request.url).hostname })))
    const { data } = await createProfileClient(signedIn()).GET('/api/v1/me')
    expect(data.dj_name).toBe('profile.serato.com')
    expect(typeof data.user_id).toBe('number')
  })

  it('answer an error of one operation, its status and body typed by the document', async () => {
    server.use(
      getGetMyProfileErrorMockHandler(404),
      getUpdateMyProfileErrorMockHandler(400, {
        code: 1000,
        error: 'Invalid request parameters',
        fields: { postcode: 'Enter a postcode of Germany' },
      }),
    )
    const client = createProfileClient(signedIn())
    const missing = await client.GET('/api/v1/me').catch((e: unknown) => e)
    expect(missing).toMatchObject({ status: 404, code: 3001 })
    const invalid = await client.PUT('/api/v1/me', { body: { postcode: '1' } }).catch((e: unknown) => e)
    expect(invalid).toBeInstanceOf(ServiceError)
    expect(invalid).toMatchObject({
      status: 400,
      body: { fields: { postcode: 'Enter a postcode of Germany' } },
    })
    // @ts-expect-error 418 is no status `GET /api/v1/me` documents
    getGetMyProfileErrorMockHandler(418)
  })

  it('answer at the base URLs the app configured on the default instance', async () => {
    configureSdk({
      serviceBaseUrls: { commerce: 'https://shop.staging.example/commerce' },
      tokenStore: createMemoryTokenStore({ access: { token: 'a', expires_at: 4_102_444_800 } }),
      locks: null,
    })
    server.use(getListMySubscriptionsMockHandler({ items: [] }))
    const { data } = await createCommerceClient().GET('/api/v1/me/subscriptions')
    expect(data.items).toEqual([])
  })

  it('demand a bearer token where the document does (401 code 2002), not where it does not', async () => {
    server.use(getGetMyProfileMockHandler(profile), getListReferralCampaignsMockHandler({ items: [] }))
    const anonymous = createSdk({ tokenStore: createMemoryTokenStore(), locks: null })
    const refused = await createProfileClient(anonymous)
      .GET('/api/v1/me')
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(InvalidAccessTokenError)
    expect(refused).toMatchObject({ status: 401, code: 2002 })
    const { data } = await createRewardsClient(anonymous).GET('/api/v1/referralcampaigns')
    expect(data.items).toEqual([])
  })

  it('set up an error reply in one typed line', async () => {
    server.use(profileErrorMockHandler('GET', '/api/v1/me', 500))
    const error = await createProfileClient(signedIn())
      .GET('/api/v1/me')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InternalServiceError)
    expect(error).toMatchObject({ status: 500, code: 5000 })
  })

  it('give the same fake data for the same seed', async () => {
    seedMockData(42)
    const first = getGetMyProfileResponseMock()
    seedMockData(42)
    expect(getGetMyProfileResponseMock()).toEqual(first)
    seedMockData(43)
    expect(getGetMyProfileResponseMock()).not.toEqual(first)
    server.use(getGetMyProfileMockHandler())
    seedMockData(42)
    const { data } = await createProfileClient(signedIn()).GET('/api/v1/me')
    expect(data).toEqual(first)
  })
})

describe('installSandbox: a fresh sandbox per test', () => {
  let sandbox: Sandbox
  beforeEach(() => {
    sandbox = installSandbox(server)
  })
  const sam = () =>
    createSdk({
      tokenStore: createMemoryTokenStore(sandbox.signIn(DEMO_USERS[1].email_address)),
      locks: null,
    })

  it('answers at the production hosts too (an app that configured nothing)', async () => {
    const license = createLicenseClient(sam())
    await license.POST('/api/v1/me/products', {
      body: { product_serial_number: DEMO_SERIAL_NUMBERS.studio[0] },
    })
    const { data } = await license.GET('/api/v1/me/products')
    expect(data.items).toHaveLength(1)
  })

  it('starts from the seed again: the product registered by the last test is gone', async () => {
    const { data } = await createLicenseClient(sam()).GET('/api/v1/me/products')
    expect(data.items).toEqual([])
  })

  it('signIn refuses an address that is not in the seed', () => {
    expect(() => sandbox.signIn('nobody@example.com')).toThrow(/no user/)
  })
})
