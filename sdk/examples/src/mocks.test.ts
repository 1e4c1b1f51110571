import { createMemoryTokenStore, createSdk } from '@music/sdk'
import { createCommerceClient } from '@music/sdk/commerce'
import { createLicenseClient } from '@music/sdk/license'
import { DEMO_SERIAL_NUMBERS, DEMO_USERS, installSandbox, type Sandbox, seedMockData } from '@music/sdk/mocks'
import {
  getListMySubscriptionsMockHandler,
  getListMySubscriptionsResponseMock,
} from '@music/sdk/mocks/commerce'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { serviceBaseUrls } from './sdk'

const server = setupServer()
let sandbox: Sandbox
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  sandbox = installSandbox(server)
})
afterAll(() => server.close())

/** An sdk signed in as a demo user, as a server would hold one per request. */
const signedIn = (email: string) =>
  createSdk({ serviceBaseUrls, tokenStore: createMemoryTokenStore(sandbox.signIn(email)) })

it('registers a product: the next list has it', async () => {
  const license = createLicenseClient(signedIn(DEMO_USERS[1].email_address))
  const serial = DEMO_SERIAL_NUMBERS.studio[0]
  await license.POST('/api/v1/me/products', { body: { product_serial_number: serial } })
  const { data } = await license.GET('/api/v1/me/products')
  expect(data.items.map((product) => product.id)).toEqual([serial])
})

it('answers one operation with seeded fake data, the same every run', async () => {
  seedMockData(7)
  const expected = getListMySubscriptionsResponseMock()
  seedMockData(7)
  server.use(getListMySubscriptionsMockHandler()) // before the sandbox's handlers
  const { data } = await createCommerceClient(signedIn(DEMO_USERS[0].email_address)).GET(
    '/api/v1/me/subscriptions',
  )
  expect(data).toEqual(expected)
})

it('talks to the sandbox in tests, the production services only in a production build', () => {
  expect(serviceBaseUrls.profile).toBe('http://localhost:4100/profile')
})
