// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
} from '../../../../../screens/test-support.tsx'
import { SubscriptionsScreen } from './subscriptions-screen.tsx'

const ALEX = DEMO_USERS[0].email_address
const { sandbox, server } = setupTestSandbox()

const list = () => screen.getByRole('region', { name: 'Your subscriptions' })
/** The card (list item) of the subscription whose heading is `plan` (the first render may take a while). */
const card = async (plan: string) =>
  (await within(list()).findByRole('heading', { level: 3, name: plan }, { timeout: 5000 })).closest(
    'li',
  ) as HTMLElement
/** The text of the `<dd>` of `term` in `scope`. */
const detail = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
const dialog = () => screen.getByRole('dialog')
/**
 * The plan change's confirmation button, once it is armed: it stays disabled for a moment after the
 * preview appears, so a double click on "Review the change" cannot confirm a payment.
 */
const armedButton = async (name: string) => {
  const button = within(dialog()).getByRole('button', { name }) as HTMLButtonElement
  await waitFor(() => expect(button.disabled).toBe(false))
  return button
}

/** Replies of the sandbox as the screen received them, by method and path. */
function recordReplies(): { method: string; path: string; body: unknown }[] {
  const replies: { method: string; path: string; body: unknown }[] = []
  server.events.on('response:mocked', async ({ request, response }) => {
    if (response.headers.get('Content-Type')?.includes('json'))
      replies.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: await response.clone().json(),
      })
  })
  return replies
}

