/**
 * The fake commerce service's subscriptions: what a plan change, a cancellation, a retried charge or a
 * new payment method does is what the next list returns, the licence service follows, every refusal
 * has its code, and the bearer checks hold. Requests and replies are checked against
 * `specs/commerce.yaml` (`contractCaller`).
 */
import { describe, expect, it } from 'vitest'
import { commerceTestSetup, nonceFor } from '../../testing/commerce-sandbox.ts'
import { accessTokenOf } from '../../testing/test-support.ts'
import { createSandbox } from '../sandbox.ts'
import { createSeed, DEMO_USERS } from '../seed.ts'
import { CATALOG_PRODUCT_IDS, TEST_CARDS } from './seed.ts'

const { state, call, userId } = commerceTestSetup()
const STUDIO = 'h7k2qd'
const HEX_FX = 'p3xw9m'
const VISA = 'k9vx2p'
const MASTERCARD = 'm4rt7c'

const subscriptions = async (token = state.alex) =>
  (await call('commerce', 'GET', '/api/v1/me/subscriptions', { token })).body.items
const subscription = async (id: string) => (await subscriptions()).find((s: { id: string }) => s.id === id)
const licenceOf = async (productId: string) =>
  (await call('license', 'GET', '/api/v1/me/products', { token: state.alex })).body.items.find(
    (p: { id: string }) => p.id === productId,
  )
const requestChange = (id: string, body: Record<string, unknown>, token = state.alex) =>
  call('commerce', 'POST', `/api/v1/me/subscriptions/${id}/planchanges`, { token, body })
const confirmChange = (id: string, requestId: string, token = state.alex) =>
  call('commerce', 'PUT', `/api/v1/me/subscriptions/${id}/planchanges/${requestId}`, { token })

describe('subscriptions', () => {
  it("lists Alex's active Studio and past-due Hex FX subscriptions; Sam has none", async () => {
    expect(await subscriptions()).toMatchObject([
      {
        id: STUDIO,
        status: 'Active',
        plan: { id: 'studio-yearly', billing_frequency: 12 },
        price: 99,
        currency: 'USD',
        next_billing_date: '2027-02-03T09:05:44Z',
        payment_method_token: VISA,
        remaining_days: 74,
      },
      {
        id: HEX_FX,
        status: 'Past Due',
        plan: { id: 'hex-fx-monthly' },
        price: 4.99,
        payment_method_token: MASTERCARD,
      },
    ])
    expect(await subscriptions(state.sam)).toEqual([])
  })

  it('keeps the licence service in step: Studio active until the next billing date, Hex FX past due', async () => {
    expect(await licenceOf('7KS2-D4NW-93PB-QE6R')).toMatchObject({
      subscription_status: 'Active',
      licenses: [{ valid_to: '2027-02-03T09:05:44Z', subscription_status: 'Active' }],
    })
    expect(await licenceOf('H3XF-22LA-R8MC-0P5T')).toMatchObject({
      subscription_status: 'Past Due',
      licenses: [{ valid_to: '2026-12-05T14:31:09Z' }],
    })
  })

  it('needs a bearer token (401 2002) and acts on /users/{id} only for the token’s own user (403 2000)', async () => {
    expect(await call('commerce', 'GET', '/api/v1/me/subscriptions', { invalidRequest: true })).toMatchObject(
      {
        status: 401,
        body: { code: 2002 },
      },
    )
    const own = await call('commerce', 'GET', `/api/v1/users/${userId(0)}/subscriptions`, {
      token: state.alex,
    })
    expect(own.body.items).toHaveLength(2)
    expect(
      await call('commerce', 'DELETE', `/api/v1/users/${userId(0)}/subscriptions/${STUDIO}`, {
        token: state.sam,
      }),
    ).toMatchObject({ status: 403, body: { code: 2000 } })
    expect(
      await call('commerce', 'DELETE', `/api/v1/me/subscriptions/${STUDIO}`, { token: state.sam }),
    ).toMatchObject({ status: 404, body: { code: 3001 } })
    expect((await subscription(STUDIO)).status).toBe('Active')
  })
})

