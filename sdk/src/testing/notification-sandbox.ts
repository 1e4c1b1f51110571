/**
 * Shared steps of the notification sandbox tests (tests only, never shipped): a
 * sandbox over msw `setupServer` with a fixed clock, tokens of the demo users, and `call`, which
 * sends a request and asserts that the reply conforms to its operation in `specs/*.yaml` — so every
 * handler test is a contract test too.
 */

import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { createContractValidator } from '../../../scripts/contract/validator.ts'
import { createSandbox, createSeed, DEMO_USERS, SANDBOX_APP_ID, type Sandbox } from '../mocks/index.ts'

/** The sandbox clock of these tests: 23 November 2026, 12:00 UTC. */
export const NOW = Date.parse('2026-11-23T12:00:00Z')

/** The demo users: two customers and the staff member. */
export const USERS = { alex: DEMO_USERS[0], sam: DEMO_USERS[1], robin: DEMO_USERS[2] } as const

type Service = 'notifications' | 'notifications-v1' | 'identity'

const validator = createContractValidator(['notifications', 'notifications-v1', 'identity'])

/** What a test sees of a reply: status and parsed JSON body. */
export interface Reply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: reply bodies are checked against the document first
  body: any
}

/**
 * Installs a fresh sandbox before each test (seed of `createSeed()`, clock {@link NOW}).
 * @returns accessors: the sandbox, a token per demo user, `call`, and the number of checked replies
 */
export function installNotificationSandbox() {
  const server = setupServer()
  let sandbox: Sandbox = createSandbox()
  let checked = 0
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    sandbox = createSandbox(createSeed(), { now: () => NOW })
    server.resetHandlers(...sandbox.handlers)
  })
  afterAll(() => server.close())

  return {
    sandbox: () => sandbox,
    /** The id of a demo user. */
    userId(who: keyof typeof USERS): number {
      return sandbox.stores.identity.findByEmail(USERS[who].email_address)?.id as number
    },
    /** A live access token of a demo user. */
    token(who: keyof typeof USERS): string {
      const user = sandbox.stores.identity.findByEmail(USERS[who].email_address)
      return sandbox.stores.identity.signIn(user?.id as number, SANDBOX_APP_ID).access.token
    },
    /**
     * Calls `method path` of a service (`path` below its base URL, e.g. `/api/v2/campaigns?status=x`)
     * and asserts the reply conforms to the document.
     * @param init `token` (bearer), `body` (sent as JSON; a string is sent as is)
     */
    async call(
      service: Service,
      method: string,
      path: string,
      init: { token?: string; body?: unknown } = {},
    ) {
      const headers = new Headers({ Accept: 'application/json' })
      if (init.body !== undefined) headers.set('Content-Type', 'application/json')
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
      const body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
      const response = await fetch(`${sandbox.baseUrl(service)}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : body,
      })
      expect(await validator.check(service, method, path.split('?')[0] as string, response)).toEqual([])
      checked++
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : undefined } as Reply
    },
    /** How many replies `call` checked against the documents so far. */
    checked: () => checked,
  }
}
