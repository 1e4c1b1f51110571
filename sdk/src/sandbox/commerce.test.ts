/**
 * The commerce service of the services sandbox over HTTP, as the site's browser code meets it: the
 * hosted card form the site frames (only the site may frame it, it answers the nonce to the site's
 * origin), adding the card with that nonce, and an invoice PDF fetched with CORS.
 */
import { describe, expect, it } from 'vitest'
import { TEST_CARDS } from '../mocks/commerce/seed.ts'
import { ALEX, getWithToken, postJson, SITE, signedInSandbox } from './test-support.ts'

const t = signedInSandbox()

const fromSite = () => ({ Authorization: `Bearer ${t.token}`, Origin: SITE })
const api = (path: string) => `${t.services.url}/commerce/api/v1${path}`

describe('services sandbox: commerce', () => {
  it('serves the card form to the site only, and its nonce adds a card the site never saw the number of', async () => {
    const gateway = (await (await postJson(api('/paymentgateway/token'), {}, fromSite())).json()) as {
      client_token: string
      card_form_url: string
    }
    expect(gateway.card_form_url).toBe(`${t.services.url}/commerce/gateway/card-form`)
    const form = `${gateway.card_form_url}?client_token=${encodeURIComponent(gateway.client_token)}&parent_origin=${encodeURIComponent(SITE)}`
    const page = await fetch(form)
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors http:\/\/localhost:3000$/)
    const html = await page.text()
    expect(html).toContain('<label for="number">Card number</label>')
    expect(html).toContain('"type":"ready"')
    const refused = await fetch(
      form.replace(encodeURIComponent(SITE), encodeURIComponent('https://evil.example')),
    )
    expect(refused.status).toBe(400)
    expect(refused.headers.get('X-Frame-Options')).toBe('DENY')

    const posted = await fetch(gateway.card_form_url, {
      method: 'POST',
      body: new URLSearchParams({
        client_token: gateway.client_token,
        parent_origin: SITE,
        number: TEST_CARDS.visa.number,
        expiry: '09 / 31',
        cvc: '737',
      }),
    })
    const result = await posted.text()
    const nonce = /"nonce":"(tokencc_sb_[^"]+)"/.exec(result)?.[1] ?? ''
    expect(nonce).not.toBe('')
    expect(result).not.toMatch(/4111\s?1111/)
    const card = await postJson(api('/me/paymentmethods'), { nonce, device_data: '{}' }, fromSite())
    expect(card.status).toBe(200)
    expect(card.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(await card.json()).toMatchObject({ masked_number: '411111******1111', expiration_date: '09/2031' })
  })

  it('serves an invoice PDF the site may read with CORS', async () => {
    const reply = await fetch(api('/me/orders/5118203/invoices/2118203'), {
      headers: { ...fromSite(), Accept: 'application/pdf' },
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('Content-Type')).toBe('application/pdf')
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(SITE)
    expect(reply.headers.get('Access-Control-Expose-Headers')).toContain('Content-Disposition')
    const bytes = new Uint8Array(await reply.arrayBuffer())
    const text = new TextDecoder('latin1').decode(bytes)
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('5118203')
  })

  it('gives a user a subscription of a plan (control endpoint): card, first order, licence; past due fails its renewal', async () => {
    const control = `${t.services.url}/__sandbox/commerce/subscriptions`
    const created = await postJson(control, { email_address: ALEX.email_address, catalog_product_id: 131 })
    expect(created.status).toBe(201)
    const subscription = (await created.json()) as {
      id: string
      product_id: string
      payment_method_token: string
    }
    expect(subscription).toMatchObject({ status: 'Active', plan: { name: 'Producer Suite monthly' } })
    const listed = (await (await getWithToken(api('/me/subscriptions'), t.token)).json()) as {
      items: { id: string }[]
    }
    expect(listed.items.map((s) => s.id)).toContain(subscription.id)
    const orders = (await (await getWithToken(api('/me/orders'), t.token)).json()) as {
      items: { items: { catalog_product: { id: number } }[] }[]
    }
    expect(orders.items.some((o) => o.items[0]?.catalog_product.id === 131)).toBe(true)
    const products = (await (
      await getWithToken(`${t.services.url}/license/api/v1/me/products`, t.token)
    ).json()) as { items: { id: string; subscription_status?: string }[] }
    expect(products.items.find((p) => p.id === subscription.product_id)?.subscription_status).toBe('Active')

    const pastDue = (await (
      await postJson(control, {
        email_address: ALEX.email_address,
        catalog_product_id: 141,
        status: 'Past Due',
      })
    ).json()) as { id: string; status: string }
    expect(pastDue.status).toBe('Past Due')
    const retry = await postJson(api(`/me/subscriptions/${pastDue.id}/retrycharge`), {}, fromSite())
    expect(retry.status).toBe(400)
    expect(await retry.json()).toMatchObject({ code: 1502 })

    expect(
      (await postJson(control, { email_address: ALEX.email_address, catalog_product_id: 101 })).status,
    ).toBe(400)
    expect(
      (await postJson(control, { email_address: 'nobody@example.com', catalog_product_id: 131 })).status,
    ).toBe(404)
  })

  it('hands out voucher codes nobody has entered (control endpoint), each redeemable once', async () => {
    const mint = async () =>
      (
        (await (
          await postJson(`${t.services.url}/__sandbox/commerce/vouchers`, { product_voucher_type_id: 3 })
        ).json()) as {
          voucher_id: string
        }
      ).voucher_id
    const [first, second] = [await mint(), await mint()]
    expect(first).toMatch(/^FLIP-TEST-\d{4}$/)
    expect(second).not.toBe(first)
    const assigned = await postJson(api('/me/vouchers'), { voucher_id: first }, fromSite())
    expect(assigned.status).toBe(200)
    const redeemed = await fetch(api(`/me/vouchers/${first}`), { method: 'PUT', headers: fromSite() })
    expect(await redeemed.json()).toMatchObject({ id: first, voucher_type: { title: 'DJ Pro Flip' } })
    expect(
      (await postJson(`${t.services.url}/__sandbox/commerce/vouchers`, { product_voucher_type_id: 99 }))
        .status,
    ).toBe(404)
  })
})
