// @vitest-environment happy-dom
import { DEMO_USERS, TEST_CARDS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SessionEndedBoundary } from '../../../../../screens/session-ended.tsx'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
  TEST_SERVICES,
} from '../../../../../screens/test-support.tsx'
import { CARD_FORM_MESSAGE_SOURCE } from './card-form-message.ts'
import { PaymentMethodsScreen } from './payment-methods-screen.tsx'

const ALEX = DEMO_USERS[0].email_address
const { sandbox, server } = setupTestSandbox()

// happy-dom loads the card form's page (from the sandbox, under msw) as a browser would.
;(
  window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean } } }
).happyDOM.settings.enableIframePageLoading = true

const cards = () => screen.getByRole('region', { name: 'Your cards' })
const addCard = () => screen.findByRole('form', { name: 'Add a card' }, { timeout: 5000 })
/** The card (list item) whose heading is `name` (the first render may take a while). */
const card = async (name: string) =>
  (await within(cards()).findByRole('heading', { level: 3, name }, { timeout: 5000 })).closest(
    'li',
  ) as HTMLElement
const detail = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

/**
 * The gateway's card form, as the iframe's page would speak to the site (happy-dom loads no iframe
 * page): its window, and the message it posts once a card is typed in, tokenized by the sandbox.
 */
async function cardForm(scope: HTMLElement) {
  const frame = (await within(scope).findByTitle(
    /card number, expiry date and security code/,
  )) as HTMLIFrameElement
  const frameWindow = {} as Window
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true })
  const post = (data: unknown, origin = TEST_SERVICES, source: unknown = frameWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
  return {
    frame,
    post,
    /** The card typed into the form: the sandbox gateway tokenizes it, the form posts the nonce. */
    type(userId: number, number: string) {
      const result = sandbox().stores.commerce.payments.tokenize(userId, {
        number,
        expiry: '09 / 31',
        cvc: '737',
      })
      if (!result.ok) throw new Error(JSON.stringify(result.errors))
      post({
        source: CARD_FORM_MESSAGE_SOURCE,
        type: 'tokenized',
        height: 140,
        nonce: result.nonce,
        device_data: '{"device_session_id":"test"}',
        details: result.details,
      })
    },
  }
}

