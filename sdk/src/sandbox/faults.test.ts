/**
 * The services sandbox's test-only faults and fresh serial numbers over HTTP (control.ts, faults.ts):
 * a fault reaches only the requests it is scoped to, answers as the service answers errors (with
 * CORS for the site), can be delayed past the client's patience, and is gone once cleared or spent.
 */

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '../mocks/index.ts'
import { ALEX, getWithToken, postJson, SITE, signedInSandbox } from './test-support.ts'

const t = signedInSandbox()
let otherToken: string
const OTHER = { email_address: 'fault.tester@example.com', password: 'Faulty-tester-1' }

beforeAll(async () => {
  const basic = `Basic ${btoa(`${SANDBOX_APP_ID}:${SANDBOX_APP_SECRET}`)}`
  await postJson(`${t.identity}/api/v1/users`, OTHER, { Authorization: basic })
  const login = await postJson(
    `${t.identity}/api/v1/login`,
    { ...OTHER, device_id: 'test', device_name: 'test' },
    { Authorization: basic },
  )
  otherToken = ((await login.json()) as { tokens: { access: { token: string } } }).tokens.access.token
})
afterEach(() => fetch(`${t.services.url}/__sandbox/faults`, { method: 'DELETE' }))

const control = (path: string, init?: RequestInit) => fetch(`${t.services.url}/__sandbox${path}`, init)
const addFault = async (rule: object) => {
  const reply = await postJson(`${t.services.url}/__sandbox/faults`, rule)
  expect(reply.status).toBe(201)
  return (await reply.json()) as { id: number }
}
const products = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${t.services.url}/license/api/v1/me/products`, {
    headers: { Authorization: `Bearer ${token}`, Origin: SITE, ...headers },
  })

describe('services sandbox: faults', () => {
  it('makes a service answer 500 for one user only, with CORS for the site, until cleared', async () => {
    await addFault({ service: 'license', status: 500, user: ALEX.email_address })
    const failed = await products(t.token)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(await failed.json()).toEqual({ code: 5000, error: 'Internal server error' })
    // Another user, and another service of the same user, are answered as usual.
    expect((await products(otherToken)).status).toBe(200)
    const downloads = await getWithToken(`${t.services.url}/downloads/api/v1/assets?latest_only=1`, t.token)
    expect(downloads.status).toBe(200)

    expect(
      (await control(`/faults?user=${encodeURIComponent(ALEX.email_address)}`, { method: 'DELETE' })).status,
    ).toBe(204)
    expect((await products(t.token)).status).toBe(200)
  })

  it('reaches only requests with its X-Sandbox-Scope, and only the path and method given', async () => {
    await addFault({
      service: 'license',
      path: '/api/v1/me/products',
      method: 'get',
      status: 503,
      scope: 'test-a',
    })
    const hit = await products(t.token, { 'X-Sandbox-Scope': 'test-a' })
    expect(hit.status).toBe(503)
    expect(await hit.json()).toEqual({ code: 5030, error: 'Service unavailable' })
    expect((await products(t.token, { 'X-Sandbox-Scope': 'test-b' })).status).toBe(200)
    expect((await products(t.token)).status).toBe(200)
    const licenses = await fetch(`${t.services.url}/license/api/v1/me/licenses`, {
      headers: { Authorization: `Bearer ${t.token}`, 'X-Sandbox-Scope': 'test-a' },
    })
    expect(licenses.status).toBe(200)
  })

  it('is gone after `times` requests, and can be removed by id', async () => {
    await addFault({ service: 'license', status: 500, scope: 'once', times: 1, code: 5999, error: 'Boom' })
    expect(await (await products(t.token, { 'X-Sandbox-Scope': 'once' })).json()).toEqual({
      code: 5999,
      error: 'Boom',
    })
    expect((await products(t.token, { 'X-Sandbox-Scope': 'once' })).status).toBe(200)

    const { id } = await addFault({ service: 'license', status: 500, scope: 'by-id' })
    expect(((await (await control('/faults')).json()) as { items: { id: number }[] }).items).toEqual([
      expect.objectContaining({ id, service: 'license', status: 500, scope: 'by-id' }),
    ])
    expect((await control(`/faults/${id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await control(`/faults/${id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await products(t.token, { 'X-Sandbox-Scope': 'by-id' })).status).toBe(200)
  })

  it('holds the reply back: the client gives up first (its timeout), and the sandbox stays responsive', async () => {
    await addFault({ service: 'license', delayMs: 60_000, scope: 'slow' })
    const slow = products(t.token, { 'X-Sandbox-Scope': 'slow' })
    const gaveUp = fetch(`${t.services.url}/license/api/v1/me/products`, {
      headers: { Authorization: `Bearer ${t.token}`, 'X-Sandbox-Scope': 'slow' },
      signal: AbortSignal.timeout(100),
    })
    await expect(gaveUp).rejects.toThrow()
    expect((await products(t.token)).status).toBe(200)
    await control('/faults', { method: 'DELETE' })
    void slow.catch(() => undefined)
  })

  it('answers a delayed status once the delay is over', async () => {
    await addFault({ service: 'downloads', delayMs: 20, status: 503, scope: 'late' })
    const reply = await fetch(`${t.services.url}/downloads/api/v1/assets`, {
      headers: { Authorization: `Bearer ${t.token}`, 'X-Sandbox-Scope': 'late' },
    })
    expect(reply.status).toBe(503)
  })

  it('drops the connection without an answer: the client sees a network error, the others are answered', async () => {
    await addFault({ service: 'license', drop: true, user: ALEX.email_address })
    await expect(products(t.token)).rejects.toThrow(TypeError)
    expect((await products(otherToken)).status).toBe(200)
    const head = fetch(`${t.services.url}/license/api/v1/me/products`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${t.token}` },
    })
    await expect(head).rejects.toThrow(TypeError)
    await control('/faults', { method: 'DELETE' })
    expect((await products(t.token)).status).toBe(200)
  })

  it('refuses a malformed rule with 400 and says why', async () => {
    const cases: [object, RegExp][] = [
      [{ service: 'nope', status: 500 }, /service must be one of/],
      [{ service: 'license' }, /needs a status, a delayMs or drop/],
      [{ service: 'license', drop: true, status: 503 }, /either drops the connection or answers/],
      [{ service: 'license', drop: 'yes' }, /drop must be true or false/],
      [{ service: 'license', status: 200 }, /status must be an HTTP error status/],
      [{ service: 'license', status: 500, path: 'api' }, /path must start with/],
      [{ service: 'license', status: 500, colour: 'red' }, /Unknown field/],
    ]
    for (const [rule, message] of cases) {
      const reply = await postJson(`${t.services.url}/__sandbox/faults`, rule)
      expect(reply.status).toBe(400)
      expect(((await reply.json()) as { error: string }).error).toMatch(message)
    }
  })
})

