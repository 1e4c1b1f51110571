/**
 * Payment methods through the sandbox gateway's card form, and vouchers that grant licences: added
 * cards are listed, refusals carry their codes, the card form never echoes a card number, a redeemed
 * voucher's product appears in the licence service at once, and the staff's voucher orders generate
 * codes that customers can redeem. Replies are checked against `specs/commerce.yaml`.
 */
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { commerceTestSetup, nonceFor, postCardForm, SITE } from '../../testing/commerce-sandbox.ts'
import { DEMO_VOUCHER_CODES, REFUSED_VOUCHER_CODES, TEST_CARDS } from './seed.ts'

const { state, call, userId } = commerceTestSetup()

const methods = async (token: string) =>
  (await call('commerce', 'GET', '/api/v1/me/paymentmethods', { token })).body.items
const addCard = (token: string, nonce: string, extra: Record<string, unknown> = {}) =>
  call('commerce', 'POST', '/api/v1/me/paymentmethods', {
    token,
    body: { nonce, device_data: '{}', ...extra },
  })
const gatewayToken = async (token: string) =>
  (await call('commerce', 'POST', '/api/v1/paymentgateway/token', { token })).body.client_token as string

describe('card form', () => {
  it('tokenizes a good card into a nonce for the parent origin only, without echoing the number', async () => {
    const clientToken = await gatewayToken(state.sam)
    const { status, headers, html, message } = await postCardForm(state.sandbox, clientToken, {
      number: TEST_CARDS.visa.number,
    })
    expect(status).toBe(200)
    expect(headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${SITE}`)
    expect(message).toMatchObject({
      source: 'music-sandbox-card-form',
      type: 'tokenized',
      details: { card_type: 'Visa', last_four: '1111', expiration_month: '12', expiration_year: '2030' },
    })
    expect(message.nonce).toMatch(/^tokencc_sb_/)
    expect(html).toContain(`postMessage(message, "${SITE}")`)
    expect(html).not.toContain('4111 1111 1111 1111')
    expect(html).not.toContain('4111111111111111')
  })

  it('shows field errors (Luhn, expiry, CVC) and keeps only the expiry', async () => {
    const clientToken = await gatewayToken(state.sam)
    const reply = await postCardForm(state.sandbox, clientToken, {
      number: '4111 1111 1111 1112',
      expiry: '13/29',
      cvc: '12',
    })
    expect(reply.status).toBe(422)
    expect(reply.message).toMatchObject({ type: 'invalid', fields: ['number', 'expiry', 'cvc'] })
    expect(reply.html).toContain('value="13/29"')
    expect(reply.html).not.toContain('4111 1111 1111 1112')
    const expired = await postCardForm(state.sandbox, clientToken, {
      number: TEST_CARDS.visa.number,
      expiry: '10/26',
    })
    expect(expired.message).toMatchObject({ type: 'invalid', fields: ['expiry'] })
  })

  it('starts with the expiry date it is given (prefill_expiry), never with anything else', async () => {
    const clientToken = await gatewayToken(state.sam)
    const form = (query: string) =>
      fetch(
        `${state.sandbox.baseUrl('commerce')}/gateway/card-form?client_token=${clientToken}&parent_origin=${encodeURIComponent(SITE)}${query}`,
      ).then((r) => r.text())
    expect(await form('&prefill_expiry=09%2F2031')).toContain('value="09 / 31"')
    const ignored = await form('&prefill_expiry=%22%3E%3Cscript%3E')
    expect(ignored).not.toMatch(/id="expiry"[^>]*value=/)
    expect(ignored).not.toContain('"><script>')
  })

  it('refuses an origin that is not the site and an unknown client token', async () => {
    const clientToken = await gatewayToken(state.sam)
    const framed = await postCardForm(
      state.sandbox,
      clientToken,
      { number: TEST_CARDS.visa.number },
      'https://evil.example',
    )
    expect(framed.status).toBe(400)
    expect(framed.message).toBeUndefined()
    const unknown = await postCardForm(state.sandbox, 'sandbox_ct_nope', { number: TEST_CARDS.visa.number })
    expect(unknown).toMatchObject({ status: 401, message: { type: 'expired' } })
  })
})

describe('payment methods', () => {
  it('adds a card from a nonce (the first becomes the default), once per nonce', async () => {
    const nonce = await nonceFor(state.sandbox, state.sam, TEST_CARDS.mastercard.number)
    const added = await addCard(state.sam, nonce)
    expect(added.body).toMatchObject({
      card_type: 'Mastercard',
      masked_number: '555555******4444',
      default: true,
      expired: false,
    })
    expect(await methods(state.sam)).toHaveLength(1)
    expect(await addCard(state.sam, nonce)).toMatchObject({ status: 400, body: { code: 1504 } })
    // Another user's nonce is no good either.
    const alexNonce = await nonceFor(state.sandbox, state.alex, TEST_CARDS.visa.number)
    expect(await addCard(state.sam, alexNonce)).toMatchObject({ status: 400, body: { code: 1504 } })
  })

  it('refuses a declining card (1501), a try-again card once (1503) and an unknown billing address (1506)', async () => {
    expect(
      await addCard(state.sam, await nonceFor(state.sandbox, state.sam, TEST_CARDS.declined.number)),
    ).toMatchObject({
      status: 400,
      body: { code: 1501 },
    })
    const retry = () => nonceFor(state.sandbox, state.sam, TEST_CARDS.tryAgain.number)
    expect(await addCard(state.sam, await retry())).toMatchObject({ status: 400, body: { code: 1503 } })
    expect((await addCard(state.sam, await retry())).status).toBe(200)
    expect(
      await addCard(state.sam, await nonceFor(state.sandbox, state.sam, TEST_CARDS.visa.number), {
        billing_address_id: 'k4',
      }),
    ).toMatchObject({ status: 400, body: { code: 1506 } })
    const address = await call('commerce', 'PUT', '/api/v1/me/billingaddress', {
      token: state.sam,
      body: { country_code: 'NG', first_name: 'Sam', last_name: 'Okafor', city: 'Lagos' },
    })
    expect(address.body).toMatchObject({ country_code: 'NG', city: 'Lagos' })
    const withAddress = await addCard(
      state.sam,
      await nonceFor(state.sandbox, state.sam, TEST_CARDS.amex.number),
      {
        billing_address_id: address.body.id,
      },
    )
    expect(withAddress.body).toMatchObject({
      card_type: 'American Express',
      masked_number: '378282*****0005',
      billing_address_id: address.body.id,
    })
  })

  it('makes a card the default, refuses to remove the card a subscription uses (1505), removes others', async () => {
    const nonce = await nonceFor(state.sandbox, state.alex, TEST_CARDS.amex.number)
    const amex = (await addCard(state.alex, nonce)).body
    const made = await call('commerce', 'PUT', `/api/v1/me/paymentmethods/${amex.token}`, {
      token: state.alex,
      body: { make_default: true },
    })
    expect(made.body.default).toBe(true)
    expect(
      (await methods(state.alex))
        .filter((m: { default: boolean }) => m.default)
        .map((m: { token: string }) => m.token),
    ).toEqual([amex.token])
    const refused = await call('commerce', 'DELETE', '/api/v1/me/paymentmethods/k9vx2p', {
      token: state.alex,
    })
    expect(refused).toMatchObject({ status: 400, body: { code: 1505 } })
    expect(refused.body.error).toContain('Studio yearly is paid with Visa ending 1111')
    expect(
      (await call('commerce', 'DELETE', `/api/v1/me/paymentmethods/${amex.token}`, { token: state.alex }))
        .status,
    ).toBe(204)
    expect(
      (await methods(state.alex)).map((m: { token: string; default: boolean }) => [m.token, m.default]),
    ).toEqual([
      ['k9vx2p', true],
      ['m4rt7c', false],
    ])
    expect(
      (await call('commerce', 'DELETE', '/api/v1/me/paymentmethods/k9vx2p', { token: state.sam })).status,
    ).toBe(404)
  })

  it('refuses to make an expired card the default (1502); new details make it usable again', async () => {
    const put = (body: Record<string, unknown>) =>
      call('commerce', 'PUT', '/api/v1/me/paymentmethods/m4rt7c', { token: state.alex, body })
    expect(await put({ make_default: true })).toMatchObject({
      status: 400,
      body: { code: 1502, error: expect.stringContaining('cannot be your default card') },
    })
    expect((await methods(state.alex)).find((m: { token: string }) => m.token === 'k9vx2p').default).toBe(
      true,
    )
    const renewed = await put({
      nonce: await nonceFor(state.sandbox, state.alex, TEST_CARDS.mastercard.number),
      make_default: true,
    })
    expect(renewed.body).toMatchObject({ expired: false, default: true })
  })

  it('shows the billing address on its own (GET /me/billingaddress): 204 before one is set, then what PUT set', async () => {
    expect(await call('commerce', 'GET', '/api/v1/me/billingaddress', { token: state.sam })).toEqual({
      status: 204,
      body: undefined,
    })
    const body = {
      country_code: 'DE',
      first_name: 'Sam',
      last_name: 'Okafor',
      city: 'Berlin',
      post_code: '10115',
    }
    const set = await call('commerce', 'PUT', '/api/v1/me/billingaddress', { token: state.sam, body })
    expect((await call('commerce', 'GET', '/api/v1/me/billingaddress', { token: state.sam })).body).toEqual(
      set.body,
    )
    expect(set.body).toMatchObject(body)
    expect(
      (await call('commerce', 'GET', '/api/v1/me/billingaddress', { token: state.alex })).body,
    ).toMatchObject({ id: 'k4', country_code: 'GB', city: 'London' })
  })

  it('answers the gateway token at both paths, with the card form URL', async () => {
    for (const path of ['/api/v1/paymentgateway/token', '/api/v1/paymentgateway']) {
      const reply = await call('commerce', 'POST', path, {
        token: state.sam,
        body: { provider: 'braintree' },
      })
      expect(reply.body).toMatchObject({
        provider: 'sandbox',
        card_form_url: `${state.sandbox.baseUrl('commerce')}/gateway/card-form`,
      })
    }
    expect((await call('commerce', 'POST', '/api/v1/paymentgateway', { invalidRequest: true })).status).toBe(
      401,
    )
  })
})

describe('vouchers', () => {
  const licenceNames = async (token: string) =>
    (await call('license', 'GET', '/api/v1/me/licenses', { token })).body.items.map(
      (l: { license_type: { name: string } }) => l.license_type.name,
    )

  it("redeems Alex's voucher: the DJ Pro Video licence is listed by the licence service at once", async () => {
    expect(await licenceNames(state.alex)).not.toContain('DJ Pro Video')
    const redeemed = await call('commerce', 'PUT', `/api/v1/me/vouchers/${DEMO_VOUCHER_CODES.alex}`, {
      token: state.alex,
    })
    expect(redeemed.body).toMatchObject({
      is_redeemable: false,
      redeemed_at: '2026-11-21T09:30:00Z',
      product_id: DEMO_VOUCHER_CODES.alex,
    })
    expect(await licenceNames(state.alex)).toContain('DJ Pro Video')
    const products = (await call('license', 'GET', '/api/v1/me/products', { token: state.alex })).body.items
    expect(products.find((p: { id: string }) => p.id === DEMO_VOUCHER_CODES.alex).product_type.name).toBe(
      'DJ Pro Video',
    )
    expect(
      await call('commerce', 'PUT', `/api/v1/me/vouchers/${DEMO_VOUCHER_CODES.alex}`, { token: state.alex }),
    ).toMatchObject({
      status: 400,
      body: { code: 1302 },
    })
  })

  it('lets Sam assign a code (any case, spaces) and redeem it; another account cannot take it', async () => {
    const assigned = await call('commerce', 'POST', '/api/v1/me/vouchers', {
      token: state.sam,
      body: { voucher_id: ' flip 0501 0001 ' },
    })
    expect(assigned.body).toMatchObject({
      id: 'FLIP-0501-0001',
      is_redeemable: true,
      redeems_to: { product_type: { id: 162 } },
    })
    expect(
      (await call('commerce', 'GET', '/api/v1/me/vouchers', { token: state.sam })).body.items,
    ).toHaveLength(1)
    const again = { voucher_id: 'FLIP-0501-0001' }
    expect(
      await call('commerce', 'POST', '/api/v1/me/vouchers', { token: state.sam, body: again }),
    ).toMatchObject({ body: { code: 1305 } })
    expect(
      await call('commerce', 'POST', '/api/v1/me/vouchers', { token: state.alex, body: again }),
    ).toMatchObject({ body: { code: 1304 } })
    await call('commerce', 'PUT', '/api/v1/me/vouchers/FLIP-0501-0001', { token: state.sam })
    expect(await licenceNames(state.sam)).toEqual(['DJ Pro Flip'])
    expect(
      await call('commerce', 'PUT', '/api/v1/me/vouchers/FLIP-0501-0002', { token: state.sam }),
    ).toMatchObject({ status: 404 })
  })

  it('refuses a code for a product the account has before taking it in (1306): it stays usable by another account', async () => {
    const assign = (token: string, voucher_id: string) =>
      call('commerce', 'POST', '/api/v1/me/vouchers', { token, body: { voucher_id } })
    // Two codes for the same product in one account: the second is refused while the first waits.
    expect((await assign(state.sam, 'FLIP-0501-0001')).status).toBe(200)
    expect(await assign(state.sam, 'FLIP-0501-0002')).toMatchObject({
      status: 400,
      body: { code: 1306, error: expect.stringContaining('FLIP-0501-0001') },
    })
    await call('commerce', 'PUT', '/api/v1/me/vouchers/FLIP-0501-0001', { token: state.sam })
    expect(await assign(state.sam, 'FLIP-0501-0002')).toMatchObject({
      status: 400,
      body: {
        code: 1306,
        error: 'You already have DJ Pro Flip. This code stays unused: you can give it to someone else.',
      },
    })
    // Not in Sam's account: never "ready to redeem" there, and Alex can still redeem it.
    const samVouchers = (await call('commerce', 'GET', '/api/v1/me/vouchers', { token: state.sam })).body
      .items
    expect(samVouchers.map((v: { id: string }) => v.id)).toEqual(['FLIP-0501-0001'])
    expect((await assign(state.alex, 'FLIP-0501-0002')).body.is_redeemable).toBe(true)
    expect(
      (await call('commerce', 'PUT', '/api/v1/me/vouchers/FLIP-0501-0002', { token: state.alex })).body,
    ).toMatchObject({ redeemed_at: expect.any(String) })
  })

  it('a voucher in the account for a product the account got since is not redeemable (is_redeemable false)', async () => {
    await call('commerce', 'POST', '/api/v1/me/vouchers', {
      token: state.sam,
      body: { voucher_id: 'FLIP-0501-0003' },
    })
    // Sam gets DJ Pro Flip another way (a purchase the licence service records).
    state.sandbox.stores.license.grantProduct(userId(1), 162, 'FLIP-BOUGHT-0001')
    const [voucher] = (await call('commerce', 'GET', '/api/v1/me/vouchers', { token: state.sam })).body.items
    expect(voucher).toMatchObject({ id: 'FLIP-0501-0003', is_redeemable: false })
    expect(
      await call('commerce', 'PUT', '/api/v1/me/vouchers/FLIP-0501-0003', { token: state.sam }),
    ).toMatchObject({ status: 400, body: { code: 1306 } })
  })

  it('refuses unknown (1301), used (1302) and expired (1303) codes', async () => {
    const assign = (voucher_id: string) =>
      call('commerce', 'POST', '/api/v1/me/vouchers', { token: state.sam, body: { voucher_id } })
    expect((await assign(REFUSED_VOUCHER_CODES.unknown)).body.code).toBe(1301)
    expect((await assign(REFUSED_VOUCHER_CODES.used)).body.code).toBe(1302)
    expect(await assign(REFUSED_VOUCHER_CODES.expired)).toMatchObject({
      status: 400,
      body: { code: 1303, error: 'This voucher expired on 31 December 2025.' },
    })
  })

  it('lets staff run product voucher orders whose codes customers redeem; others get 403 2000', async () => {
    expect(
      (await call('commerce', 'GET', '/api/v1/productvoucherorders', { token: state.alex })).body.code,
    ).toBe(2000)
    const types = (
      await call('commerce', 'GET', '/api/v1/productvoucherorders/productvouchertypes', {
        token: state.robin,
      })
    ).body.items
    expect(types.map((t: { title: string }) => t.title)).toContain('Hex FX')
    const created = await call('commerce', 'POST', '/api/v1/productvoucherorders', {
      token: state.robin,
      body: {
        vendor_name: 'Decks & Co',
        language: 'de',
        file_type: 'pdf_and_csv',
        voucher_batches: [{ product_voucher_type_id: 5, quantity: 2 }],
      },
    })
    expect(created.body).toMatchObject({
      id: 502,
      status: 'pending',
      voucher_batches: [{ id: 'B502-1', product_name: 'Hex FX', size: 2 }],
    })
    const download = `/api/v1/productvoucherorders/502/download`
    expect((await call('commerce', 'GET', download, { token: state.robin })).body.code).toBe(1603)
    expect(
      (await call('commerce', 'POST', '/api/v1/productvoucherorders/502/generate', { token: state.robin }))
        .body.status,
    ).toBe('success')
    expect(
      (await call('commerce', 'POST', '/api/v1/productvoucherorders/502/generate', { token: state.robin }))
        .body.code,
    ).toBe(1602)
    const zip = await fetch(`${state.sandbox.baseUrl('commerce')}${download}`, {
      headers: { Authorization: `Bearer ${state.robin}` },
    })
    expect(zip.headers.get('Content-Type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    expect(Object.keys(files)).toEqual(['vouchers.csv', 'vouchers.pdf'])
    expect(strFromU8(files['vouchers.csv'] as Uint8Array)).toContain('HXFX-0502-0001,Hex FX,B502-1,')
    expect(strFromU8((files['vouchers.pdf'] as Uint8Array).slice(0, 5))).toBe('%PDF-')

    await call('commerce', 'POST', '/api/v1/me/vouchers', {
      token: state.sam,
      body: { voucher_id: 'HXFX-0502-0001' },
    })
    const details = await call('commerce', 'GET', '/api/v1/vouchers/HXFX-0502-0001', { token: state.robin })
    expect(details.body).toMatchObject({
      user_id: expect.any(Number),
      product_voucher_order: { id: 502 },
      product_voucher_batch: { id: 'B502-1' },
    })
    expect(
      (await call('commerce', 'GET', '/api/v1/vouchers/HXFX-0502-0001', { token: state.alex })).status,
    ).toBe(404)
    expect(
      (await call('commerce', 'GET', '/api/v1/vouchers/HXFX-0502-0001', { token: state.sam })).status,
    ).toBe(200)
    expect(
      (await call('commerce', 'DELETE', '/api/v1/productvoucherorders/502/vouchers', { token: state.robin }))
        .body.blacklisted_at,
    ).toBeTruthy()
    expect(
      await call('commerce', 'PUT', '/api/v1/me/vouchers/HXFX-0502-0001', { token: state.sam }),
    ).toMatchObject({ body: { code: 1307 } })
    const updated = await call('commerce', 'PUT', '/api/v1/productvoucherorders/502', {
      token: state.robin,
      body: { po_number: 'PO-77' },
    })
    expect(updated.body.po_number).toBe('PO-77')
  })
})
