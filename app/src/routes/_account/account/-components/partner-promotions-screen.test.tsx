// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen, setupTestSandbox, signInAs, signInNewUser } from '../../../../screens/test-support.tsx'
import { PartnerPromotionsScreen, promotionTitle } from './partner-promotions-screen.tsx'

const { sandbox } = setupTestSandbox()
const codes = () => screen.getByRole('region', { name: 'Your promotion codes' })

describe('partner promotions', () => {
  it('lists the customer’s codes; "Copy code" puts the code on the clipboard and says so', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<PartnerPromotionsScreen />, '/account/partner-promotions')
    const card = (await within(codes()).findByRole('heading', { level: 3, name: 'Splice 3 months' })).closest(
      'li',
    ) as HTMLElement
    const field = within(card).getByLabelText('Code for Splice 3 months') as HTMLInputElement
    expect(field.value).toMatch(/^SPLICE-3MO-/)
    expect(field.readOnly).toBe(true)
    expect(within(card).getByText('14 Mar 2026')).toBeTruthy()
    // user-event puts a clipboard of its own on `navigator`: watch that one.
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await user.click(within(card).getByRole('button', { name: 'Copy code' }))
    expect(writeText).toHaveBeenCalledWith(field.value)
    expect(within(card).getByRole('status').textContent).toBe(`Copied to the clipboard: ${field.value}`)
  })

  it('selects the code and says how to copy it when the browser refuses the clipboard', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<PartnerPromotionsScreen />, '/account/partner-promotions')
    const button = await within(codes()).findByRole('button', { name: 'Copy code' })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    )
    await userEvent.setup().click(button)
    expect(within(codes()).getByRole('status').textContent).toMatch(/press Ctrl\+C/)
  })

  it('says when the customer has no code', async () => {
    signInNewUser(sandbox())
    await renderScreen(<PartnerPromotionsScreen />, '/account/partner-promotions')
    expect(await within(codes()).findByText(/You have no partner promotion codes/)).toBeTruthy()
  })

  it('names a promotion from its slug', () => {
    expect(promotionTitle('beatport-streaming-1-month')).toBe('Beatport streaming 1 month')
  })
})
