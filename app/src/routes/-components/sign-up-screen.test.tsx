// @vitest-environment happy-dom
import { DEMO_USERS, SANDBOX_APP_SECRET } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { signUpOnServer } from '../../app-credentials/sign-up.server.ts'
import { loadServerConfig } from '../../config/server-config.ts'
import {
  renderScreen,
  screenSessionServer,
  setupTestSandbox,
  signInAs,
  TEST_SERVICES,
} from '../../screens/test-support.tsx'
import { SignUpScreen } from './sign-up-screen.tsx'

// The server function runs in-process: the same code its handler runs, against the test's sandbox,
// on the session cookies of the test's site (a new, signed-out one per test).
vi.mock('../../app-credentials/sign-up.ts', () => ({
  signUp: ({ data }: { data: Parameters<typeof signUpOnServer>[1] }) =>
    screenSessionServer().run((session) =>
      signUpOnServer(
        loadServerConfig({ SERVICES_BASE_URL: TEST_SERVICES, APP_SECRET: SANDBOX_APP_SECRET }),
        data,
        session,
      ),
    ),
}))

const { sandbox } = setupTestSandbox()

/** An account that exists at the identity service, not signed in here. */
const existingUser = (email: string) =>
  sandbox().stores.identity.createUser({
    email_address: email,
    password: 'Someone-else-1',
    first_name: 'Sol',
    last_name: 'Reyes',
    locale: 'en_GB',
  }).id
const form = () => screen.getByRole('form', { name: 'Create your account' })
const errorOf = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent
    : undefined

async function fillIn(values: { email: string; password: string; first?: string }) {
  const user = userEvent.setup()
  await user.type(within(form()).getByLabelText('First name'), values.first ?? 'Nia')
  await user.type(within(form()).getByLabelText('Email address'), values.email)
  await user.type(within(form()).getByLabelText('Password'), values.password)
  await user.click(within(form()).getByRole('button', { name: 'Create account' }))
}

async function renderSignUp(referralCode?: string) {
  const rendered = await renderScreen(
    <SignUpScreen referralCode={referralCode} />,
    referralCode ? `/refer/${referralCode}` : '/sign-up',
  )
  await screen.findByRole('form', { name: 'Create your account' }, { timeout: 10_000 })
  return rendered
}

describe('sign-up', () => {
  it('creates the account and signs this tab in', async () => {
    const { router } = await renderSignUp()
    await fillIn({ email: 'nia@example.com', password: 'Fresh-start-9' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, Nia!' })).toBeTruthy()
    expect(router.options.context.auth.status()).toBe('signed-in')
    expect(sandbox().stores.identity.findByEmail('nia@example.com')?.first_name).toBe('Nia')
  })

  it('checks the password and the address as the identity service does, before sending', async () => {
    await renderSignUp()
    await fillIn({ email: 'nia@example', password: 'letters' })
    await waitFor(() =>
      expect(errorOf(within(form()).getByLabelText('Password'))).toBe(
        'Use at least 8 characters with a letter and a digit or symbol.',
      ),
    )
    expect(errorOf(within(form()).getByLabelText('Email address'))).toBe(
      'Enter an email address like name@example.com.',
    )
    expect(sandbox().stores.identity.findByEmail('nia@example')).toBeUndefined()
  })

  it('puts a used address next to its field, keeping what was typed', async () => {
    existingUser('taken@example.com')
    await renderSignUp()
    await fillIn({ email: 'taken@example.com', password: 'Fresh-start-9' })
    const email = within(form()).getByLabelText('Email address') as HTMLInputElement
    await waitFor(() =>
      expect(errorOf(email)).toBe('An account with this email address already exists. Sign in instead.'),
    )
    expect(email.value).toBe('taken@example.com')
    expect((within(form()).getByLabelText('Password') as HTMLInputElement).value).toBe('Fresh-start-9')
  })
})

describe('sign-up through a referral link', () => {
  /** A referrer who owns DJ Pro (the campaign's incentive rule), and their code in campaign 1. */
  function referrer(): { userId: number; code: string } {
    const userId = existingUser('referrer@example.com')
    const serial = sandbox().stores.license.addSerialNumber(112) as string
    const added = sandbox().stores.license.addProduct(userId, { product_serial_number: serial })
    if (!added.ok) throw new Error(added.error)
    const code = sandbox().stores.rewards.codeOf(userId, 1)
    return { userId, code }
  }

  it('logs the code for the new customer, and the referrer’s reward appears', async () => {
    const { userId, code } = referrer()
    const before = sandbox().stores.rewards.listRewards(userId).length
    await renderSignUp(code)
    await fillIn({ email: 'friend@example.com', password: 'Fresh-start-9' })
    expect(
      await screen.findByText(`Your referral code ${code} is applied: a reward is waiting in your account.`),
    ).toBeTruthy()
    const rewards = sandbox().stores.rewards.listRewards(userId)
    expect(rewards).toHaveLength(before + 1)
    expect(rewards[0]).toMatchObject({ unlocked: true, latest_ribbon: true })
    const friend = sandbox().stores.identity.findByEmail('friend@example.com')
    expect(sandbox().stores.rewards.listRewards(friend?.id ?? 0)).toHaveLength(1)
  })

  it('creates the account even when the code is unknown, and says why it was not applied', async () => {
    await renderSignUp('NOPE-0000')
    await fillIn({ email: 'friend@example.com', password: 'Fresh-start-9' })
    expect(await screen.findByText('We do not know the referral code NOPE-0000.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome, Nia!' })).toBeTruthy()
  })

  it('tells a signed-in visitor that referral links are for new customers', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<SignUpScreen referralCode="RIV-7K2M" />, '/refer/RIV-7K2M')
    expect(
      await screen.findByText(/Referral links are for new customers/, undefined, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Create your account' })).toBeNull()
  })
})
