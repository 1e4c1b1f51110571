// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
  TEST_SERVICES,
} from '../../../../../screens/test-support.tsx'
import { PartnerPromotionsScreen, promotionTitle } from './partner-promotions-screen.tsx'

// The server function runs its server half in the test, with the session's access token (refreshed as
// in the browser) and the sandbox's application credentials.
vi.mock('../../../../../app-credentials/partner-promotion-code.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../../../app-credentials/partner-promotion-code.ts')>()
  const { claimPartnerPromotionCodeOnServer } = await import(
    '../../../../../app-credentials/partner-promotion-code.server.ts'
  )
  const { SANDBOX_APP_ID: appId, SANDBOX_APP_SECRET: appSecret } = await import('@music/sdk/mocks')
  return {
    ...original,
    claimPartnerPromotionCode: async (sdk: import('@music/sdk').Sdk, promotionName: string) => {
      const token = await original.freshAccessToken(sdk)
      if (!token) return { outcome: 'signed-out' }
      return claimPartnerPromotionCodeOnServer(
        { servicesBaseUrl: 'http://services.test', appId, appSecret },
        token,
        promotionName,
      )
    },
  }
})

const { sandbox, server } = setupTestSandbox()
const codes = () => screen.getByRole('region', { name: 'Your promotion codes' })
const offers = () => screen.getByRole('region', { name: 'Claim a partner offer' })

describe('partner promotions', () => {
  it('lists the customer’s codes; "Copy code" puts the code on the clipboard and says so', async () => {
    signInAs(sandbox(), DEMO_USERS[0].email_address)
    await renderScreen(<PartnerPromotionsScreen />, '/account/partner-promotions')
    const card = (
      await within(codes()).findByRole('heading', { level: 3, name: '3 months of Splice Sounds' })
    ).closest('li') as HTMLElement
    const field = within(card).getByLabelText('Code for 3 months of Splice Sounds') as HTMLInputElement
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

  it('claims a code of an offer for the signed-in customer: it joins their codes, the offer leaves the list', async () => {
    const userId = signInNewUser(sandbox())
    await renderScreen(<PartnerPromotionsScreen />, '/account/partner-promotions')
    const user = userEvent.setup()
    await user.click(
      await within(offers()).findByRole('button', { name: 'Claim the code for 3 months of Splice Sounds' }),
    )
    const [code] = sandbox().stores.partnerPromotions.list(userId)
    expect(code?.promotion_name).toBe('splice-3-months')
    await waitFor(() =>
      expect(within(offers()).getByRole('status').textContent).toBe(
        `Your Splice code is ${code?.promotion_code}. It is listed under “Your promotion codes”.`,
      ),
    )
    const field = within(codes()).getByLabelText('Code for 3 months of Splice Sounds') as HTMLInputElement
    expect(field.value).toBe(code?.promotion_code)
    expect(within(offers()).queryByRole('heading', { name: '3 months of Splice Sounds' })).toBeNull()
    expect(within(offers()).getByRole('heading', { name: 'A month of Beatport Streaming' })).toBeTruthy()
  })

  it('says on the offer why a claim gave no code, and keeps the offer to try again', async () => {
    signInNewUser(sandbox())
    server.use(
      http.post(`${TEST_SERVICES}/profile/api/v1/partnerpromotions/code`, () =>
        HttpResponse.json({ code: 1411, error: 'The promotion has ended.' }, { status: 400 }),
      ),
    )
    await renderScreen(<PartnerPromotionsScreen />, '/account/partner-promotions')
    const claim = await within(offers()).findByRole('button', {
      name: 'Claim the code for A month of Beatport Streaming',
    })
    await userEvent.setup().click(claim)
    expect((await within(offers()).findByRole('alert')).textContent).toBe(
      'The Beatport offer has ended: it gives no more codes.',
    )
    expect(claim.hasAttribute('disabled')).toBe(false)
    expect(within(codes()).getByText(/You have no partner promotion codes/)).toBeTruthy()
  })

  it('names a promotion from its slug', () => {
    expect(promotionTitle('beatport-streaming-1-month')).toBe('Beatport streaming 1 month')
  })
})
