/**
 * The stateful licence service (`createSandbox`, msw): what a call creates or changes is what the next
 * list returns, each refusal with its code and message, and the bearer checks of every operation.
 * Every request and reply is checked against `specs/license.yaml` (`contractCaller`).
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accessTokenOf, contractCaller, userIdOf } from '../../testing/test-support.ts'
import { createSandbox, type Sandbox } from '../sandbox.ts'
import { DEMO_USERS } from '../seed.ts'
import { DEMO_SERIAL_NUMBERS, REFUSED_SERIAL_NUMBERS } from '../seed-catalog.ts'

const [ALEX, SAM] = DEMO_USERS
const DAY_MS = 24 * 60 * 60 * 1000
let now = Date.parse('2026-11-21T09:30:00Z')
let sandbox: Sandbox
const server = setupServer()
const call = contractCaller(() => sandbox, ['license'])
let alex: string
let sam: string

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  now = Date.parse('2026-11-21T09:30:00Z')
  sandbox = createSandbox(undefined, { now: () => now })
  server.resetHandlers(...sandbox.handlers)
  alex = accessTokenOf(sandbox, ALEX.email_address)
  sam = accessTokenOf(sandbox, SAM.email_address)
})
afterAll(() => server.close())

const register = (token: string, body: Record<string, unknown>, invalidRequest = false) =>
  call('license', 'POST', '/api/v1/me/products', { token, body, invalidRequest })
const products = async (token: string) =>
  (await call('license', 'GET', '/api/v1/me/products?show_license_activations=true', { token })).body.items
const licenseIds = async (token: string) =>
  (await call('license', 'GET', '/api/v1/me/licenses', { token })).body.items.map((l: { id: string }) => l.id)

/** `POST /me/licenses/authorizations` for machine `machine` of a licence, as DJ Pro would send it. */
function authorize(
  token: string,
  licenseId: string | number,
  machine: string,
  action = 'activate',
  app = 'dj',
) {
  return call('license', 'POST', '/api/v1/me/licenses/authorizations', {
    token,
    body: {
      action,
      app_name: app,
      app_version: '3.2.0',
      host_machine_id: machine,
      host_machine_name: `${machine} laptop`,
      license_id: licenseId,
      system_time: new Date(now).toISOString(),
    },
  })
}
const report = (token: string, id: number, status_code: number) =>
  call('license', 'PUT', `/api/v1/me/licenses/authorizations/${id}`, { token, body: { status_code } })
/** Activations of a licence as `GET /me/products?show_license_activations=true` lists them. */
async function activations(token: string, licenseId: string): Promise<string[]> {
  const licence = (await products(token))
    .flatMap((p: { licenses: { id: string }[] }) => p.licenses)
    .find((l: { id: string }) => l.id === licenseId)
  return licence.activations.map((a: { machine: { hardware_id: string } }) => a.machine.hardware_id)
}

