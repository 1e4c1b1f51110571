// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
} from '../../../../../screens/test-support.tsx'
import { ReferralCampaignScreen } from './referral-campaign-screen.tsx'
import { RewardsScreen } from './rewards-screen.tsx'

const [ALEX] = DEMO_USERS
const { sandbox } = setupTestSandbox()
const rewards = () => screen.getByRole('region', { name: 'Your rewards' })
const referrals = () => screen.getByRole('region', { name: 'Refer a friend' })
const cardOf = async (region: HTMLElement, name: string) =>
  (await within(region).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement

describe('rewards & referrals', () => {
  it('lists the rewards, unlocked first with their action; a locked one has none', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<RewardsScreen />, '/account/rewards')
    const pack = await cardOf(rewards(), 'DJ Pro welcome pack')
    expect(within(pack).getByText('Unlocked')).toBeTruthy()
    expect(within(pack).getByRole('link', { name: 'Get the pack' }).getAttribute('href')).toBe(
      'http://localhost:3000/dj/pro/expansions',
    )
    const loyalty = await cardOf(rewards(), 'Studio loyalty: 3 months free')
    expect(within(loyalty).getByText('Locked')).toBeTruthy()
    expect(within(loyalty).queryByRole('link')).toBeNull()
    const headings = within(rewards())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(headings).toEqual(['DJ Pro welcome pack', 'Studio loyalty: 3 months free'])
  })

  it('shows the share link of each campaign with a copy button', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<RewardsScreen />, '/account/rewards')
    const djPro = await cardOf(referrals(), 'Refer a friend to DJ Pro')
    const link = (await within(djPro).findByLabelText('Your share link')) as HTMLInputElement
    expect(link.value).toBe('http://localhost:3000/refer/RIV-7K2M')
    expect(within(djPro).getByText('No friend has joined with your link yet.')).toBeTruthy()
    // user-event puts a clipboard of its own on `navigator`: watch that one.
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await user.click(within(djPro).getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/refer/RIV-7K2M')
    // Alex owns DJ Pro: each referral earns him a reward, so nothing asks him to buy it first.
    expect(within(djPro).queryByText(/Referrals earn you a reward once/)).toBeNull()
  })

  it('shows the referrer’s reward and the friend who joined once a referral is logged', async () => {
    signInAs(sandbox(), ALEX.email_address)
    const friend = sandbox().stores.identity.createUser({
      email_address: `friend-${crypto.randomUUID()}@example.com`,
      password: 'Friend-password-1',
      first_name: 'Fran',
      last_name: 'Friend',
      locale: 'en_GB',
    })
    const logged = sandbox().stores.rewards.logReferral('RIV-7K2M', friend.id, {})
    if (!logged.ok) throw new Error(logged.error)
    await renderScreen(<RewardsScreen />, '/account/rewards')
    const reward = await cardOf(rewards(), 'A month of DJ Pro Expansions, on us')
    expect(within(reward).getByText('Unlocked')).toBeTruthy()
    expect(within(reward).getByText('New')).toBeTruthy()
    const djPro = await cardOf(referrals(), 'Refer a friend to DJ Pro')
    expect(
      await within(djPro).findByText('One friend has joined with your link, earning you a reward.'),
    ).toBeTruthy()
  })

  it('says there is no reward yet to a new customer, and what earns one', async () => {
    signInNewUser(sandbox())
    await renderScreen(<RewardsScreen />, '/account/rewards')
    expect(await within(rewards()).findByText(/You have no rewards yet/)).toBeTruthy()
    // A share link of their own, and what earns them a reward for it.
    const djPro = await cardOf(referrals(), 'Refer a friend to DJ Pro')
    expect(((await within(djPro).findByLabelText('Your share link')) as HTMLInputElement).value).toMatch(
      /^http:\/\/localhost:3000\/refer\/.+/,
    )
    expect(within(djPro).getByText(/Referrals earn you a reward once you own DJ Pro\./)).toBeTruthy()
  })
})

describe('a referral campaign', () => {
  it('explains the campaign from its rules and shows the customer’s link', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<ReferralCampaignScreen campaignId="1" />, '/account/rewards/1')
    const about = screen.getByRole('region', { name: 'About this campaign' })
    expect(
      await within(about).findByRole('heading', { level: 3, name: 'Refer a friend to DJ Pro' }),
    ).toBeTruthy()
    expect(within(about).getByText(/The link is for people new to DJ Pro/)).toBeTruthy()
    expect(within(about).getByText(/so do you, as long as you own DJ Pro/)).toBeTruthy()
    expect(((await within(about).findByLabelText('Your share link')) as HTMLInputElement).value).toBe(
      'http://localhost:3000/refer/RIV-7K2M',
    )
  })

  it('says so for a campaign that does not exist, or an address that names none', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<ReferralCampaignScreen campaignId="99" />, '/account/rewards/99')
    expect(await screen.findByText(/There is no referral campaign at this address/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the campaigns running now' })).toBeTruthy()
  })

  it('does not ask the service about an id that is not a number', async () => {
    signInAs(sandbox(), ALEX.email_address)
    await renderScreen(<ReferralCampaignScreen campaignId="abc" />, '/account/rewards/abc')
    expect(await screen.findByText(/There is no referral campaign at this address/)).toBeTruthy()
  })
})
