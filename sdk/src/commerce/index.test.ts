/**
 * `@music/sdk/commerce`: the invoice operation answers a PDF (`Blob`) by default and JSON when asked
 * (docs/requirements.md §7 "PDF as blob or JSON"); `/me` and `/users/{userId}` twins reach their own paths (docs/requirements.md §6).
 * Needs `npm run codegen`.
 */
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSdk } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import { getInvoice, getListMySubscriptionsQueryKey, getUserInvoice, type Invoice } from './index.ts'

const ORIGIN = 'https://ecom.serato.com'
const PDF = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n')
const invoice: Invoice = {
  id: '200018876',
  order_id: '100042131',
  status: 'paid',
  created_at: '2026-10-02T08:00:00Z',
  currency: 'USD',
  seller: { name: 'Music Software Ltd', address_lines: [], country_code: 'NZ' },
  billed_to: { name: 'Alex Rivera', address_lines: [], country_code: 'GB' },
  items: [],
  subtotal_amount: 86.09,
  total_amount: 99,
  tax_amount: 12.91,
}

const server = setupServer(
  http.get(`${ORIGIN}/api/v1/*`, ({ request }) =>
    request.headers.get('Accept') === 'application/json'
      ? HttpResponse.json({ ...invoice, id: new URL(request.url).pathname })
      : new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const sdk = createSdk({
  tokenStore: createMemoryTokenStore({
    access: { token: 'acc', expires_at: Math.floor(Date.now() / 1000) + 3600 },
  }),
  locks: null,
})

describe('getInvoice', () => {
  it('resolves with the PDF as a Blob by default', async () => {
    const pdf = await getInvoice('100042131', '200018876', { sdk })
    expect(pdf).toBeInstanceOf(Blob)
    expect(new Uint8Array(await (pdf as Blob).arrayBuffer())).toEqual(PDF)
  })

  it('resolves with the JSON invoice when asked for application/json', async () => {
    const json = await getInvoice('100042131', '200018876', {
      sdk,
      headers: { Accept: 'application/json' },
      responseType: 'json',
    })
    expect(json).toEqual({ ...invoice, id: '/api/v1/me/orders/100042131/invoices/200018876' })
  })

  it('uses /users/{userId} for another user', async () => {
    const json = await getUserInvoice(42, '100042131', '200018876', {
      sdk,
      headers: { Accept: 'application/json' },
      responseType: 'json',
    })
    expect((json as Invoice).id).toBe('/api/v1/users/42/orders/100042131/invoices/200018876')
  })
})

it('query keys start with the service name', () => {
  expect(getListMySubscriptionsQueryKey()).toEqual(['commerce', '/api/v1/me/subscriptions'])
})
