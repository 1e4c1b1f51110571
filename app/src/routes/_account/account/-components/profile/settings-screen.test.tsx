// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen, setupTestSandbox, signInNewUser } from '../../../../../screens/test-support.tsx'
import { DEACTIVATED_MESSAGE } from './deactivate-account.tsx'
import { SettingsScreen } from './settings-screen.tsx'

const { sandbox } = setupTestSandbox()
afterEach(() => vi.restoreAllMocks())

const emailForm = () => screen.getByRole('form', { name: 'Change your email address' })
const deactivateForm = () => screen.getByRole('form', { name: 'Deactivate your account' })
const errorOf = (input: HTMLElement) =>
  input.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent
    : undefined

async function renderSettings() {
  const rendered = await renderScreen(<SettingsScreen />, '/account/settings')
  await screen.findByRole('form', { name: 'Change your email address' }, { timeout: 10_000 })
  return rendered
}

/** Records where the page leaves for (`location.assign`: the identity service's sign-in). */
function recordLeaving(): string[] {
  const targets: string[] = []
  vi.spyOn(window.location, 'assign').mockImplementation((url) => void targets.push(String(url)))
  return targets
}

describe('the email address', () => {
  it('shows the address the customer signs in with and the ones used before', async () => {
    const userId = signInNewUser(sandbox(), 'first@example.com')
    sandbox().stores.identity.changeEmail(userId, 'second@example.com')
    await renderSettings()
    expect(await screen.findByText('second@example.com')).toBeTruthy()
    const history = screen.getByRole('list', { name: 'Addresses you used before' })
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first@example.com'])
  })

  it('e-mails the new address a link to the site’s verification page, and says so', async () => {
    const userId = signInNewUser(sandbox(), 'pat@example.com')
    await renderSettings()
    const user = userEvent.setup()
    await user.type(within(emailForm()).getByLabelText('New email address'), 'pat.new@example.com')
    await user.click(within(emailForm()).getByRole('button', { name: 'Send confirmation link' }))
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((node) => node.textContent?.startsWith('We sent a link to pat.new@example.com')),
      ).toBe(true),
    )
    const [mail] = sandbox().outbox.list({ to: 'pat.new@example.com' })
    const link = new URL(mail?.links[0] ?? '')
    expect(`${link.origin}${link.pathname}`).toBe(`${window.location.origin}/verify-email`)
    expect(link.searchParams.get('user_id')).toBe(String(userId))
    expect(link.searchParams.get('email_address')).toBe('pat.new@example.com')
    expect(sandbox().stores.identity.findByEmail('pat@example.com')?.id).toBe(userId)
  })

  it('puts the service’s refusal on the field: the current address (1304), one taken (1301)', async () => {
    signInNewUser(sandbox(), 'pat@example.com')
    await renderSettings()
    const user = userEvent.setup()
    const input = within(emailForm()).getByLabelText('New email address')
    await user.type(input, DEMO_USERS[1].email_address)
    await user.click(within(emailForm()).getByRole('button', { name: 'Send confirmation link' }))
    await waitFor(() => expect(errorOf(input)).toBe('Another account uses this email address.'))
    await user.clear(input)
    await user.type(input, 'PAT@example.com')
    await user.click(within(emailForm()).getByRole('button', { name: 'Send confirmation link' }))
    await waitFor(() => expect(errorOf(input)).toBe('This is already your email address.'))
    expect((input as HTMLInputElement).value).toBe('PAT@example.com')
  })

  it('asks for the password again (401 2011), then leaves for sign-in with prompt=login, keeping the request', async () => {
    const userId = signInNewUser(sandbox(), 'pat@example.com')
    sandbox().stores.identity.expirePasswordEntry(userId)
    const leaving = recordLeaving()
    await renderSettings()
    const user = userEvent.setup()
    await user.type(within(emailForm()).getByLabelText('New email address'), 'pat.new@example.com')
    await user.click(within(emailForm()).getByRole('button', { name: 'Send confirmation link' }))
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toContain('To change your email address, enter your password again.')
    expect(sandbox().outbox.list({ to: 'pat.new@example.com' })).toEqual([])
    await user.click(within(notice).getByRole('button', { name: 'Enter password' }))
    await waitFor(() => expect(leaving).toHaveLength(1))
    const target = new URL(leaving[0] ?? '')
    expect(target.pathname).toBe('/identity/en/authorize')
    expect(target.searchParams.get('prompt')).toBe('login')
    expect(target.searchParams.get('login_hint')).toBe('pat@example.com')
    expect(JSON.parse(localStorage.getItem('sso_pending_action') ?? 'null')).toMatchObject({
      state: target.searchParams.get('state'),
      action: { type: 'change-email', userId, data: { email_address: 'pat.new@example.com' } },
    })
  })
})

describe('deactivating the account', () => {
  it('asks for the typed confirmation before anything is sent', async () => {
    signInNewUser(sandbox(), 'pat@example.com')
    await renderSettings()
    const user = userEvent.setup()
    const input = within(deactivateForm()).getByLabelText('To confirm, type DEACTIVATE')
    await user.type(input, 'deactivat')
    await user.click(within(deactivateForm()).getByRole('button', { name: 'Deactivate my account' }))
    await waitFor(() => expect(errorOf(input)).toBe('Type DEACTIVATE to confirm.'))
    expect(sandbox().stores.identity.checkCredentials('pat@example.com', 'Tester-password-1')).not.toBe(
      'deactivated',
    )
  })

  it('deactivates: the account can no longer sign in, this tab is signed out and told so', async () => {
    signInNewUser(sandbox(), 'pat@example.com')
    const { router } = await renderSettings()
    const user = userEvent.setup()
    await user.type(within(deactivateForm()).getByLabelText('To confirm, type DEACTIVATE'), 'deactivate')
    await user.click(within(deactivateForm()).getByRole('button', { name: 'Deactivate my account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sandbox().stores.identity.checkCredentials('pat@example.com', 'Tester-password-1')).toBe(
      'deactivated',
    )
    const auth = router.options.context.auth
    expect(auth.status()).toBe('signed-out')
    expect(auth.notice()).toBe(DEACTIVATED_MESSAGE)
  })

  it('asks for the password again (401 2011) and keeps the deactivation for the return', async () => {
    const userId = signInNewUser(sandbox(), 'pat@example.com')
    sandbox().stores.identity.expirePasswordEntry(userId)
    const leaving = recordLeaving()
    await renderSettings()
    const user = userEvent.setup()
    await user.type(within(deactivateForm()).getByLabelText('To confirm, type DEACTIVATE'), 'DEACTIVATE')
    await user.click(within(deactivateForm()).getByRole('button', { name: 'Deactivate my account' }))
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toContain('To deactivate your account, enter your password again.')
    expect(sandbox().stores.identity.checkCredentials('pat@example.com', 'Tester-password-1')).not.toBe(
      'deactivated',
    )
    await user.click(within(notice).getByRole('button', { name: 'Enter password' }))
    await waitFor(() => expect(leaving).toHaveLength(1))
    expect(JSON.parse(localStorage.getItem('sso_pending_action') ?? 'null')).toMatchObject({
      action: { type: 'deactivate-account', userId, data: null },
    })
  })
})
