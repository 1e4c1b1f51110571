/**
 * Property tests of the fake commerce service's money (docs/decisions/027; issue 25 "Money adds up"):
 * for random sequences of plan changes, cancellations, card changes, payments, billing countries and
 * the clock moving on, against a fresh sandbox each run,
 * - every preview equals the charge that follows it: a plan change's quote (`next_billing_period_amount`)
 *   is what confirming it charges, a past-due subscription's amount is what "Pay now" charges, a
 *   subscription's next payment is what its renewal charges; a refused call charges nothing;
 * - every charge leaves exactly one order, and each order's invoice totals equal the charge
 *   (subtotal + tax = total, the lines add up to it);
 * - every request and reply conforms to `specs/commerce.yaml` (`contractCaller`).
 * `FC_NUM_RUNS` sets the number of runs (default 40), `FC_SEED` replays a failure's seed.
 */
import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { nonceFor } from '../../testing/commerce-sandbox.ts'
import { accessTokenOf, contractCaller, userIdOf } from '../../testing/test-support.ts'
import { createSandbox, type Sandbox } from '../sandbox.ts'
import { DEMO_USERS } from '../seed.ts'
import { DAY_MS, TAX_RATES_BP } from './money.ts'
import { TEST_CARDS } from './seed.ts'

const START = Date.parse('2026-11-21T09:30:00Z')
const ALEX = DEMO_USERS[0].email_address
const COUNTRIES = [...Object.keys(TAX_RATES_BP), 'US'] as const
const CARDS = ['visa', 'mastercard', 'declined', 'tryAgain'] as const

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against specs/commerce.yaml by `call`
type Json = Record<string, any>

/** What a run does, one step after another. `pick` chooses among what exists then (modulo). */
type Action =
  | { kind: 'quote'; pick: number; plan: number }
  | { kind: 'confirm'; pick: number }
  | { kind: 'cancel'; pick: number; immediate: boolean }
  | { kind: 'keep'; pick: number }
  | { kind: 'addCard'; card: (typeof CARDS)[number]; makeDefault: boolean }
  | { kind: 'switchCard'; pick: number; card: number }
  | { kind: 'makeDefault'; card: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'country'; country: string }
  | { kind: 'wait'; days: number }
  | { kind: 'untilNextPayment' }

const pick = fc.nat(20)
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('quote' as const), pick, plan: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick, immediate: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('keep' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addCard' as const),
      card: fc.constantFrom(...CARDS),
      makeDefault: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('switchCard' as const), pick, card: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('makeDefault' as const), card: fc.nat(6) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('country' as const), country: fc.constantFrom(...COUNTRIES) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 27 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('untilNextPayment' as const) }) },
)

