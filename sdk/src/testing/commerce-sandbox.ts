/**
 * Shared steps of the commerce sandbox tests (tests only; never shipped): a fresh sandbox per test at a
 * fixed clock behind msw, the demo users' tokens, a contract-checked caller, and the card form's
 * tokenization as a browser would post it.
 */

import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { CARD_FORM_PATH, createSandbox, DEMO_USERS, type Sandbox } from '../mocks/index.ts'
import { accessTokenOf, contractCaller, userIdOf } from './test-support.ts'

/** The sandbox clock of every commerce test: 21 November 2026, 09:30 UTC. */
export const NOW = Date.parse('2026-11-21T09:30:00Z')
/** The site origin the sandbox lets embed the card form. */
export const SITE = 'http://localhost:3000'

/** Installs the msw server and a fresh sandbox per test; returns live accessors. */
export function commerceTestSetup() {
  const state = { sandbox: undefined as unknown as Sandbox, now: NOW, alex: '', sam: '', robin: '' }
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    state.now = NOW
    state.sandbox = createSandbox(undefined, { now: () => state.now })
    server.resetHandlers(...state.sandbox.handlers)
    state.alex = accessTokenOf(state.sandbox, DEMO_USERS[0].email_address)
    state.sam = accessTokenOf(state.sandbox, DEMO_USERS[1].email_address)
    state.robin = accessTokenOf(state.sandbox, DEMO_USERS[2].email_address)
  })
  afterAll(() => server.close())
  const call = contractCaller(() => state.sandbox, ['commerce', 'license'])
  const userId = (index: 0 | 1 | 2) => userIdOf(state.sandbox, DEMO_USERS[index].email_address)
  return { state, call, userId }
}

/** Posts the card form as a browser would; returns the reply's status, HTML and the message it posts. */
export async function postCardForm(
  sandbox: Sandbox,
  clientToken: string,
  card: { number: string; expiry?: string; cvc?: string },
  parentOrigin = SITE,
) {
  const form = new URLSearchParams({
    client_token: clientToken,
    parent_origin: parentOrigin,
    number: card.number,
    expiry: card.expiry ?? '12 / 30',
    cvc: card.cvc ?? (/^\s*3[47]/.test(card.number) ? '1234' : '123'),
  })
  const reply = await fetch(`${sandbox.baseUrl('commerce')}${CARD_FORM_PATH}`, { method: 'POST', body: form })
  const html = await reply.text()
  const json = /var message = (\{.*\});/.exec(html)?.[1]
  return { status: reply.status, headers: reply.headers, html, message: json ? JSON.parse(json) : undefined }
}

/** A client token and a nonce of `number` for the user of `token` (through the card form). */
export async function nonceFor(sandbox: Sandbox, token: string, number: string): Promise<string> {
  const reply = await fetch(`${sandbox.baseUrl('commerce')}/api/v1/paymentgateway/token`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  const { client_token: clientToken } = (await reply.json()) as { client_token: string }
  const { message } = await postCardForm(sandbox, clientToken, { number })
  if (message?.type !== 'tokenized') throw new Error(`card ${number} was not tokenized`)
  return message.nonce as string
}
