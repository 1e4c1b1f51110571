/**
 * The long-value demo user (decision 033) as every service answers for them: the long and unusual
 * values are there, each account screen has something to show, and the services agree with each
 * other (the subscription keeps its licence valid, the orders' invoices bill the long name). Every
 * request and reply is checked against `specs/` (`contractCaller`): a reply's names keep the limits
 * of the writes that store them. And every demo user's profile is one the profile service could have
 * stored: what its own rules accept (issue 33: a seeded name longer than the service takes could not
 * be edited and saved back).
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileProblems } from '../profile/rules.ts'
import { accessTokenOf, contractCaller } from '../testing/test-support.ts'
import { createSandbox, type Sandbox } from './sandbox.ts'
import { createSeed, DEMO_USERS } from './seed.ts'
import { LONG_VALUES_CUSTOMER, LONG_VALUES_LIBRARY_FILE } from './seed-long-values.ts'

const server = setupServer()
let sandbox: Sandbox
let token: string
const call = contractCaller(
  () => sandbox,
  ['identity', 'profile', 'license', 'downloads', 'commerce', 'rewards', 'cloud-library'],
)
beforeAll(() => {
  sandbox = createSandbox()
  server.listen({ onUnhandledFrame: 'error' })
  server.resetHandlers(...sandbox.handlers)
  token = accessTokenOf(sandbox, LONG_VALUES_CUSTOMER.email)
})
afterAll(() => server.close())

const get = async (service: Parameters<typeof call>[0], path: string) => {
  const reply = await call(service, 'GET', path, { token })
  expect(reply.status, `${service} ${path}`).toBe(200)
  return reply.body
}

describe('the long-value demo user', () => {
  it('is a demo user with a 50-character name without a space, a 60-character address, emoji and right-to-left text', async () => {
    expect(DEMO_USERS.map((user) => user.email_address)).toContain(LONG_VALUES_CUSTOMER.email)
    expect(LONG_VALUES_CUSTOMER.email).toHaveLength(60)
    // As long as the identity and profile services take (their writes' `maxLength`), and no longer.
    expect(LONG_VALUES_CUSTOMER.firstName).toHaveLength(50)
    expect(LONG_VALUES_CUSTOMER.firstName).not.toMatch(/\s/)
    const me = await get('identity', '/api/v1/me')
    expect(me).toMatchObject({
      email_address: LONG_VALUES_CUSTOMER.email,
      first_name: LONG_VALUES_CUSTOMER.firstName,
    })
    const profile = await get('profile', '/api/v1/me')
    expect(profile.dj_name).toMatch(/\p{Extended_Pictographic}/u)
    expect(profile.display_name).toMatch(/\p{Script=Hebrew}/u)
    expect(profile.last_name).toMatch(/\p{Script=Arabic}/u)
  })

  it('has something on each account screen, coherent across the services', async () => {
    const products = await get('license', '/api/v1/me/products?show_license_activations=true')
    expect(products.items).toHaveLength(3)
    const machines = products.items.flatMap(
      (p: { licenses: { activations: { machine: { name: string } }[] }[] }) =>
        p.licenses.flatMap((l) => l.activations.map((a) => a.machine.name)),
    )
    expect(machines).toEqual([LONG_VALUES_CUSTOMER.machineName])
    expect((await get('downloads', '/api/v1/me/log/downloads')).items).toHaveLength(3)

    const [subscription] = (await get('commerce', '/api/v1/me/subscriptions')).items
    expect(subscription).toMatchObject({ status: 'Active', product_id: 'LNGV-STDO-7Q2W-0002' })
    // The subscription keeps its Studio licence valid at the licence service.
    const studio = products.items.find((p: { id: string }) => p.id === 'LNGV-STDO-7Q2W-0002')
    expect(studio.licenses[0].valid_to).toBeTruthy()
    const orders = (await get('commerce', '/api/v1/me/orders')).items
    expect(orders).toHaveLength(2)
    const invoice = await get(
      'commerce',
      `/api/v1/me/orders/${orders[0].id}/invoices/${orders[0].invoices[0]}`,
    )
    expect(JSON.stringify(invoice)).toContain(LONG_VALUES_CUSTOMER.firstName)
    expect((await get('commerce', '/api/v1/me/paymentmethods')).items).toHaveLength(1)
    expect((await get('commerce', '/api/v1/me/vouchers')).items).toHaveLength(1)

    expect((await get('profile', '/api/v1/me/betaprograms')).items).toHaveLength(1)
    expect((await get('profile', '/api/v1/me/partnerpromotions')).items).toHaveLength(1)
    const rewards = await get('rewards', '/api/v1/me/rewards')
    expect(rewards.items.map((r: { headline: string }) => r.headline).join()).toMatch(/\p{Script=Arabic}/u)
    const file = await call('cloud-library', 'GET', `/api/v1/me/files/${LONG_VALUES_LIBRARY_FILE}`, { token })
    expect(file.status).toBe(200)
    expect(file.body.file_name).toBe(LONG_VALUES_CUSTOMER.fileName)
  })

  it('has, like every demo user, a profile the profile service accepts as it stands (its own write rules)', () => {
    for (const user of createSeed().users) {
      const { first_name, last_name, profile } = user
      expect(profileProblems({ first_name, last_name, ...profile }), user.email_address).toEqual({})
    }
  })
})
