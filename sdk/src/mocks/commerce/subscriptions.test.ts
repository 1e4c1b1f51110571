/**
 * The fake commerce service's subscriptions: what a plan change, a cancellation, a retried charge or a
 * new payment method does is what the next list returns, the licence service follows, every refusal
 * has its code, and the bearer checks hold. Requests and replies are checked against
 * `specs/commerce.yaml` (`contractCaller`).
 */
import { describe, expect, it } from 'vitest'
import { commerceTestSetup, nonceFor } from '../../../../scripts/contract/commerce-sandbox.ts'
import { TEST_CARDS } from './seed.ts'

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
    // US$200 a year more for the 74 of 365 days left of the paid year: US$40.55 now, US$299 from 3 February.
    expect(quote.body).toMatchObject({
      status: 'pending',
      immediate: true,
      target_subscription: {
        plan: { id: 'producer-suite-yearly' },
        next_billing_period_amount: 40.55,
        actual_plan_price: 299,
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
          tax_rate: 20,
          tax_amount: 8.11,
          catalog_product: { id: 132 },
        },
      ],
      total_amount: 48.66,
    })
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
