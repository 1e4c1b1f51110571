// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen, setupTestSandbox, signInNewUser } from '../../screens/test-support.tsx'
import { VerifyEmail } from './verify-email-screen.tsx'

const { sandbox } = setupTestSandbox()

/** Asks for an email change the way the settings screen does, and returns the e-mailed link's path. */
function requestChange(userId: number, to: string): string {
  const verification = sandbox().stores.identity.emailChanges.issue(userId, to, 3600)
  const query = new URLSearchParams({ token: verification.token, user_id: String(userId), email_address: to })
  return `/verify-email?${query}`
}

describe('the email verification page', () => {
  it('changes the address when the customer confirms, and takes the token out of the address bar', async () => {
    const userId = signInNewUser(sandbox(), 'old@example.com')
    const { router } = await renderScreen(<VerifyEmail />, requestChange(userId, 'new@example.com'))
    await waitFor(() => expect(router.state.location.searchStr).toBe(''))
    expect(sandbox().stores.identity.findByEmail('old@example.com')?.id).toBe(userId)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm new email address' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email address is changed' }),
    ).toBeTruthy()
    expect(sandbox().stores.identity.findByEmail('new@example.com')?.id).toBe(userId)
    expect(
      sandbox()
        .stores.identity.searchByEmail('old@example.com', true)
        .map((user) => user.id),
    ).toEqual([userId])
    expect(sandbox().outbox.list({ to: 'old@example.com' })[0]?.subject).toBe(
      'Your email address was changed',
    )
  })

  it('says a used or replaced link has expired, and changes nothing', async () => {
    const userId = signInNewUser(sandbox(), 'old@example.com')
    const first = requestChange(userId, 'first@example.com')
    requestChange(userId, 'second@example.com') // a newer request replaces the first link
    await renderScreen(<VerifyEmail />, first)
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm new email address' }))
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((node) => node.textContent?.startsWith('This link has expired or was already used')),
      ).toBe(true),
    )
    expect(sandbox().stores.identity.findByEmail('old@example.com')?.id).toBe(userId)
  })

  it('says the address is already changed when the link was used in another tab of the same account', async () => {
    const userId = signInNewUser(sandbox(), 'old@example.com')
    const link = requestChange(userId, 'new@example.com')
    await renderScreen(<VerifyEmail />, link)
    const button = await screen.findByRole('button', { name: 'Confirm new email address' })
    // The same link confirmed meanwhile in another tab: its token is used, the address is the new one.
    const verification = sandbox().stores.identity.emailChanges.latest(userId)
    if (!verification) throw new Error('no verification issued')
    verification.used = true
    sandbox().stores.identity.changeEmail(userId, 'new@example.com')
    await userEvent.setup().click(button)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email address is changed' }),
    ).toBeTruthy()
    expect(screen.queryByText(/expired or was already used/)).toBeNull()
    expect(
      screen
        .getAllByRole('status')
        .some((node) => node.textContent === 'Your email address is now new@example.com.'),
    ).toBe(true)
  })

  it('opened without a link (a reload after the page took the link out of the address bar), says what to do', async () => {
    await renderScreen(<VerifyEmail />, '/verify-email')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' }),
    ).toBeTruthy()
    expect(screen.getByText(/If you have just confirmed it, the change is made/)).toBeTruthy()
    expect(screen.queryByText('This link is incomplete')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Confirm new email address' })).toBeNull()
  })

  it('says an incomplete link is one, without asking anything', async () => {
    await renderScreen(<VerifyEmail />, '/verify-email?token=abc&user_id=x')
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Confirm new email address' })).toBeNull()
  })
})