describe('plan changes', () => {
  it('quotes an immediate upgrade pro rata, and confirming it changes the plan, the licences and adds an order', async () => {
    const quote = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    // The 74 of 365 days left of the paid year: US$60.62 of Producer Suite less US$20.07 of unused
    // Studio is US$40.55, plus 20 % UK VAT (Alex is billed in GB): US$48.66 now, the figure charged.
    expect(quote.body).toMatchObject({
      status: 'pending',
      immediate: true,
      target_subscription: {
        plan: { id: 'producer-suite-yearly' },
        next_billing_period_amount: 48.66,
        due_now: {
          lines: [
            {
              kind: 'charge',
              description: 'Producer Suite yearly, 21 November 2026 to 3 February 2027',
              amount: 60.62,
              catalog_product_id: 132,
            },
            {
              kind: 'credit',
              description: 'Unused time of Studio yearly, 21 November 2026 to 3 February 2027',
              amount: 20.07,
              catalog_product_id: 122,
            },
          ],
          subtotal_amount: 40.55,
          tax_rate: 20,
          tax_amount: 8.11,
          total_amount: 48.66,
          country_code: 'GB',
        },
        credit_amount: 0,
        actual_plan_price: 299,
        renewal: { subtotal_amount: 299, tax_amount: 59.8, total_amount: 358.8 },
        next_billing_date: '2027-02-03T09:05:44Z',
        currency: 'USD',
      },
      current_subscription: { id: STUDIO, plan: { id: 'studio-yearly' } },
    })
    expect((await subscription(STUDIO)).plan.id).toBe('studio-yearly')

    const confirmed = await confirmChange(STUDIO, quote.body.id)
    expect(confirmed.body).toMatchObject({
      status: 'complete',
      current_subscription: { plan: { id: 'producer-suite-yearly' } },
    })
    expect(confirmed.body.order_id).toMatch(/^\d+$/)
    expect(confirmed.body.transaction_id).toMatch(/^txn_/)
    expect(await subscription(STUDIO)).toMatchObject({
      plan: { id: 'producer-suite-yearly' },
      price: 299,
      tll_product_type_ids: [150],
    })

    const orders = (await call('commerce', 'GET', '/api/v1/me/orders', { token: state.alex })).body.items
    expect(orders[0]).toMatchObject({
      id: confirmed.body.order_id,
      status: 'complete',
      items: [
        {
          base_price: 299,
          special_price: 40.55,
          description:
            'Plan change from Studio yearly: Producer Suite yearly, 21 November 2026 to 3 February 2027 $60.62; less Unused time of Studio yearly, 21 November 2026 to 3 February 2027 $20.07',
          tax_rate: 20,
          tax_amount: 8.11,
          catalog_product: { id: 132 },
        },
      ],
      total_amount: 48.66,
    })
    const invoice = await call(
      'commerce',
      'GET',
      `/api/v1/me/orders/${orders[0].id}/invoices/${orders[0].invoices[0]}`,
      { token: state.alex },
    )
    expect(invoice.body).toMatchObject({ subtotal_amount: 40.55, tax_amount: 8.11, total_amount: 48.66 })
    expect(state.sandbox.stores.commerce.payments.chargesOf(userId(0))).toMatchObject([
      { id: confirmed.body.transaction_id, amount: 4866, payment_method_token: VISA },
    ])
    const studio = await licenceOf('7KS2-D4NW-93PB-QE6R')
    expect(studio.product_type.name).toBe('Producer Suite')
    expect(studio.licenses.map((l: { license_type: { name: string } }) => l.license_type.name)).toEqual([
      'Studio',
      'Sample',
      "Pitch 'n' Time",
    ])
    // The Studio licence keeps its id and its activation on Alex's MacBook.
    expect(studio.licenses[0].id).toBe('ST2B-9X4M-JQ81-L7VD')
  })

  it('schedules a change between yearly and monthly for the next billing date: a pending subscription, no charge', async () => {
    const quote = await requestChange(STUDIO, { catalog_product_id: 121 })
    expect(quote.body.target_subscription).toMatchObject({
      next_billing_period_amount: 0,
      actual_plan_price: 9.99,
    })
    const confirmed = await confirmChange(STUDIO, quote.body.id)
    expect(confirmed.body.order_id).toBeUndefined()
    const [studio, , pending] = await subscriptions()
    expect(studio).toMatchObject({ status: 'Active', plan: { id: 'studio-yearly' }, changing_to: pending.id })
    expect(pending).toMatchObject({
      status: 'Pending',
      plan: { id: 'studio-monthly' },
      first_billing_date: '2027-02-03T09:05:44Z',
      days_until_activation: 74,
    })
    expect(await requestChange(STUDIO, { catalog_product_id: 121, immediate: true })).toMatchObject({
      status: 400,
      body: { code: 1401 },
    })
  })

  it('refuses plans the subscription may not change to (1401), other statuses (1402) and closed requests (1403)', async () => {
    expect(await requestChange(STUDIO, { catalog_product_id: 102 })).toMatchObject({
      status: 400,
      body: { code: 1401 },
    })
    expect(await requestChange(STUDIO, { catalog_product_id: 9999 })).toMatchObject({
      status: 400,
      body: { code: 1401 },
    })
    expect(await requestChange(HEX_FX, { catalog_product_id: 131 })).toMatchObject({
      status: 400,
      body: { code: 1402 },
    })
    const first = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    const second = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    expect(await confirmChange(STUDIO, first.body.id)).toMatchObject({ status: 400, body: { code: 1403 } })
    expect((await confirmChange(STUDIO, second.body.id)).body.status).toBe('complete')
    expect(await confirmChange(STUDIO, second.body.id)).toMatchObject({ status: 400, body: { code: 1403 } })
    expect(await confirmChange(STUDIO, '1')).toMatchObject({ status: 404, body: { code: 3001 } })
    expect(
      await call('commerce', 'POST', `/api/v1/me/subscriptions/${STUDIO}/planchanges`, {
        token: state.alex,
        body: { catalog_product_id: 'pro' },
        invalidRequest: true,
      }),
    ).toMatchObject({ status: 400, body: { code: 1000 } })
  })

  it('leaves the request open when the charge is declined (1501); it goes through with another card', async () => {
    const quote = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    const visa = state.sandbox.stores.commerce.payments.find(userId(0), VISA)
    if (visa) visa.outcome = 'decline'
    expect(await confirmChange(STUDIO, quote.body.id)).toMatchObject({ status: 400, body: { code: 1501 } })
    expect((await subscription(STUDIO)).plan.id).toBe('studio-yearly')
    const nonce = await nonceFor(state.sandbox, state.alex, TEST_CARDS.mastercard.number)
    const card = await call('commerce', 'POST', '/api/v1/me/paymentmethods', {
      token: state.alex,
      body: { nonce },
    })
    await call('commerce', 'PUT', `/api/v1/me/subscriptions/${STUDIO}`, {
      token: state.alex,
      body: { payment_method_token: card.body.token },
    })
    expect((await confirmChange(STUDIO, quote.body.id)).body.status).toBe('complete')
  })
})