describe('services sandbox: fresh serial numbers', () => {
  it('hands out a serial number of the product type that registers once', async () => {
    const reply = await postJson(`${t.services.url}/__sandbox/license/serial-numbers`, {
      product_type_id: 140,
    })
    expect(reply.status).toBe(201)
    const { serial_number: serial } = (await reply.json()) as { serial_number: string }
    expect(serial).toMatch(/^TEST-0140-\d{4}-\d{4}$/)
    const register = () =>
      postJson(
        `${t.services.url}/license/api/v1/me/products`,
        { product_type_id: 140, product_serial_number: serial },
        { Authorization: `Bearer ${otherToken}` },
      )
    const registered = await register()
    expect(registered.status).toBe(200)
    expect(await registered.json()).toMatchObject({ id: serial, product_type: { name: 'Hex FX' } })
    expect(await (await register()).json()).toMatchObject({ code: 1102 })
    const next = await postJson(`${t.services.url}/__sandbox/license/serial-numbers`, {
      product_type_id: 140,
    })
    expect(((await next.json()) as { serial_number: string }).serial_number).not.toBe(serial)
  })

  it('refuses product types not sold with serial numbers', async () => {
    for (const id of [110, 113, 999]) {
      const reply = await postJson(`${t.services.url}/__sandbox/license/serial-numbers`, {
        product_type_id: id,
      })
      expect(reply.status).toBe(404)
    }
  })
})
