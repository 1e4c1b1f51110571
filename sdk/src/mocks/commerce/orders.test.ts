/**
 * Orders, invoices, the catalog and recommendations of the fake commerce service: the order list and
 * its filter, the same invoice as JSON and as a real PDF (content type, `%PDF`, the order number), the
 * no-auth catalog and offers that follow what the user owns. Replies are checked against
 * `specs/commerce.yaml`, the PDF by its content type.
 */
import { describe, expect, it } from 'vitest'
import { createContractValidator } from '../../../../scripts/contract/validator.ts'
import { commerceTestSetup } from '../../testing/commerce-sandbox.ts'
import { pdfText } from './pdf.ts'

const { state, call, userId } = commerceTestSetup()
const validator = createContractValidator(['commerce'])

/** `GET` an invoice with `accept`; checks the reply against the document. */
async function invoice(orderId: string, invoiceId: string, accept?: string, token = state.alex) {
  const path = `/api/v1/me/orders/${orderId}/invoices/${invoiceId}`
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (accept) headers.Accept = accept
  const reply = await fetch(`${state.sandbox.baseUrl('commerce')}${path}`, { headers })
  expect(await validator.check('commerce', 'GET', path, reply)).toEqual([])
  return reply
}

describe('orders', () => {
  it("lists Alex's five orders newest first with their invoices; order_status filters; Sam has none", async () => {
    const orders = (await call('commerce', 'GET', '/api/v1/me/orders', { token: state.alex })).body.items
    expect(orders.map((o: { id: string }) => o.id)).toEqual([
      '7650228',
      '7214690',
      '6730481',
      '5902114',
      '5118203',
    ])
    expect(orders[4]).toMatchObject({
      status: 'complete',
      currency: 'USD',
      invoices: [2118203],
      items: [
        {
          base_price: 249,
          tax_rate: 20,
          tax_amount: 49.8,
          total_amount: 298.8,
          catalog_product: { name: 'DJ Pro' },
        },
      ],
      total_amount: 298.8,
      tax_amount: 49.8,
    })
    const cancelled = await call('commerce', 'GET', '/api/v1/me/orders?order_status=cancel', {
      token: state.alex,
    })
    expect(cancelled.body.items.map((o: { id: string }) => o.id)).toEqual(['7214690'])
    expect(
      (await call('commerce', 'GET', '/api/v1/me/orders?order_status=fraud', { token: state.alex })).body
        .items,
    ).toEqual([])
    expect(
      await call('commerce', 'GET', '/api/v1/me/orders?order_status=lost', {
        token: state.alex,
        invalidRequest: true,
      }),
    ).toMatchObject({ status: 400, body: { code: 1000 } })
    expect((await call('commerce', 'GET', '/api/v1/me/orders', { token: state.sam })).body.items).toEqual([])
    expect(
      (await call('commerce', 'GET', `/api/v1/users/${userId(0)}/orders`, { token: state.sam })).status,
    ).toBe(403)
  })

  it('answers the invoice as JSON when asked, with lines, totals, dates and currency', async () => {
    const reply = await invoice('7214690', '4214690', 'application/json')
    expect(await reply.json()).toMatchObject({
      id: '4214690',
      order_id: '7214690',
      status: 'void',
      currency: 'USD',
      billed_to: {
        name: 'Alex Rivera',
        address_lines: ['14 Brick Lane', 'London E1 6RF'],
        country_code: 'GB',
      },
      items: [{ base_price: 49, special_price: 36.75, tax_amount: 7.35, total_amount: 44.1 }],
      subtotal_amount: 36.75,
      tax_amount: 7.35,
      total_amount: 44.1,
    })
  })

  it('answers the invoice as a real PDF by default: %PDF, the order number, lines and totals', async () => {
    for (const accept of [undefined, 'application/pdf', '*/*', 'application/pdf, application/json;q=0.5']) {
      const reply = await invoice('5118203', '2118203', accept)
      expect(reply.headers.get('Content-Type')).toBe('application/pdf')
      expect(reply.headers.get('Content-Disposition')).toContain('filename="invoice-2118203.pdf"')
      const bytes = new Uint8Array(await reply.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
      expect(new TextDecoder('latin1').decode(bytes)).toContain('(Invoice 2118203 for order 5118203)')
      const text = pdfText(bytes)
      for (const expected of [
        'Order number: 5118203',
        'DJ Pro',
        '$249.00',
        '$49.80',
        'Total (USD)',
        '$298.80',
        '12 June 2021',
      ])
        expect(text).toContain(expected)
    }
  })

  it("is 404 for another user's order, an unknown invoice, and without a token 401", async () => {
    expect((await invoice('5118203', '2118203', 'application/json', state.sam)).status).toBe(404)
    expect((await invoice('5118203', '999', 'application/json')).status).toBe(404)
    const anonymous = await fetch(
      `${state.sandbox.baseUrl('commerce')}/api/v1/me/orders/5118203/invoices/2118203`,
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('catalog and recommendations', () => {
  it('lists the catalog without credentials, plans with what they may change to', async () => {
    const catalog = await call('commerce', 'GET', '/api/v1/catalog/products')
    const studio = catalog.body.items.find((p: { id: number }) => p.id === 122)
    expect(studio).toMatchObject({
      name: 'Studio yearly',
      price: 99,
      subscription: true,
      subscription_group: 'serato_producer_suite',
      subscription_plan: { id: 'studio-yearly', billing_frequency: 12 },
      subscription_options: { allow_change_to: [121, 131, 132] },
    })
  })

  it('offers Alex the Producer Suite upgrades and the DJ Pro expansions he lacks, filtered by app and category', async () => {
    const names = async (query = '') =>
      (
        await call('commerce', 'GET', `/api/v1/me/recommendations${query}`, { token: state.alex })
      ).body.items.map((p: { name: string }) => p.name)
    expect(await names()).toEqual([
      'Producer Suite monthly',
      'Producer Suite yearly',
      'DJ Pro Video',
      'DJ Pro FX Pack',
      'DJ Pro Flip',
      "Pitch 'n' Time DJ",
    ])
    expect(await names('?catalog_category=Expansions&app_name=serato_dj_pro&app_version=3.2.1')).toHaveLength(
      4,
    )
    expect(await names('?app_name=serato_studio')).toEqual([
      'Producer Suite monthly',
      'Producer Suite yearly',
    ])
    // Redeeming the Video voucher: the expansion is his, no longer offered.
    await call('commerce', 'PUT', '/api/v1/me/vouchers/VCH-7XQ2-PL9M', { token: state.alex })
    expect(await names('?catalog_category=expansions')).toEqual([
      'DJ Pro FX Pack',
      'DJ Pro Flip',
      "Pitch 'n' Time DJ",
    ])
  })

  it('offers Sam, who owns nothing, the software and plans but no expansions', async () => {
    const items = (await call('commerce', 'GET', '/api/v1/me/recommendations', { token: state.sam })).body
      .items
    const names = items.map((p: { name: string }) => p.name)
    expect(names).toContain('DJ Pro')
    expect(names).toContain('Studio monthly')
    expect(names).not.toContain('DJ Pro Video')
  })
})