describe('cancellation', () => {
  it('ends an active subscription at the end of the paid period, or now with immediate', async () => {
    const cancelled = await call('commerce', 'DELETE', `/api/v1/me/subscriptions/${STUDIO}`, {
      token: state.alex,
    })
    expect(cancelled.body).toMatchObject({
      status: 'Expiring',
      ends_at: '2027-02-03T09:05:44Z',
      next_billing_period_amount: 0,
    })
    expect((await licenceOf('7KS2-D4NW-93PB-QE6R')).subscription_status).toBe('Expiring')
    expect(
      await call('commerce', 'DELETE', `/api/v1/me/subscriptions/${STUDIO}`, { token: state.alex }),
    ).toMatchObject({ status: 400, body: { code: 1402 } })
    const now = await call('commerce', 'DELETE', `/api/v1/me/subscriptions/${STUDIO}?immediate=true`, {
      token: state.alex,
    })
    expect(now.body).toMatchObject({ status: 'Canceled', ends_at: '2026-11-21T09:30:00Z' })
    expect(await licenceOf('7KS2-D4NW-93PB-QE6R')).toMatchObject({
      subscription_status: 'Canceled',
      licenses: [{ valid_to: '2026-11-21T09:30:00Z' }],
    })
    expect((await subscription(STUDIO)).status).toBe('Canceled')
  })

  it('cancels a past-due subscription at once', async () => {
    const cancelled = await call('commerce', 'DELETE', `/api/v1/me/subscriptions/${HEX_FX}`, {
      token: state.alex,
    })
    expect(cancelled.body).toMatchObject({ status: 'Canceled', ends_at: '2026-11-21T09:30:00Z' })
  })
})