describe('payment methods', () => {
  it('lists the cards: brand and last four, expiry, the default, what each pays for', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const visa = await card('Visa ending 1111')
    expect(within(visa).getByText('Default')).toBeTruthy()
    expect(detail(visa, 'Expires')).toBe('04/2029')
    expect(detail(visa, 'Pays for')).toBe('Studio yearly')
    const mastercard = await card('Mastercard ending 4444')
    expect(detail(mastercard, 'Expired')).toBe('10/2026')
    expect(detail(mastercard, 'Pays for')).toBe('Hex FX monthly')
    // An expired card cannot become the default: no button, and the reason instead.
    expect(within(mastercard).queryByRole('button', { name: /^Make default/ })).toBeNull()
    expect(within(mastercard).getByText(/An expired card cannot be your default card/)).toBeTruthy()
  })

  it('shows and edits the billing address on its own; the add-card form starts from it', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const region = await screen.findByRole('region', { name: 'Billing address' })
    await waitFor(() => expect(region.textContent).toContain('14 Brick Lane'))
    expect(region.textContent).toContain('London E1 6RF')
    expect(region.textContent).toContain('United Kingdom')
    const user = userEvent.setup()
    await user.click(within(region).getByRole('button', { name: 'Edit billing address' }))
    const form = within(region).getByRole('form', { name: 'Billing address' })
    expect((within(form).getByLabelText('Street address (optional)') as HTMLInputElement).value).toBe(
      '14 Brick Lane',
    )
    await user.type(within(form).getByLabelText('Company (optional)'), 'Riv Sound Ltd')
    await user.click(within(form).getByRole('button', { name: 'Save billing address' }))
    await waitFor(() => expect(region.textContent).toContain('Riv Sound Ltd'))
    expect(within(region).getByRole('status').textContent).toBe(
      'Your billing address is saved. Your next payments are taxed for its country.',
    )
    expect(sandbox().stores.commerce.payments.billingAddressOf(signInAs(sandbox(), ALEX))).toMatchObject({
      company: 'Riv Sound Ltd',
      address: '14 Brick Lane',
      country_code: 'GB',
    })
    const addForm = await addCard()
    expect((within(addForm).getByLabelText('Country') as HTMLSelectElement).value).toBe('GB')
  })

  it('a "try again" (1503) keeps the address and the card\'s expiry date; the card goes through the second time', async () => {
    const userId = signInNewUser(sandbox())
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const user = userEvent.setup()
    const form = await addCard()
    await user.selectOptions(within(form).getByLabelText('Country'), 'Germany')
    await user.type(within(form).getByLabelText('Town or city (optional)'), 'Berlin')
    const first = await cardForm(form)
    first.type(userId, TEST_CARDS.tryAgain.number)
    await user.click(await within(form).findByRole('button', { name: 'Save card' }))
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'The payment could not be processed just now. Nothing was charged: try again. Enter the number and security code of Visa ending 3253 again; its expiry date is filled in.',
      ),
    )
    await waitFor(async () => expect((await cardForm(form)).frame.src).not.toBe(first.frame.src))
    const again = await cardForm(form)
    expect(new URL(again.frame.src).searchParams.get('prefill_expiry')).toBe('09/2031')
    expect((within(form).getByLabelText('Country') as HTMLSelectElement).value).toBe('DE')
    expect((within(form).getByLabelText('Town or city (optional)') as HTMLInputElement).value).toBe('Berlin')
    again.type(userId, TEST_CARDS.tryAgain.number)
    await user.click(await within(form).findByRole('button', { name: 'Save card' }))
    expect(await card('Visa ending 3253')).toBeTruthy()
  })

  it('frames the gateway’s card form of the configured origin with a client token and the site origin', async () => {
    signInNewUser(sandbox())
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const { frame } = await cardForm(await addCard())
    const src = new URL(frame.src)
    expect(`${src.origin}${src.pathname}`).toBe(`${TEST_SERVICES}/commerce/gateway/card-form`)
    expect(src.searchParams.get('client_token')).toMatch(/^sandbox_ct_/)
    expect(src.searchParams.get('parent_origin')).toBe(window.location.origin)
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin')
  })

  it('an ended session while the card form loads goes to the area’s one "Sign in again", not a "Try again" beside the form', async () => {
    signInNewUser(sandbox())
    // The access token refused even after the transport's refresh: the session is over.
    server.use(
      http.post(`${TEST_SERVICES}/commerce/api/v1/paymentgateway/token`, () =>
        HttpResponse.json({ code: 2002, error: 'Expired access token' }, { status: 401 }),
      ),
    )
    await renderScreen(
      <SessionEndedBoundary>
        <PaymentMethodsScreen />
      </SessionEndedBoundary>,
      '/account/payment-methods',
      '_account',
    )
    const form = await addCard()
    expect(await within(form).findByText('This part is back once you sign in again.')).toBeTruthy()
    expect(within(form).queryByRole('button', { name: 'Try again' })).toBeNull()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Your session has ended. Please sign in again.Sign in again')
  })

  it('adds a card: a declined one is explained beside the card form, which starts again while the address stays; a good one is listed', async () => {
    const userId = signInNewUser(sandbox())
    const sent: string[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method !== 'GET')
        sent.push(`${request.method} ${new URL(request.url).pathname} ${await request.clone().text()}`)
    })
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    expect(await within(cards()).findByText(/You have no saved cards/, {}, { timeout: 5000 })).toBeTruthy()
    const user = userEvent.setup()
    const form = await addCard()
    await user.selectOptions(within(form).getByLabelText('Country'), 'United Kingdom')
    await user.type(within(form).getByLabelText('Postcode (optional)'), 'E1 6RF')
    await user.type(within(form).getByLabelText('Town or city (optional)'), 'London')

    // "Save card" before the card is typed in.
    let cardFormNow = await cardForm(form)
    await user.click(within(form).getByRole('button', { name: 'Save card' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Enter your card details, then choose “Use this card”.',
    )

    cardFormNow.type(userId, TEST_CARDS.declined.number)
    expect(await within(form).findByText('Visa ending 1115 is ready to save.')).toBeTruthy()
    const firstSrc = cardFormNow.frame.src
    await user.click(within(form).getByRole('button', { name: 'Save card' }))
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Your bank declined Visa ending 1115. Use another card or contact your bank.',
      ),
    )
    // A new form (a new client token) for another card; the address is as typed.
    await waitFor(async () => expect((await cardForm(form)).frame.src).not.toBe(firstSrc))
    cardFormNow = await cardForm(form)
    expect((within(form).getByLabelText('Country') as HTMLSelectElement).value).toBe('GB')
    expect((within(form).getByLabelText('Postcode (optional)') as HTMLInputElement).value).toBe('E1 6RF')
    expect((within(form).getByLabelText('Town or city (optional)') as HTMLInputElement).value).toBe('London')

    cardFormNow.type(userId, TEST_CARDS.visa.number)
    await user.click(await within(form).findByRole('button', { name: 'Save card' }))
    const visa = await card('Visa ending 1111')
    expect(within(visa).getByText('Default')).toBeTruthy()
    expect(screen.getByText('Visa ending 1111 is saved as your default card.')).toBeTruthy()
    // The site sent the nonce, never a card number.
    expect(
      sent.some(
        (line) => line.startsWith('POST /commerce/api/v1/me/paymentmethods') && line.includes('tokencc_sb_'),
      ),
    ).toBe(true)
    for (const number of [TEST_CARDS.declined.number, TEST_CARDS.visa.number])
      expect(sent.filter((line) => line.replace(/\s/g, '').includes(number.replace(/\s/g, '')))).toEqual([])
  })

  it('ignores card form messages from another origin or window', async () => {
    const userId = signInNewUser(sandbox())
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const form = await addCard()
    const { post } = await cardForm(form)
    const tokenized = sandbox().stores.commerce.payments.tokenize(userId, {
      number: TEST_CARDS.visa.number,
      expiry: '09/31',
      cvc: '737',
    })
    if (!tokenized.ok) throw new Error('not tokenized')
    const message = {
      source: CARD_FORM_MESSAGE_SOURCE,
      type: 'tokenized',
      nonce: tokenized.nonce,
      details: tokenized.details,
    }
    post(message, 'https://evil.example')
    post(message, TEST_SERVICES, {} as Window)
    post({ ...message, source: 'another-form' })
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'Germany')
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }))
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Enter your card details/)
    expect(within(form).queryByText(/is ready to save/)).toBeNull()
  })

  it('refuses to remove the card an active subscription uses, and says why', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const user = userEvent.setup()
    await user.click(within(await card('Visa ending 1111')).getByRole('button', { name: 'Remove' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove Visa ending 1111?' })
    await user.click(within(dialog).getByRole('button', { name: 'Remove Visa ending 1111' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Studio yearly is paid with Visa ending 1111. Switch it to another payment method before removing this one.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(await card('Visa ending 1111')).toBeTruthy()
  })

  it('removes a card nothing uses, and makes another the default', async () => {
    const userId = signInNewUser(sandbox())
    const { payments } = sandbox().stores.commerce
    const old = {
      card_type: 'Visa',
      bin: '411111',
      last4: '1111',
      expiration_month: '01',
      expiration_year: '2030',
    }
    payments.addStoredCard(userId, { ...old, outcome: 'approve' })
    payments.addStoredCard(userId, {
      ...old,
      card_type: 'Mastercard',
      bin: '555555',
      last4: '4444',
      outcome: 'approve',
    })
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const user = userEvent.setup()
    await user.click(
      within(await card('Mastercard ending 4444')).getByRole('button', {
        name: 'Make default: Mastercard ending 4444',
      }),
    )
    await waitFor(async () =>
      expect(within(await card('Mastercard ending 4444')).getByText('Default')).toBeTruthy(),
    )
    await user.click(within(await card('Visa ending 1111')).getByRole('button', { name: 'Remove' }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Visa ending 1111' }),
    )
    await waitFor(() =>
      expect(within(cards()).queryByRole('heading', { name: 'Visa ending 1111' })).toBeNull(),
    )
    expect(screen.getByText('Visa ending 1111 is removed.')).toBeTruthy()
  })

  it('updates a card with new details from the card form', async () => {
    const userId = signInNewUser(sandbox())
    sandbox().stores.commerce.payments.addStoredCard(userId, {
      card_type: 'Visa',
      bin: '411111',
      last4: '1111',
      expiration_month: '01',
      expiration_year: '2027',
      outcome: 'approve',
    })
    await renderScreen(<PaymentMethodsScreen />, '/account/payment-methods', '_account')
    const user = userEvent.setup()
    await user.click(within(await card('Visa ending 1111')).getByRole('button', { name: 'Update card' }))
    const dialog = screen.getByRole('dialog', { name: 'Update Visa ending 1111' })
    ;(await cardForm(dialog)).type(userId, TEST_CARDS.mastercard.number)
    await user.click(within(dialog).getByRole('button', { name: 'Save the new details' }))
    const updated = await card('Mastercard ending 4444')
    expect(detail(updated, 'Expires')).toBe('09/2031')
    expect(within(updated).getByRole('status').textContent).toBe(
      'The card is updated: Mastercard ending 4444, expires 09/2031.',
    )
  })
})
