/**
 * Test support of the stateful fakes (tests only, never shipped): calls a
 * sandbox service through msw as an app would, and checks the request and the reply against the
 * service's OpenAPI document, so every handler test is also a contract test.
 */

import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { createContractValidator } from '../../../scripts/contract/validator.ts'
import { createSandbox, SANDBOX_APP_ID, type Sandbox } from '../mocks/index.ts'
import type { ServiceName } from '../transport/services.ts'

/** Options of one call. */
export interface CallInit {
  /** JSON body. */
  body?: unknown
  /** Bearer token. */
  token?: string
  /** Other request headers, e.g. `Authorization: Basic …` (application credentials) or `CF-IPCountry`. */
  headers?: Record<string, string>
  /**
   * The request breaks the document on purpose (a missing field, a bad value): its check is skipped,
   * the reply is still checked.
   */
  invalidRequest?: boolean
}

/** A reply: status and parsed JSON body (undefined when empty). */
export interface CallReply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: reply bodies are checked against the schema by `call`
  body: any
}

/**
 * A caller of `sandbox`'s services whose requests and replies must conform to `specs/<service>.yaml`.
 * @returns `call(service, method, path, init)`; `path` is below the service's base URL, query included
 */
export function contractCaller(getSandbox: () => Sandbox, services: readonly ServiceName[]) {
  const validator = createContractValidator(services)
  let checked = 0
  async function call(service: ServiceName, method: string, path: string, init: CallInit = {}) {
    const sandbox = getSandbox()
    const headers = new Headers({ Accept: 'application/json', ...init.headers })
    if (init.body !== undefined) headers.set('Content-Type', 'application/json')
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
    const request = new Request(`${sandbox.baseUrl(service)}${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    if (!init.invalidRequest) {
      expect(await validator.checkRequest(service, request, sandbox.baseUrl(service))).toEqual([])
    }
    const response = await fetch(request)
    expect(await validator.check(service, method, path.split('?')[0] as string, response)).toEqual([])
    checked++
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined } as CallReply
  }
  return Object.assign(call, { checked: () => checked })
}

/** A live access token of the seed user with this e-mail address (signed in without the pages). */
export function accessTokenOf(sandbox: Sandbox, email: string): string {
  const user = sandbox.stores.identity.findByEmail(email)
  if (!user) throw new Error(`no seed user ${email}`)
  return sandbox.stores.identity.signIn(user.id, SANDBOX_APP_ID).access.token
}

/** The id of the seed user with this e-mail address. */
export function userIdOf(sandbox: Sandbox, email: string): number {
  const user = sandbox.stores.identity.findByEmail(email)
  if (!user) throw new Error(`no seed user ${email}`)
  return user.id
}

/**
 * Installs a fresh sandbox (default seed) before each test, on msw `setupServer`, with a clock that
 * moves only when a test says so.
 * @param services the documents `call` checks requests and replies against
 * @param start the clock at the start of each test, ms since the epoch (default 21 Nov 2026 09:30 UTC)
 * @returns the sandbox, `call` (a {@link contractCaller}), a token per seed user, and the clock
 */
export function installSandbox(services: readonly ServiceName[], start = Date.parse('2026-11-21T09:30:00Z')) {
  const server = setupServer()
  let sandbox: Sandbox
  let now = start
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    now = start
    sandbox = createSandbox(undefined, { now: () => now })
    server.resetHandlers(...sandbox.handlers)
  })
  afterAll(() => server.close())
  return {
    sandbox: () => sandbox,
    call: contractCaller(() => sandbox, services),
    /** A live access token of the seed user with this e-mail address. */
    token: (email: string) => accessTokenOf(sandbox, email),
    /** The id of the seed user with this e-mail address. */
    userId: (email: string) => userIdOf(sandbox, email),
    /** The sandbox clock, ms since the epoch. */
    now: () => now,
    /** Moves the sandbox clock forward. */
    advance(ms: number) {
      now += ms
    },
  }
}

/** One `/me` operation for {@link checkAccountCredentials}: method, path after `/me`, JSON body. */
export type MeCall = [method: string, path: string, body: unknown]

/**
 * Tests that each `/me` operation answers 401 code 2002 without a token, and that its
 * `/users/{userId}` twin answers 403 code 2000 for another user's id and acts for the token's own
 * (spec §6, §8).
 * @param owner the seed user whose id and token are used; `other` another one's token
 */
export function checkAccountCredentials(
  t: ReturnType<typeof installSandbox>,
  service: ServiceName,
  meCalls: MeCall[],
  users: { owner: string; other: string },
) {
  it.each(meCalls)('%s /me%s answers 401 code 2002 without a live token', async (method, path, body) => {
    const none = await t.call(service, method, `/api/v1/me${path}`, { body, invalidRequest: true })
    expect(none).toMatchObject({ status: 401, body: { code: 2002 } })
  })

  it.each(meCalls)("%s /users/{userId}%s acts on the token's user only", async (method, path, body) => {
    const twin = `/api/v1/users/${t.userId(users.owner)}${path}`
    const other = await t.call(service, method, twin, { body, token: t.token(users.other) })
    expect(other).toMatchObject({ status: 403, body: { code: 2000 } })
    const own = await t.call(service, method, twin, { body, token: t.token(users.owner) })
    expect([401, 403]).not.toContain(own.status)
    expect(own.status).toBeLessThan(500)
  })
}