describe('past due: retry the charge, switch the card', () => {
  const retry = () =>
    call('commerce', 'POST', `/api/v1/me/subscriptions/${HEX_FX}/retrycharge`, { token: state.alex })

  it('fails with the expired card (1502), then succeeds with the Visa: active, a month paid, licence valid', async () => {
    expect(await retry()).toMatchObject({ status: 400, body: { code: 1502 } })
    expect((await subscription(HEX_FX)).status).toBe('Past Due')
    const switched = await call('commerce', 'PUT', `/api/v1/me/subscriptions/${HEX_FX}`, {
      token: state.alex,
      body: { payment_method_token: VISA, number_of_billing_cycle: 24 },
    })
    expect(switched.body).toMatchObject({
      payment_method_token: VISA,
      number_of_billing_cycle: 24,
      status: 'Past Due',
    })
    const paid = await retry()
    expect(paid.body).toMatchObject({
      status: 'Active',
      current_billing_cycle: 17,
      next_billing_date: '2026-12-21T14:31:09Z',
    })
    expect((await licenceOf('H3XF-22LA-R8MC-0P5T')).licenses[0]).toMatchObject({
      subscription_status: 'Active',
      valid_to: '2026-12-21T14:31:09Z',
    })
    expect(await retry()).toMatchObject({ status: 400, body: { code: 1402 } })
  })

  it('declines with a declining card (1501) and fails once with the try-again card (1503)', async () => {
    for (const [card, codes] of [
      [TEST_CARDS.declined.number, [1501, 1501]],
      [TEST_CARDS.tryAgain.number, [1503]],
    ] as const) {
      // A card stored before it started declining: tokenized, then its outcome swapped in the store.
      const nonce = await nonceFor(state.sandbox, state.alex, TEST_CARDS.visa.number)
      const added = await call('commerce', 'POST', '/api/v1/me/paymentmethods', {
        token: state.alex,
        body: { nonce },
      })
      const stored = state.sandbox.stores.commerce.payments.find(userId(0), added.body.token)
      if (stored) stored.outcome = card === TEST_CARDS.declined.number ? 'decline' : 'try_again'
      await call('commerce', 'PUT', `/api/v1/me/subscriptions/${HEX_FX}`, {
        token: state.alex,
        body: { payment_method_token: added.body.token },
      })
      for (const code of codes) expect(await retry()).toMatchObject({ status: 400, body: { code } })
    }
    expect((await retry()).body.status).toBe('Active')
  })

  it('refuses an unknown or expired card (1405, 1502) and too few billing cycles (1404)', async () => {
    const put = (body: Record<string, unknown>) =>
      call('commerce', 'PUT', `/api/v1/me/subscriptions/${STUDIO}`, { token: state.alex, body })
    expect(await put({ payment_method_token: 'nope' })).toMatchObject({ status: 400, body: { code: 1405 } })
    expect(await put({ payment_method_token: MASTERCARD })).toMatchObject({
      status: 400,
      body: { code: 1502 },
    })
    expect(await put({ number_of_billing_cycle: 2 })).toMatchObject({ status: 400, body: { code: 1404 } })
    expect((await put({ number_of_billing_cycle: 0 })).body.number_of_billing_cycle).toBe(0)
    expect(await put({})).toMatchObject({ status: 400, body: { code: 1000 } })
  })
})

