/**
 * Test support of the stateful fakes (tests only; never imported by `index.ts`, never shipped): calls a
 * sandbox service through msw as an app would, and checks the request and the reply against the
 * service's OpenAPI document, so every handler test is also a contract test.
 */
import { expect } from 'vitest'
import type { ServiceName } from '../transport/services.ts'
import { createContractValidator } from './contract.ts'
import type { Sandbox } from './sandbox.ts'
import { SANDBOX_APP_ID } from './seed.ts'

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
