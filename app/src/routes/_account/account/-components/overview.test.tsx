// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FailureGroups } from '../../../../screens/load-state.tsx'
import { SessionEndedBoundary } from '../../../../screens/session-ended.tsx'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
  TEST_SERVICES,
} from '../../../../screens/test-support.tsx'
import { AccountOverview } from './overview.tsx'

const { sandbox, server } = setupTestSandbox()

const card = (name: string) => screen.getByRole('region', { name })

/** The Downloads card's latest download: Alex's seeded one, with its date. */
const latestDownload = (_: string, element: Element | null) =>
  element?.tagName === 'DD' && /^DJ Pro 3\.1\.4 for macOS, 21 Aug 2026/.test(element.textContent ?? '')

describe('account overview', () => {
  it('shows a card per area: the profile, the products and licences, the latest download, with links', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<AccountOverview />, '/account')
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy()
    // The first render of the file loads every card's modules: more than the default second under load.
    expect(await within(card('Profile')).findByText('Alex Rivera', {}, { timeout: 5000 })).toBeTruthy()
    expect(within(card('Profile')).getByText('United Kingdom')).toBeTruthy()

    const products = card('Products & licences')
    const counts = await within(products).findByText('Authorised machines')
    expect(counts.parentElement?.textContent).toBe('Authorised machines2')
    expect(within(products).getByText('Products').parentElement?.textContent).toBe('Products5')
    expect(within(products).getByRole('link', { name: 'Manage products' }).getAttribute('href')).toBe(
      '/account/products',
    )
    const downloads = card('Downloads')
    expect(await within(downloads).findByText(latestDownload)).toBeTruthy()
    expect(within(downloads).getByRole('link', { name: 'Go to downloads' }).getAttribute('href')).toBe(
      '/account/downloads',
    )
  })

  it('says what to do next when there are no products and no downloads yet', async () => {
    signInNewUser(sandbox())
    await renderScreen(<AccountOverview />, '/account')
    const products = card('Products & licences')
    expect(await within(products).findByText(/You have no products yet/)).toBeTruthy()
    expect(within(products).getByRole('link', { name: 'Register a product' }).getAttribute('href')).toBe(
      '/account/products#register',
    )
    expect(await within(card('Downloads')).findByText('You have not downloaded anything yet.')).toBeTruthy()
  })

  it('an ended session shows one alert with one way to sign in again, not one per card, and logs nothing', async () => {
    const alex = signInAs(sandbox(), DEMO_USERS[0].email_address)
    sandbox().stores.identity.endSessions(alex)
    const logged = vi.spyOn(console, 'error')
    await renderScreen(
      <SessionEndedBoundary>
        <AccountOverview />
      </SessionEndedBoundary>,
      '/account',
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Your session has ended. Please sign in again.Sign in again')
    expect(await within(card('Rewards')).findByText('This part is back once you sign in again.')).toBeTruthy()
    for (const name of ['Profile', 'Products & licences', 'Downloads', 'Offers for you', 'Beta programs'])
      expect(await within(card(name)).findByText('This part is back once you sign in again.')).toBeTruthy()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: /sign in/i })).toHaveLength(1)
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
  })

  it('keeps the other cards when the licence service fails, and loads the card again on "Try again"', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    server.use(
      http.all(`${TEST_SERVICES}/license/*`, () =>
        HttpResponse.json({ code: 5000, error: 'down' }, { status: 500 }),
      ),
    )
    // The boundary logs the failure; keep the test output (and happy-dom's inspector) out of it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderScreen(<AccountOverview />, '/account')
    const products = card('Products & licences')
    const alert = await within(products).findByRole('alert')
    expect(alert.textContent).toBe(
      '“Products & licences” could not be loaded. Something went wrong on our side. Please try again.Try again',
    )
    expect(await within(card('Profile')).findByText('Alex Rivera')).toBeTruthy()
    expect(await within(card('Downloads')).findByText(latestDownload)).toBeTruthy()

    server.resetHandlers(...sandbox().handlers)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(products).findByText('Authorised machines')).toBeTruthy()
    expect(within(products).queryByRole('alert')).toBeNull()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('one failing service under two cards is one alert naming both, whose "Try again" brings both back', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    server.use(
      http.all(`${TEST_SERVICES}/commerce/*`, () =>
        HttpResponse.json({ code: 5000, error: 'down' }, { status: 500 }),
      ),
    )
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderScreen(
      <FailureGroups>
        <AccountOverview />
      </FailureGroups>,
      '/account',
    )
    const alert = await within(card('Subscriptions')).findByRole('alert', {}, { timeout: 5000 })
    expect(await within(card('Offers for you')).findByText(/could not be loaded either/)).toBeTruthy()
    expect(alert.textContent).toBe(
      '“Subscriptions” and “Offers for you” could not be loaded. Something went wrong on our side. Please try again.Try again',
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1)

    server.resetHandlers(...sandbox().handlers)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await within(card('Offers for you')).findByRole(
        'link',
        { name: 'Change Studio yearly to Producer Suite monthly' },
        { timeout: 5000 },
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    logged.mockRestore()
  })

  it('offers upgrades: a plan a subscription may change to opens that plan change, anything else its pricing page', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<AccountOverview />, '/account')
    const offers = card('Offers for you')
    const change = await within(offers).findByRole(
      'link',
      { name: 'Change Studio yearly to Producer Suite monthly' },
      { timeout: 5000 },
    )
    expect(change.getAttribute('href')).toBe('/account/subscriptions?change=h7k2qd&plan=131')
    expect(within(offers).getByText('$29.99 a month')).toBeTruthy()
    expect(within(offers).getAllByRole('listitem')).toHaveLength(3)

    signInNewUser(sandbox())
    await renderScreen(<AccountOverview />, '/account')
    const sam = screen.getAllByRole('region', { name: 'Offers for you' }).at(-1) as HTMLElement
    const djPro = await within(sam).findByRole(
      'link',
      { name: 'See DJ Pro on its pricing page' },
      { timeout: 5000 },
    )
    expect(djPro.getAttribute('href')).toBe('/dj/pro/pricing')
  })
})
