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
import { BetaProgramsScreen } from './beta-programs-screen.tsx'

const [ALEX, , ROBIN] = DEMO_USERS
const DJ_PRO = 112
const { sandbox } = setupTestSandbox()

const mine = () => screen.getByRole('region', { name: 'Your beta programs' })
const joinable = () => screen.getByRole('region', { name: 'Join a beta program' })
/** The card (list item) whose heading is `name` in `region`. */
const card = async (region: HTMLElement, name: string) =>
  (await within(region).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement

describe('beta programs', () => {
  it('lists the memberships and the programs to join; a closed one offers no "Join"', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<BetaProgramsScreen />, '/account/beta-programs')
    const studio = await card(mine(), 'Studio 2.2 beta')
    expect(within(studio).getByText('Member')).toBeTruthy()
    expect(
      within(studio)
        .getByRole('link', { name: /Download the beta/ })
        .getAttribute('href'),
    ).toBe('http://localhost:3000/studio/downloads')
    const djPro = await card(joinable(), 'DJ Pro 4.0 public beta')
    expect(within(djPro).getByRole('button', { name: 'Join the DJ Pro 4.0 public beta' })).toBeTruthy()
    const sample = await card(joinable(), 'Sample 2.1 private beta')
    expect(within(sample).getByText('Closed to new members')).toBeTruthy()
    expect(within(sample).queryByRole('button')).toBeNull()
    expect(within(joinable()).queryByText('Studio 2.2 beta')).toBeNull()
  })

  it('joins a program (it moves to "Your beta programs", announced) and leaves it again', async () => {
    const userId = signInNewUser(sandbox())
    const serial = sandbox().stores.license.addSerialNumber(DJ_PRO) as string
    const added = sandbox().stores.license.addProduct(userId, { product_serial_number: serial })
    if (!added.ok) throw new Error(added.error)
    await renderScreen(<BetaProgramsScreen />, '/account/beta-programs')
    expect(await within(mine()).findByText('You are not in a beta program.')).toBeTruthy()
    const user = userEvent.setup()
    await user.click(
      within(await card(joinable(), 'DJ Pro 4.0 public beta')).getByRole('button', { name: /^Join/ }),
    )
    expect(
      await within(joinable()).findByText(/^You joined the DJ Pro 4.0 public beta\./, {
        selector: '[role=status]',
      }),
    ).toBeTruthy()
    const membership = await card(mine(), 'DJ Pro 4.0 public beta')
    expect(within(joinable()).queryByText('DJ Pro 4.0 public beta')).toBeNull()
    expect(
      sandbox()
        .stores.betaPrograms.listMemberships(userId)
        .map((m) => m.beta_program.id),
    ).toEqual(['dj-pro-public-beta'])

    await user.click(within(membership).getByRole('button', { name: 'Leave the DJ Pro 4.0 public beta' }))
    expect(await within(mine()).findByText('You left the DJ Pro 4.0 public beta.')).toBeTruthy()
    expect(await within(mine()).findByText('You are not in a beta program.')).toBeTruthy()
    expect(await card(joinable(), 'DJ Pro 4.0 public beta')).toBeTruthy()
    // One announcement at a time: "You joined" no longer stands beside "You left".
    expect(within(joinable()).queryByText(/You joined/)).toBeNull()
  })

  it('shows why a program cannot be joined on its card, in the service’s words', async () => {
    signInNewUser(sandbox())
    await renderScreen(<BetaProgramsScreen />, '/account/beta-programs')
    const studio = await card(joinable(), 'Studio 2.2 beta')
    await userEvent.setup().click(within(studio).getByRole('button', { name: /^Join/ }))
    const refusal = await within(studio).findByRole('alert')
    expect(refusal.textContent).toMatch(/^The Studio 2.2 beta is open to owners of Studio/)
    expect(within(studio).getByRole('button', { name: /^Join/ }).getAttribute('aria-describedby')).toBe(
      refusal.id,
    )
  })

  it('re-validates the memberships: one the customer no longer qualifies for is left, and said so', async () => {
    signInAs(sandbox(), ROBIN.email_address)
    await renderScreen(<BetaProgramsScreen />, '/account/beta-programs')
    await card(mine(), 'DJ Pro 4.0 public beta')
    await userEvent.setup().click(within(mine()).getByRole('button', { name: 'Check my memberships' }))
    expect(
      await within(mine()).findByText(
        'You no longer own a product that qualifies for the DJ Pro 4.0 public beta, so you left it.',
      ),
    ).toBeTruthy()
    expect(await within(mine()).findByText('You are not in a beta program.')).toBeTruthy()
  })

  it('sends the survey; missing answers show on their fields first and nothing is sent', async () => {
    const userId = signInNewUser(sandbox())
    await renderScreen(<BetaProgramsScreen />, '/account/beta-programs')
    const form = await screen.findByRole('form', { name: 'Beta program survey' })
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText(/What would you like us to test next/), 'Stems in DJ Pro')
    await user.click(within(form).getByRole('button', { name: 'Send my answers' }))
    expect(await within(form).findByText('Choose what you mainly use our software for.')).toBeTruthy()
    expect(within(form).getByText('Choose how long you have been at it.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('DJing')))
    expect(sandbox().stores.profile.listSurveys(userId)).toEqual([])

    await user.click(within(form).getByLabelText('Both', { selector: '[name=primary_use]' }))
    await user.selectOptions(within(form).getByLabelText(/How long have you been/), '4 to 10 years')
    await user.click(within(form).getByLabelText('Mac'))
    await user.click(within(form).getByRole('button', { name: 'Send my answers' }))
    expect(await screen.findByText('Thank you: your answers were sent.')).toBeTruthy()
    expect(
      sandbox()
        .stores.profile.listSurveys(userId)
        .map((record) => record.survey),
    ).toEqual([{ primary_use: 'both', experience: '4_to_10', computer: 'mac', wishes: 'Stems in DJ Pro' }])
  })
})