describe('money shown is money charged (docs/decisions/027)', () => {
  const orders = async (token = state.alex) =>
    (await call('commerce', 'GET', '/api/v1/me/orders', { token })).body.items
  const charges = (index: 0 | 1 = 0) => state.sandbox.stores.commerce.payments.chargesOf(userId(index))
  /** Moves the clock to `iso`; Alex signs in again (the access token of 21 November has expired). */
  const later = (iso: string) => {
    state.now = Date.parse(iso)
    state.alex = accessTokenOf(state.sandbox, DEMO_USERS[0].email_address)
  }

  it('a downgrade today states its credit: nothing due, the credit comes off the next payments', async () => {
    const upgrade = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    await confirmChange(STUDIO, upgrade.body.id)
    const quote = await requestChange(STUDIO, { catalog_product_id: 122, immediate: true })
    expect(quote.body.target_subscription).toMatchObject({
      next_billing_period_amount: 0,
      due_now: {
        lines: [
          { kind: 'charge', amount: 20.07 },
          {
            kind: 'credit',
            description: expect.stringMatching(/^Unused time of Producer Suite yearly/),
            amount: 60.62,
          },
        ],
        subtotal_amount: 0,
        tax_amount: 0,
        total_amount: 0,
      },
      credit_amount: 40.55,
      // Each period of Studio yearly costs US$118.80 with the 20 % VAT; the first one, on 3 February,
      // has the credit taken off: what the subscription says once the change is confirmed.
      renewal: { subtotal_amount: 99, tax_amount: 19.8, total_amount: 118.8 },
      first_renewal: {
        lines: [
          { kind: 'charge', amount: 99 },
          { kind: 'credit', amount: 40.55 },
        ],
        subtotal_amount: 58.45,
        tax_amount: 11.69,
        total_amount: 70.14,
      },
    })
    const before = charges().length
    const done = await confirmChange(STUDIO, quote.body.id)
    expect(done.body.order_id).toBeUndefined()
    expect(charges()).toHaveLength(before)
    const studio = await subscription(STUDIO)
    // US$99 less US$40.55 credit is US$58.45, plus 20 % VAT: US$70.14 on 3 February.
    expect(studio).toMatchObject({
      remaining_credit: 40.55,
      next_billing_period_amount: 70.14,
      next_charge: {
        lines: [
          { kind: 'charge', description: 'Studio yearly, 3 February 2027 to 3 February 2028', amount: 99 },
          { kind: 'credit', description: 'Credit from an earlier plan change', amount: 40.55 },
        ],
        subtotal_amount: 58.45,
        tax_amount: 11.69,
        total_amount: 70.14,
      },
    })
  })

  it('paying a past-due plan charges what it showed, tax included, and leaves an order with its invoice', async () => {
    const shown = (await subscription(HEX_FX)).next_billing_period_amount
    expect(shown).toBe(5.99)
    await call('commerce', 'PUT', `/api/v1/me/subscriptions/${HEX_FX}`, {
      token: state.alex,
      body: { payment_method_token: VISA },
    })
    const paid = await call('commerce', 'POST', `/api/v1/me/subscriptions/${HEX_FX}/retrycharge`, {
      token: state.alex,
    })
    expect(paid.body.status).toBe('Active')
    const [charge] = charges()
    expect(charge).toMatchObject({ amount: 599, payment_method_token: VISA })
    const [order] = await orders()
    expect(order).toMatchObject({
      total_amount: 5.99,
      tax_amount: 1,
      items: [
        { catalog_product: { id: 141 }, description: 'Hex FX monthly, 21 November 2026 to 21 December 2026' },
      ],
    })
    // A second "Pay now" (a double click, another tab) charges nothing.
    expect(
      await call('commerce', 'POST', `/api/v1/me/subscriptions/${HEX_FX}/retrycharge`, { token: state.alex }),
    ).toMatchObject({ status: 400, body: { code: 1402 } })
    expect(charges()).toHaveLength(1)
  })

  it('renews when the clock passes the billing date: the next payment shown is the one charged, with an order', async () => {
    const shown = await subscription(STUDIO)
    expect(shown).toMatchObject({ next_billing_period_amount: 118.8, next_charge: { tax_amount: 19.8 } })
    later('2027-02-10T00:00:00Z')
    const renewed = await subscription(STUDIO)
    expect(renewed).toMatchObject({
      status: 'Active',
      current_billing_cycle: 4,
      next_billing_date: '2028-02-03T09:05:44Z',
    })
    expect(charges().map((c) => c.amount)).toEqual([11_880])
    const [order] = await orders()
    expect(order).toMatchObject({ created_at: '2027-02-03T09:05:44Z', total_amount: 118.8 })
    expect((await licenceOf('7KS2-D4NW-93PB-QE6R')).licenses[0].valid_to).toBe('2028-02-03T09:05:44Z')
  })

  it('cancelling at the period end is its last billing cycle; setting it back keeps the plan ("Keep my plan")', async () => {
    const cancelled = await call('commerce', 'DELETE', `/api/v1/me/subscriptions/${STUDIO}`, {
      token: state.alex,
    })
    expect(cancelled.body).toMatchObject({
      status: 'Expiring',
      number_of_billing_cycle: 3,
      next_billing_period_amount: 0,
    })
    expect(cancelled.body.next_charge).toBeUndefined()
    const kept = await call('commerce', 'PUT', `/api/v1/me/subscriptions/${STUDIO}`, {
      token: state.alex,
      body: { number_of_billing_cycle: 0 },
    })
    expect(kept.body).toMatchObject({ status: 'Active', next_billing_period_amount: 118.8 })
    expect((await licenceOf('7KS2-D4NW-93PB-QE6R')).subscription_status).toBe('Active')
    // Ending after the current cycle through the same field is cancelling; the clock ends it unpaid.
    await call('commerce', 'PUT', `/api/v1/me/subscriptions/${STUDIO}`, {
      token: state.alex,
      body: { number_of_billing_cycle: 3 },
    })
    later('2027-02-10T00:00:00Z')
    expect(await subscription(STUDIO)).toMatchObject({ status: 'Expired', ends_at: '2027-02-03T09:05:44Z' })
    expect(charges()).toEqual([])
    expect(
      await call('commerce', 'PUT', `/api/v1/me/subscriptions/${STUDIO}`, {
        token: state.alex,
        body: { number_of_billing_cycle: 0 },
      }),
    ).toMatchObject({ status: 400, body: { code: 1402 } })
  })

  it('a quote is charged as quoted or not at all: a new billing country closes it (1403); confirming twice charges once', async () => {
    const quote = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    await call('commerce', 'PUT', '/api/v1/me/billingaddress', {
      token: state.alex,
      body: { country_code: 'DE', first_name: 'Alex', last_name: 'Rivera', city: 'Berlin' },
    })
    expect(await confirmChange(STUDIO, quote.body.id)).toMatchObject({ status: 400, body: { code: 1403 } })
    expect(charges()).toEqual([])
    const requote = await requestChange(STUDIO, { catalog_product_id: 132, immediate: true })
    // 19 % German VAT on US$40.55.
    expect(requote.body.target_subscription.due_now).toMatchObject({
      tax_rate: 19,
      tax_amount: 7.7,
      total_amount: 48.25,
    })
    const [first, second] = await Promise.all([
      confirmChange(STUDIO, requote.body.id),
      confirmChange(STUDIO, requote.body.id),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 400])
    expect(charges().map((c) => c.amount)).toEqual([4825])
    const [order] = await orders()
    expect(order).toMatchObject({ country_code: 'DE', city: 'Berlin', total_amount: 48.25 })
  })

  it('a change at the next billing date starts then, charged as its renewal showed', async () => {
    const quote = await requestChange(STUDIO, { catalog_product_id: 121 })
    expect(quote.body.target_subscription.renewal).toMatchObject({ total_amount: 11.99 })
    await confirmChange(STUDIO, quote.body.id)
    later('2027-02-04T00:00:00Z')
    const [studio, , monthly] = await subscriptions()
    expect(studio).toMatchObject({ status: 'Expired', changing_to: '' })
    expect(monthly).toMatchObject({
      status: 'Active',
      plan: { id: 'studio-monthly' },
      current_billing_cycle: 1,
    })
    expect(charges().map((c) => c.amount)).toEqual([1199])
    expect((await licenceOf('7KS2-D4NW-93PB-QE6R')).subscription_status).toBe('Active')
  })
})