/** Cents of a wire amount (two decimals at most), through its decimal string. */
const cents = (amount: number) => {
  const [whole = '0', fraction = ''] = String(amount).split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

/** The run's state: its sandbox, clock and Alex's token (one contract-checked caller for all runs). */
const state = { now: START, sandbox: undefined as unknown as Sandbox, token: '' }
const call = contractCaller(() => state.sandbox, ['commerce'])

/** A fresh world for a run: a new sandbox at the start date, Alex signed in. */
function world() {
  state.now = START
  state.sandbox = createSandbox(undefined, { now: () => state.now })
  server.resetHandlers(...state.sandbox.handlers)
  state.token = accessTokenOf(state.sandbox, ALEX)
  const userId = userIdOf(state.sandbox, ALEX)
  const api = (method: string, path: string, body?: unknown) =>
    call('commerce', method, `/api/v1/me${path}`, { token: state.token, body })
  const charges = () => state.sandbox.stores.commerce.payments.chargesOf(userId).map((c) => c.amount)
  return { api, charges }
}

it('every preview equals the charge that follows it, and every charge leaves an order whose invoice adds up to it', async () => {
  const numRuns = Number(process.env.FC_NUM_RUNS ?? 40)
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
  let steps = 0
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...COUNTRIES),
      fc.array(action, { maxLength: 25 }),
      async (country, actions) => {
        const { api, charges } = world()
        const quotes = new Map<string, Json>()
        const subscriptions = async (): Promise<Json[]> => (await api('GET', '/subscriptions')).body.items
        const cards = async (): Promise<Json[]> => (await api('GET', '/paymentmethods')).body.items
        const orders = async (): Promise<Json[]> => (await api('GET', '/orders')).body.items
        const chosen = <T>(items: T[], n: number): T | undefined => items[n % Math.max(1, items.length)]
        const live = (list: Json[]) => list.filter((s) => s.status !== 'Canceled' && s.status !== 'Expired')
        await api('PUT', '/billingaddress', {
          country_code: country,
          first_name: 'Alex',
          last_name: 'Rivera',
        })

        for (const step of actions) {
          steps++
          const chargesBefore = charges()
          const ordersBefore = await orders()
          const before = await subscriptions()
          /** The charges this step made, in cents. */
          let expected: number[] = []
          switch (step.kind) {
            case 'quote': {
              const subscription = chosen(
                before.filter((s) => s.status === 'Active'),
                step.pick,
              )
              const catalog = (await fetch(
                `${state.sandbox.baseUrl('commerce')}/api/v1/catalog/products`,
              ).then((r) => r.json())) as { items: Json[] }
              const current = catalog.items.find((p) => p.id === subscription?.catalog_product_id)
              const target = chosen<number>(current?.subscription_options?.allow_change_to ?? [], step.plan)
              if (!subscription || target === undefined) break
              const plan = catalog.items.find((p) => p.id === target)
              const immediate =
                plan?.subscription_plan.billing_frequency === subscription.plan.billing_frequency
              const quote = await api('POST', `/subscriptions/${subscription.id}/planchanges`, {
                catalog_product_id: target,
                immediate,
              })
              expect(quote.status).toBe(200)
              const { due_now: due, next_billing_period_amount: amount } = quote.body.target_subscription
              // The quote's figures add up: lines → subtotal, tax at the rate, total = what it says it charges.
              const signed = due.lines.reduce(
                (n: number, l: Json) => n + (l.kind === 'charge' ? cents(l.amount) : -cents(l.amount)),
                0,
              )
              expect(cents(due.subtotal_amount)).toBe(Math.max(0, signed))
              expect(cents(due.tax_amount)).toBe(
                Math.round((cents(due.subtotal_amount) * due.tax_rate) / 100),
              )
              expect(cents(due.total_amount)).toBe(cents(due.subtotal_amount) + cents(due.tax_amount))
              expect(cents(amount)).toBe(cents(due.total_amount))
              quotes.set(subscription.id, quote.body)
              break
            }
            case 'confirm': {
              const [id, quote] = chosen([...quotes.entries()], step.pick) ?? []
              if (!id || !quote) break
              const done = await api('PUT', `/subscriptions/${id}/planchanges/${quote.id}`)
              if (done.status === 200) {
                const amount = cents(quote.target_subscription.next_billing_period_amount)
                expected = amount > 0 ? [amount] : []
                expect(Boolean(done.body.order_id)).toBe(amount > 0)
                // The review's "Next payment" is what the new plan's next charge then says.
                const after = await subscriptions()
                const changed = after.find((s) => s.id === id)
                const next = quote.immediate ? changed : after.find((s) => s.id === changed?.changing_to)
                expect(cents(next?.next_billing_period_amount)).toBe(
                  cents(quote.target_subscription.first_renewal.total_amount),
                )
              } else {
                expect(done.status).toBe(400)
                expect([1402, 1403, 1405, 1501, 1502, 1503]).toContain(done.body.code)
              }
              break
            }
            case 'cancel': {
              const subscription = chosen(live(before), step.pick)
              if (subscription)
                await api(
                  'DELETE',
                  `/subscriptions/${subscription.id}${step.immediate ? '?immediate=true' : ''}`,
                )
              break
            }
            case 'keep': {
              const subscription = chosen(
                before.filter((s) => s.status === 'Expiring'),
                step.pick,
              )
              if (!subscription) break
              const kept = await api('PUT', `/subscriptions/${subscription.id}`, {
                number_of_billing_cycle: 0,
              })
              expect(kept.body.status).toBe('Active')
              break
            }
            case 'addCard': {
              const nonce = await nonceFor(state.sandbox, state.token, TEST_CARDS[step.card].number)
              const added = await api('POST', '/paymentmethods', { nonce })
              if (added.status === 200 && step.makeDefault)
                await api('PUT', `/paymentmethods/${added.body.token}`, { make_default: true })
              break
            }
            case 'switchCard': {
              const subscription = chosen(live(before), step.pick)
              const card = chosen(await cards(), step.card)
              if (subscription && card)
                await api('PUT', `/subscriptions/${subscription.id}`, { payment_method_token: card.token })
              break
            }
            case 'makeDefault': {
              const card = chosen(await cards(), step.card)
              if (!card) break
              const made = await api('PUT', `/paymentmethods/${card.token}`, { make_default: true })
              expect(made.status).toBe(card.expired ? 400 : 200)
              break
            }
            case 'pay': {
              const subscription = chosen(
                before.filter((s) => s.status === 'Past Due'),
                step.pick,
              )
              if (!subscription) break
              const paid = await api('POST', `/subscriptions/${subscription.id}/retrycharge`)
              if (paid.status === 200) {
                const amount = cents(subscription.next_billing_period_amount)
                expected = amount > 0 ? [amount] : []
              }
              break
            }
            case 'country':
              await api('PUT', '/billingaddress', {
                country_code: step.country,
                first_name: 'Alex',
                last_name: 'Rivera',
              })
              break
            case 'wait':
            case 'untilNextPayment': {
              const dates = before
                .filter((s) => s.status === 'Active' || s.status === 'Pending')
                .map((s) => Date.parse(s.next_billing_date))
              const next = dates.length ? Math.min(...dates) + 60_000 : state.now + DAY_MS
              state.now = step.kind === 'wait' ? state.now + step.days * DAY_MS : Math.max(state.now, next)
              state.token = accessTokenOf(state.sandbox, ALEX)
              const after = await subscriptions()
              // Each subscription renews once at most in one step (no step spans a whole period):
              // one that entered a new billing cycle was charged what it showed as its next payment.
              for (const s of before) {
                const now = after.find((a) => a.id === s.id)
                const renewed =
                  now && now.current_billing_cycle > s.current_billing_cycle && now.status !== 'Past Due'
                if (renewed && cents(s.next_billing_period_amount) > 0)
                  expected.push(cents(s.next_billing_period_amount))
              }
              break
            }
          }
          // The charges of this step are the previews that came before it, and each has its order.
          const made = charges().slice(chargesBefore.length)
          expect(sorted(made)).toEqual(sorted(expected))
          const ordersAfter = await orders()
          const known = new Set(ordersBefore.map((o) => o.id))
          const fresh = ordersAfter.filter((o) => !known.has(o.id))
          expect(sorted(fresh.map((o) => cents(o.total_amount)))).toEqual(sorted(made))
          for (const order of fresh) {
            const invoice = await api('GET', `/orders/${order.id}/invoices/${order.invoices[0]}`)
            expect(cents(invoice.body.total_amount)).toBe(cents(order.total_amount))
            expect(cents(invoice.body.subtotal_amount) + cents(invoice.body.tax_amount)).toBe(
              cents(invoice.body.total_amount),
            )
            const lines = invoice.body.items.reduce(
              (n: number, item: Json) => n + cents(item.total_amount),
              0,
            )
            expect(lines).toBe(cents(invoice.body.total_amount))
          }
        }
      },
    ),
    { numRuns, seed, endOnFailure: !process.env.FC_SHRINK },
  )
  // The runs did something: a property over empty runs proves nothing.
  expect(steps).toBeGreaterThan(numRuns)
}, 600_000)