describe('lists', () => {
  it("lists Alex's five products and licences with the site's product names; Sam has none", async () => {
    const items = await products(alex)
    expect(items.map((p: { product_type: { name: string } }) => p.product_type.name)).toEqual([
      'DJ Pro',
      'Studio',
      'Hex FX Subscription',
      'Sample',
      "Pitch 'n' Time",
    ])
    expect(items[0].licenses[0].activations).toHaveLength(2)
    expect(await licenseIds(alex)).toHaveLength(5)
    expect(await products(sam)).toEqual([])
    expect(await licenseIds(sam)).toEqual([])
  })

  it('honours term, app_name and show_license_activations', async () => {
    const subscriptions = await call('license', 'GET', '/api/v1/me/licenses?term=subscription', {
      token: alex,
    })
    expect(
      subscriptions.body.items.map((l: { license_type: { name: string } }) => l.license_type.name),
    ).toEqual(['Studio', 'Hex FX'])
    const dj = await call('license', 'GET', '/api/v1/me/products?app_name=dj', { token: alex })
    expect(dj.body.items.map((p: { id: string }) => p.id)).toEqual(['2HQ4-81RM-AE3F-7NWX'])
    expect(dj.body.items[0].licenses[0].activations).toEqual([])
    const types = await call('license', 'GET', '/api/v1/products/types?term=trial', { token: alex })
    expect(types.body.items.map((t: { name: string }) => t.name)).toEqual(['DJ Pro Trial'])
    const all = await call('license', 'GET', '/api/v1/products/types', { token: sam })
    expect(all.body.items.find((t: { id: number }) => t.id === 118)).toMatchObject({ requires_ilok: true })
    // One name per product type: a list of them (the site's "Register a product") names each once.
    const names = all.body.items.map((t: { name: string }) => t.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('gets a product type by id, 404 for an unknown one', async () => {
    expect((await call('license', 'GET', '/api/v1/products/types/112', { token: sam })).body.name).toBe(
      'DJ Pro',
    )
    expect(await call('license', 'GET', '/api/v1/products/types/999', { token: sam })).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
  })
})

describe('registering a product', () => {
  it('adds the product and its licence to the lists; the serial number is then taken', async () => {
    const serial = DEMO_SERIAL_NUMBERS.djPro[0]
    const typed = ` ${serial.replaceAll('-', '').toLowerCase()} `
    const added = await register(sam, { product_type_id: 112, product_serial_number: typed })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      id: serial,
      date_created: '2026-11-21T09:30:00Z',
      product_type: { id: 112, name: 'DJ Pro' },
      licenses: [{ id: `${serial}-1`, activations: [], activation_limit: 2 }],
    })
    expect((await products(sam)).map((p: { id: string }) => p.id)).toEqual([serial])
    expect(await licenseIds(sam)).toEqual([`${serial}-1`])
    expect(await register(sam, { product_serial_number: serial })).toMatchObject({
      status: 400,
      body: { code: 1102, error: 'This serial number is already registered to your account.' },
    })
    expect(await register(alex, { product_serial_number: serial })).toMatchObject({
      status: 400,
      body: { code: 1102, error: 'This serial number is already registered to another account.' },
    })
  })

  it('registers a Producer Suite as one product with three licences, the Studio one a subscription', async () => {
    const serial = DEMO_SERIAL_NUMBERS.producerSuite[1]
    const added = await register(sam, { product_serial_number: serial, ilok_user_id: 'sam_ilok' })
    expect(added.body.subscription_status).toBe('Active')
    expect(added.body.licenses.map((l: { license_type: { name: string } }) => l.license_type.name)).toEqual([
      'Studio',
      'Sample',
      "Pitch 'n' Time",
    ])
    expect(added.body.licenses[0]).toMatchObject({ valid_to: '2027-11-21T09:30:00Z', expires_in_days: 365 })
    expect(await licenseIds(sam)).toHaveLength(3)
  })

  it('refuses malformed, unknown and already registered serial numbers, and one of another type', async () => {
    const refusals = [
      [{ product_serial_number: REFUSED_SERIAL_NUMBERS.malformed }, 1101, /four groups of four/],
      [{ product_serial_number: REFUSED_SERIAL_NUMBERS.unknown }, 1103, /do not recognise/],
      [{ product_serial_number: REFUSED_SERIAL_NUMBERS.registered }, 1102, /another account/],
      [
        { product_type_id: 112, product_serial_number: DEMO_SERIAL_NUMBERS.studio[0] },
        1104,
        /^This serial number is for Studio, not DJ Pro\.$/,
      ],
      [{ product_type_id: 112 }, 1106, /^DJ Pro needs the serial number from your receipt\.$/],
      [{ product_type_id: 110 }, 1106, /^DJ Lite is free\.$/],
      [{}, 1000, /product_serial_number or product_type_id is required/],
    ] as const
    for (const [body, code, message] of refusals) {
      const reply = await register(sam, body)
      expect(reply, JSON.stringify(body)).toMatchObject({ status: 400, body: { code } })
      expect(reply.body.error).toMatch(message)
    }
    expect(await register(sam, { product_type_id: 999 })).toMatchObject({ status: 404, body: { code: 3001 } })
    expect(await register(sam, { product_serial_number: 42 }, true)).toMatchObject({ body: { code: 1000 } })
    expect(await products(sam)).toEqual([])
  })

  it('needs a well-formed iLok user id for a product type that delivers to iLok, and only there', async () => {
    const serial = DEMO_SERIAL_NUMBERS.pitchNTime[0]
    expect(await register(sam, { product_serial_number: serial })).toMatchObject({
      status: 400,
      body: {
        code: 1105,
        error: "Pitch 'n' Time licences are delivered to an iLok account: enter your iLok user ID.",
      },
    })
    expect(await register(sam, { product_serial_number: serial, ilok_user_id: 'a b' })).toMatchObject({
      body: {
        code: 1105,
        error: 'An iLok user ID has 3 to 32 letters, digits, dots, dashes or underscores.',
      },
    })
    expect(
      await register(sam, { product_serial_number: DEMO_SERIAL_NUMBERS.hexFx[0], ilok_user_id: 'sam_ilok' }),
    ).toMatchObject({ body: { code: 1105, error: 'Hex FX licences are not delivered to an iLok account.' } })
    const added = await register(sam, { product_serial_number: serial, ilok_user_id: 'sam_ilok' })
    expect(added.body.licenses[0].ilok).toMatchObject({ user_id: 'sam_ilok' })
  })

  it('starts a trial once per machine, valid for the licence type’s days', async () => {
    const trial = await register(sam, { product_type_id: 113, host_machine_id: 'SAM-PC' })
    expect(trial.body.licenses[0]).toMatchObject({
      activation_limit: 1,
      valid_to: new Date(now + 14 * DAY_MS).toISOString().replace('.000', ''),
      expires_in_days: 14,
    })
    expect(await register(alex, { product_type_id: 113, host_machine_id: 'sam-pc' })).toMatchObject({
      body: { code: 1107, error: 'A DJ Pro trial has already been started on this machine.' },
    })
    expect(await register(sam, { product_type_id: 113 })).toMatchObject({ body: { code: 1000 } })
  })
})

describe("changing a product's iLok user id", () => {
  it('sets it on the licences; the next list has it', async () => {
    const reply = await call('license', 'PUT', '/api/v1/me/products/P1TN-77WS-KD3M-2EQA', {
      token: alex,
      body: { ilok_user_id: 'riv.studio' },
    })
    expect(reply.body.licenses[0].ilok).toMatchObject({
      user_id: 'riv.studio',
      token: 'ILOK-PNT4-2QX9-MA6L-D1RS',
    })
    const listed = (await products(alex)).find((p: { id: string }) => p.id === 'P1TN-77WS-KD3M-2EQA')
    expect(listed.licenses[0].ilok.user_id).toBe('riv.studio')
  })

  it("refuses a product without iLok, a malformed id, and another user's product", async () => {
    const put = (token: string, id: string, body: unknown, invalidRequest = false) =>
      call('license', 'PUT', `/api/v1/me/products/${id}`, { token, body, invalidRequest })
    expect(await put(alex, '2HQ4-81RM-AE3F-7NWX', { ilok_user_id: 'riv' })).toMatchObject({
      status: 400,
      body: { code: 1105, error: 'DJ Pro licences are not delivered to an iLok account.' },
    })
    expect(await put(alex, 'P1TN-77WS-KD3M-2EQA', { ilok_user_id: 'x' })).toMatchObject({
      body: { code: 1105 },
    })
    expect(await put(alex, 'P1TN-77WS-KD3M-2EQA', {}, true)).toMatchObject({ body: { code: 1000 } })
    expect(await put(sam, 'P1TN-77WS-KD3M-2EQA', { ilok_user_id: 'sam_ilok' })).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
  })
})

describe('authorizing a licence on machines', () => {
  async function samsDjPro(): Promise<string> {
    const added = await register(sam, { product_serial_number: DEMO_SERIAL_NUMBERS.djPro[2] })
    return added.body.licenses[0].id
  }

  it('counts an activation at once, refuses past the limit, and deauthorizes', async () => {
    const licence = await samsDjPro()
    const first = await authorize(sam, licence, 'MAC-1')
    expect(first.status).toBe(200)
    expect(first.body.licenses).toHaveLength(1)
    expect(first.body.licenses[0]).toMatchObject({
      id: licence,
      rlm_license_file: expect.stringContaining('hostid=mac-1'),
    })
    expect(await activations(sam, licence)).toEqual(['MAC-1'])
    expect((await report(sam, first.body.authorization_id, 0)).body).toEqual({
      result: 'true',
      refresh_token_id: [],
    })
    expect(await activations(sam, licence)).toEqual(['MAC-1'])

    await authorize(sam, licence, 'PC-2')
    expect(await activations(sam, licence)).toEqual(['MAC-1', 'PC-2'])
    expect(await authorize(sam, licence, 'PC-3')).toMatchObject({
      status: 400,
      body: {
        code: 1201,
        error: 'DJ Pro is already authorised on 2 of 2 machines. Deauthorise one of them first.',
      },
    })
    expect((await authorize(sam, licence, 'mac-1')).status).toBe(200) // the same machine again: no new count
    expect(await activations(sam, licence)).toEqual(['MAC-1', 'PC-2'])

    const off = await authorize(sam, licence, 'MAC-1', 'deactivate')
    expect(off.body.licenses).toEqual([])
    expect(await activations(sam, licence)).toEqual(['PC-2'])
    await report(sam, off.body.authorization_id, 0)
    expect(await report(sam, off.body.authorization_id, 0)).toMatchObject({
      status: 400,
      body: {
        code: 1203,
        error: `The outcome of authorization ${off.body.authorization_id} has already been reported.`,
      },
    })
    expect(await authorize(sam, licence, 'MAC-1', 'deactivate')).toMatchObject({
      body: { code: 1202, error: 'This licence is not authorised on MAC-1 laptop.' },
    })
  })

  it('undoes step one when the host reports a failure', async () => {
    const licence = await samsDjPro()
    const on = await authorize(sam, licence, 'MAC-1')
    await report(sam, on.body.authorization_id, 3)
    expect(await activations(sam, licence)).toEqual([])
    await report(sam, (await authorize(sam, licence, 'MAC-1')).body.authorization_id, 0)
    const off = await authorize(sam, licence, 'MAC-1', 'deactivate')
    expect(await activations(sam, licence)).toEqual([])
    await report(sam, off.body.authorization_id, 7)
    expect(await activations(sam, licence)).toEqual(['MAC-1'])
  })

  it('accepts the licence id as a number, as the public SDK types it', async () => {
    const added = (await register(sam, { product_serial_number: DEMO_SERIAL_NUMBERS.djPro[3] })).body
    // A licence with a numeric id, as the public SDK's `licenseId: number` assumes.
    const numeric = { ...added, licenses: [{ ...added.licenses[0], id: '5501234' }] }
    sandbox.stores.license.setProducts(userIdOf(sandbox, SAM.email_address), [numeric])
    const on = await authorize(sam, 5501234, 'MAC-1')
    expect(on.body.licenses.map((l: { id: string }) => l.id)).toEqual(['5501234'])
    expect(await activations(sam, '5501234')).toEqual(['MAC-1'])
  })

  it("refuses another application's licence, an expired licence and unknown or other users' ones", async () => {
    expect(await authorize(alex, 'HX7Q-LM20-8RTA-C3WE', 'MAC-9', 'activate', 'serato_studio')).toMatchObject({
      status: 400,
      body: { code: 1204, error: 'serato_studio cannot use a Hex FX licence.' },
    })
    now = Date.parse('2027-03-01T00:00:00Z') // Alex's Studio subscription ran out on 2027-02-03
    alex = accessTokenOf(sandbox, ALEX.email_address)
    sam = accessTokenOf(sandbox, SAM.email_address)
    expect(await authorize(alex, 'ST2B-9X4M-JQ81-L7VD', 'MAC-9', 'activate', 'serato_studio')).toMatchObject({
      body: { code: 1205, error: 'This Studio licence expired on 2027-02-03.' },
    })
    expect(await authorize(alex, 'NO-SUCH-LICENCE', 'MAC-9')).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    expect(await authorize(sam, '8DJ3-PQ2K-77XA-1M0C', 'MAC-9')).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    const mine = await authorize(alex, 'SMP1-KE72-WQ4N-8BXR', 'MAC-9', 'activate', 'serato_sample')
    expect(await report(sam, mine.body.authorization_id, 0)).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
    expect(await report(alex, 1, 0)).toMatchObject({ status: 404, body: { code: 3001 } })
  })

  it('refuses a body without the fields the host application sends', async () => {
    const reply = await call('license', 'POST', '/api/v1/me/licenses/authorizations', {
      token: alex,
      body: { action: 'activate', license_id: '8DJ3-PQ2K-77XA-1M0C' },
      invalidRequest: true,
    })
    expect(reply).toMatchObject({ status: 400, body: { code: 1000 } })
    expect(reply.body.error).toBe(
      'app_name, app_version, host_machine_id, host_machine_name, system_time are required',
    )
  })
})

describe('tokens and user ids', () => {
  const meCalls: [string, string, unknown?][] = [
    ['GET', '/licenses'],
    ['GET', '/products'],
    ['POST', '/products', { product_serial_number: DEMO_SERIAL_NUMBERS.sample[0] }],
    ['PUT', '/products/P1TN-77WS-KD3M-2EQA', { ilok_user_id: 'riv' }],
    [
      'POST',
      '/licenses/authorizations',
      {
        action: 'activate',
        app_name: 'dj',
        app_version: '3.2.0',
        host_machine_id: 'X',
        host_machine_name: 'X',
        license_id: '8DJ3-PQ2K-77XA-1M0C',
        system_time: '2026-11-21T09:30:00Z',
      },
    ],
    ['PUT', '/licenses/authorizations/88231', { status_code: 0 }],
  ]

  it.each(meCalls)('%s /me%s answers 401 code 2002 without a live token', async (method, path, body) => {
    const none = await call('license', method, `/api/v1/me${path}`, { body, invalidRequest: true })
    expect(none).toMatchObject({ status: 401, body: { code: 2002 } })
    now += 601_000 // the seed token lived 600 s
    expect(await call('license', method, `/api/v1/me${path}`, { body, token: alex })).toMatchObject({
      status: 401,
      body: { code: 2002 },
    })
  })

  it.each(meCalls)(
    "%s /users/{userId}%s answers 403 code 2000 for another user's id",
    async (method, path, body) => {
      const reply = await call(
        'license',
        method,
        `/api/v1/users/${userIdOf(sandbox, ALEX.email_address)}${path}`,
        {
          body,
          token: sam,
        },
      )
      expect(reply).toMatchObject({ status: 403, body: { code: 2000 } })
    },
  )

  it('acts on the user of /users/{userId} when it is the token’s own', async () => {
    const id = userIdOf(sandbox, SAM.email_address)
    const added = await call('license', 'POST', `/api/v1/users/${id}/products`, {
      token: sam,
      body: { product_serial_number: DEMO_SERIAL_NUMBERS.sample[1] },
    })
    expect(added.status).toBe(200)
    const listed = await call('license', 'GET', `/api/v1/users/${id}/products`, { token: sam })
    expect(listed.body.items.map((p: { id: string }) => p.id)).toEqual([DEMO_SERIAL_NUMBERS.sample[1]])
    const licence = added.body.licenses[0].id
    const on = await call('license', 'POST', `/api/v1/users/${id}/licenses/authorizations`, {
      token: sam,
      body: {
        action: 'activate',
        app_name: 'serato_sample',
        app_version: '2.0.0',
        host_machine_id: 'SAM-MAC',
        host_machine_name: 'Sam’s Mac',
        license_id: licence,
        system_time: '2026-11-21T09:30:00Z',
      },
    })
    expect(on.status).toBe(200)
    const reported = await call(
      'license',
      'PUT',
      `/api/v1/users/${id}/licenses/authorizations/${on.body.authorization_id}`,
      {
        token: sam,
        body: { status_code: 0 },
      },
    )
    expect(reported.status).toBe(200)
    expect(
      (await call('license', 'GET', `/api/v1/users/${id}/licenses`, { token: sam })).body.items[0]
        .activations,
    ).toHaveLength(1)
  })
})