describe('subscriptions', () => {
  it('lists each plan with its status, price, next payment and card; a past-due one asks to pay', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const studio = await card('Studio yearly')
    expect(within(studio).getByText('Active')).toBeTruthy()
    // Alex is billed in the UK: the price is before tax, the next payment is what is charged.
    expect(detail(studio, 'Price')).toBe('$99.00 a year plus tax')
    expect(detail(studio, 'Next payment')).toMatch(/^\$118\.80 on 3 Feb 2027What makes up this amount/)
    const next = within(studio).getByRole('table', { name: 'Next payment of Studio yearly' })
    expect(next.textContent).toBe(
      'Studio yearly, 3 February 2027 to 3 February 2028$99.00Tax (20 %)$19.80Next payment$118.80',
    )
    expect(detail(studio, 'Paid with')).toBe('Visa ending 1111')
    const hexFx = await card('Hex FX monthly')
    expect(within(hexFx).getByText('Past due')).toBeTruthy()
    expect(detail(hexFx, 'Payment due')).toBe('$5.99 since 21 Nov 2026')
    expect(detail(hexFx, 'Paid with')).toBe('Mastercard ending 4444 (expired 10/2026)')
    expect(within(hexFx).getByText(/Your payment of \$5\.99 is overdue/)).toBeTruthy()
    expect(within(hexFx).getByRole('table', { name: 'What you pay for Hex FX monthly' }).textContent).toBe(
      'Hex FX monthly, 21 November 2026 to 21 December 2026$4.99Tax (20 %)$1.00Due now$5.99',
    )
    // The expired card is not offered.
    const payWith = within(hexFx).getByRole('group', { name: 'Pay with' })
    expect(
      within(payWith)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['k9vx2p'])
    expect(within(hexFx).queryByRole('button', { name: 'Change plan' })).toBeNull()
  })

  it('changes plan today: the preview shows what is charged now and then, confirming changes the plan and makes an order', async () => {
    const replies = recordReplies()
    const alex = signInAs(sandbox(), ALEX)
    const ordersBefore = sandbox().stores.commerce.listOrders(alex).length
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const user = userEvent.setup()
    await user.click(within(await card('Studio yearly')).getByRole('button', { name: 'Change plan' }))
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy()
    expect(within(dialog()).getByRole('heading', { name: 'Change Studio yearly' })).toBeTruthy()
    const suite = await within(dialog()).findByRole('radio', { name: /Producer Suite yearly/ })
    expect(suite.closest('div')?.textContent).toContain('$299.00 a year · changes today')
    await user.click(suite)
    await user.click(within(dialog()).getByRole('button', { name: 'Review the change' }))

    const due = await within(dialog()).findByText('Due today')
    const quote = replies.find((r) => r.method === 'POST' && r.path.endsWith('/planchanges'))?.body as {
      target_subscription: { next_billing_period_amount: number }
    }
    const charged = `$${quote.target_subscription.next_billing_period_amount.toFixed(2)}`
    expect(due.nextElementSibling?.textContent).toBe(charged)
    // Itemised as the service priced it: the new plan for the rest of the period, the credit for the
    // unused time of the current one, the tax; the total is the figure charged.
    const today = within(dialog()).getByRole('table', { name: 'What you pay today' }).textContent ?? ''
    expect(today).toMatch(
      /^Producer Suite yearly, \d+ \w+ \d{4} to 3 February 2027\$\d+\.\d\dUnused time of Studio yearly, \d+ \w+ \d{4} to 3 February 2027−\$\d+\.\d\dSubtotal\$\d+\.\d\dTax \(20 %\)\$\d+\.\d\dDue today/,
    )
    expect(today.endsWith(`Due today${charged}`)).toBe(true)
    expect(detail(dialog(), 'Then')).toBe('$358.80 a year from 3 Feb 2027 ($299.00 plus $59.80 tax)')
    expect(detail(dialog(), 'Paid with')).toBe('Visa ending 1111')
    await user.click(await armedButton(`Confirm and pay ${charged}`))

    const suiteCard = await card('Producer Suite yearly')
    const orders = sandbox().stores.commerce.listOrders(alex)
    expect(orders).toHaveLength(ordersBefore + 1)
    expect(within(suiteCard).getByRole('status').textContent).toBe(
      `Your plan is now Producer Suite yearly. We charged ${charged} to Visa ending 1111 (order ${orders[0]?.id}).`,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(list()).queryByRole('heading', { name: 'Studio yearly' })).toBeNull()
  })

  it('backs out of a plan change after the preview: nothing changes', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const user = userEvent.setup()
    await user.click(within(await card('Studio yearly')).getByRole('button', { name: 'Change plan' }))
    await user.click(await within(dialog()).findByRole('radio', { name: /Studio monthly/ }))
    await user.click(within(dialog()).getByRole('button', { name: 'Review the change' }))
    expect(await within(dialog()).findByText(/You keep Studio yearly until 3 Feb 2027/)).toBeTruthy()
    // The review takes focus from the button it replaced, "Back" gives it to the plan chosen.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toMatch(/^From Studio yearly to Studio monthly/),
    )
    await user.click(within(dialog()).getByRole('button', { name: 'Back' }))
    const monthly = within(dialog()).getByRole('radio', { name: /Studio monthly/ }) as HTMLInputElement
    expect(monthly.checked).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(monthly))
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(await card('Studio yearly')).getByText('Active')).toBeTruthy()
  })

  it('schedules a change to a plan billed otherwise for the next billing date', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const user = userEvent.setup()
    await user.click(within(await card('Studio yearly')).getByRole('button', { name: 'Change plan' }))
    await user.click(await within(dialog()).findByRole('radio', { name: /Studio monthly/ }))
    await user.click(within(dialog()).getByRole('button', { name: 'Review the change' }))
    expect(detail(dialog(), 'Due today')).toBe('$0.00')
    await user.click(await armedButton('Confirm the change'))
    const studio = await card('Studio yearly')
    await waitFor(() =>
      expect(studio.textContent).toContain('Changes to Studio monthly ($9.99 a month) on 3 Feb 2027.'),
    )
    expect(within(studio).getByRole('status').textContent).toBe(
      'Your plan changes to Studio monthly on 3 Feb 2027.',
    )
  })

  it('opens the plan change an offer links to, with its plan chosen', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions?change=h7k2qd&plan=131', '_account')
    const offered = await within(await screen.findByRole('dialog')).findByRole('radio', {
      name: /Producer Suite monthly/,
    })
    expect((offered as HTMLInputElement).checked).toBe(true)
  })

  it('cancels at the end of the paid period after saying until when it keeps working', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const user = userEvent.setup()
    await user.click(within(await card('Studio yearly')).getByRole('button', { name: 'Cancel subscription' }))
    expect(within(dialog()).getByRole('heading', { name: 'Cancel Studio yearly?' })).toBeTruthy()
    expect(dialog().textContent).toContain('Studio yearly keeps working until 3 Feb 2027')
    // The safe choice has focus.
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: 'Keep subscription' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel subscription' }))
    const studio = await card('Studio yearly')
    await waitFor(() => expect(within(studio).getByText('Ending')).toBeTruthy())
    expect(detail(studio, 'Ends on')).toBe('3 Feb 2027')
    expect(within(studio).getByRole('status').textContent).toBe(
      'Studio yearly is cancelled. It keeps working until 3 Feb 2027; until then, “Keep my plan” undoes this.',
    )
    expect(within(studio).queryByRole('button', { name: 'Cancel subscription' })).toBeNull()
    expect(document.activeElement).toBe(within(studio).getByRole('heading', { level: 3 }))

    // "Keep my plan" undoes it: active again, renewing for what it showed before.
    await user.click(within(studio).getByRole('button', { name: 'Keep my plan' }))
    await waitFor(() => expect(within(studio).getByText('Active')).toBeTruthy())
    expect(within(studio).getByRole('status').textContent).toBe(
      'Studio yearly is kept: it renews on 3 Feb 2027 for $118.80.',
    )
    expect(within(studio).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy()
  })

  it('pays a past-due subscription with another card: it is active again', async () => {
    const alex = signInAs(sandbox(), ALEX)
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const user = userEvent.setup()
    const hexFx = await card('Hex FX monthly')
    await user.click(within(hexFx).getByRole('button', { name: 'Pay $5.99 now' }))
    await waitFor(() => expect(within(hexFx).getByText('Active')).toBeTruthy())
    expect(detail(hexFx, 'Paid with')).toBe('Visa ending 1111')
    expect(detail(hexFx, 'Next payment')).toMatch(/^\$5\.99 on 21 Dec 2026/)
    expect(within(hexFx).getByRole('status').textContent).toBe(
      'Thank you: $5.99 was paid with Visa ending 1111. Hex FX monthly is active again; the invoice is under Orders & invoices.',
    )
    // The payment left an order with its invoice, for the amount shown.
    const [order] = sandbox().stores.commerce.listOrders(alex)
    expect(order).toMatchObject({ total_amount: 5.99, items: [{ catalog_product: { id: 141 } }] })
  })

  it('shows a declined payment next to the card choice and stays past due', async () => {
    const userId = signInNewUser(sandbox())
    const added = sandbox().stores.commerce.addSubscription(userId, 141, 'Past Due')
    if (!added.ok) throw new Error(added.error)
    sandbox().stores.commerce.payments.addStoredCard(userId, {
      card_type: 'Visa',
      bin: '400011',
      last4: '1115',
      expiration_month: '12',
      expiration_year: '2030',
      outcome: 'decline',
    })
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    const user = userEvent.setup()
    const hexFx = await card('Hex FX monthly')
    await user.click(within(hexFx).getByRole('button', { name: 'Pay $4.99 now' }))
    const group = within(hexFx).getByRole('group', { name: 'Pay with' })
    await waitFor(() => expect(group.getAttribute('aria-describedby')).toBeTruthy())
    expect(group.textContent).toContain('Your bank declined Visa ending 1115')
    expect(within(hexFx).getByText('Past due')).toBeTruthy()
  })

  it('says what to do without a subscription', async () => {
    signInNewUser(sandbox())
    await renderScreen(<SubscriptionsScreen />, '/account/subscriptions', '_account')
    expect(await within(list()).findByText(/You have no subscriptions/)).toBeTruthy()
    expect(within(list()).getByRole('link', { name: 'DJ Pro plans' }).getAttribute('href')).toBe(
      '/dj/pro/pricing',
    )
  })
})