describe('paying late', () => {
  it('a past-due plan paid after its unpaid period is over buys one period from the day it is paid: one charge, the one shown', async () => {
    const charges = () => state.sandbox.stores.commerce.payments.chargesOf(userId(0))
    await call('commerce', 'PUT', `/api/v1/me/subscriptions/${HEX_FX}`, {
      token: state.alex,
      body: { payment_method_token: VISA },
    })
    state.now = Date.parse('2027-02-05T12:00:00Z')
    state.alex = accessTokenOf(state.sandbox, DEMO_USERS[0].email_address)
    const shown = await subscription(HEX_FX)
    expect(shown).toMatchObject({
      next_billing_period_amount: 5.99,
      next_charge: { lines: [{ description: 'Hex FX monthly, 5 February 2027 to 5 March 2027' }] },
    })
    // (Studio yearly renewed on 3 February as the clock passed it.)
    const before = charges().length
    const paid = await call('commerce', 'POST', `/api/v1/me/subscriptions/${HEX_FX}/retrycharge`, {
      token: state.alex,
    })
    expect(paid.body).toMatchObject({ status: 'Active', next_billing_date: '2027-03-05T12:00:00Z' })
    await subscriptions()
    expect(
      charges()
        .slice(before)
        .map((c) => c.amount),
    ).toEqual([599])
  })
})

describe('a seed of subscriptions', () => {
  it('naming a catalog product that is not a plan is refused when the sandbox starts, with the product named', () => {
    const seed = createSeed()
    const [studio] = seed.commerce?.subscriptions ?? []
    if (!studio) throw new Error('the demo seed has a subscription')
    studio.catalog_product_id = CATALOG_PRODUCT_IDS.djPro
    expect(() => createSandbox(seed)).toThrow(
      `commerce seed: catalog product ${CATALOG_PRODUCT_IDS.djPro} is not a subscription plan`,
    )
  })
})
