/**
 * The stateful rewards service (`createSandbox`, msw; decision 017): rewards, public campaigns, a
 * referrer's code and share link, a referee's eligibility, and the referral journey across services —
 * sign up (identity) → check and log the code (rewards) → the referrer's reward in `GET /me/rewards`.
 * Every request and reply is checked against `specs/rewards.yaml` / `specs/identity.yaml`.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { installSandbox } from '../../testing/test-support.ts'
import { basicAuthorization } from '../../transport/base64.ts'
import { DEMO_USERS, SANDBOX_APP_ID, SANDBOX_APP_SECRET } from '../seed.ts'
import { DEMO_REFERRAL_CODE } from '../seed-membership.ts'

const [ALEX, SAM] = DEMO_USERS
const t = installSandbox(['rewards', 'identity'])
const call = t.call
let alex: string
let sam: string
beforeEach(() => {
  alex = t.token(ALEX.email_address)
  sam = t.token(SAM.email_address)
})

const rewards = async (token: string) =>
  (await call('rewards', 'GET', '/api/v1/me/rewards', { token })).body.items as {
    name: string
    unlocked: boolean
    latest_ribbon: boolean
    headline: string
  }[]
const eligibility = (code: string, userId: number, token: string) =>
  call('rewards', 'GET', `/api/v1/referralcode/${code}/referee/${userId}`, { token })
const logReferral = (code: string, token: string, body: Record<string, unknown>) =>
  call('rewards', 'POST', `/api/v1/referralcode/${code}/log`, { token, body })

describe('rewards and campaigns', () => {
  it('lists the user’s rewards', async () => {
    expect((await rewards(alex)).map((r) => [r.name, r.unlocked])).toEqual([
      ['dj-pro-welcome-pack', true],
      ['studio-loyalty', false],
    ])
    expect(await rewards(sam)).toEqual([])
  })

  it('answers the campaigns without credentials', async () => {
    const all = await call('rewards', 'GET', '/api/v1/referralcampaigns')
    expect(all.body.items.map((c: { id: number }) => c.id)).toEqual([1, 2])
    expect((await call('rewards', 'GET', '/api/v1/referralcampaigns/2')).body.name).toBe(
      'Studio: give a month, get a month',
    )
    expect(await call('rewards', 'GET', '/api/v1/referralcampaigns/9')).toMatchObject({
      status: 404,
      body: { code: 3001 },
    })
  })

  it('gives each referrer a stable code and a share link on the site', async () => {
    const mine = await call('rewards', 'GET', '/api/v1/me/referralcampaign/1', { token: alex })
    expect(mine.body.referral_campaign).toMatchObject({
      id: 1,
      referral_code: DEMO_REFERRAL_CODE,
      share_url: `http://localhost:3000/refer/${DEMO_REFERRAL_CODE}`,
      eligible_for_referral_incentive: true,
      referee_activity: [],
      referrer_activity: [],
    })
    const samCampaign = (await call('rewards', 'GET', '/api/v1/me/referralcampaign/1', { token: sam })).body
    expect(samCampaign.referral_campaign.referral_code).toMatch(/^SAM-[0-9A-Z]+$/)
    expect(samCampaign.referral_campaign.eligible_for_referral_incentive).toBe(false)
    const again = (await call('rewards', 'GET', '/api/v1/me/referralcampaign/1', { token: sam })).body
    expect(again.referral_campaign.referral_code).toBe(samCampaign.referral_campaign.referral_code)
    expect(await call('rewards', 'GET', '/api/v1/me/referralcampaign/7', { token: alex })).toMatchObject({
      status: 404,
    })
  })
})

describe('a referral', () => {
  it('new customer signs up through a referral link → the referrer’s reward appears', async () => {
    const created = await call('identity', 'POST', '/api/v1/users', {
      headers: { Authorization: basicAuthorization(SANDBOX_APP_ID, SANDBOX_APP_SECRET) },
      body: { email_address: 'kai.tanaka@example.com', password: 'Crossfader-9', first_name: 'Kai' },
    })
    const kaiId = created.body.id as number
    const login = await call('identity', 'POST', '/api/v1/login', {
      headers: { Authorization: basicAuthorization(SANDBOX_APP_ID, SANDBOX_APP_SECRET) },
      body: { email_address: 'kai.tanaka@example.com', password: 'Crossfader-9' },
    })
    const kai = login.body.tokens.access.token as string
    expect((await eligibility(DEMO_REFERRAL_CODE, kaiId, kai)).body).toEqual({ eligible: true, activity: [] })

    const logged = await logReferral(DEMO_REFERRAL_CODE.toLowerCase(), kai, { referee_user_id: kaiId })
    expect(logged.body).toEqual({
      id: 1,
      referrer_user_id: t.userId(ALEX.email_address),
      referee_user_id: kaiId,
      referral_campaign_code: DEMO_REFERRAL_CODE,
    })
    const alexRewards = await rewards(alex)
    expect(alexRewards[0]).toMatchObject({
      name: 'referral-dj-pro-expansions-1',
      headline: 'A month of DJ Pro Expansions, on us',
      unlocked: true,
      latest_ribbon: true,
    })
    expect(alexRewards).toHaveLength(3)
    expect((await rewards(kai)).map((r) => r.name)).toEqual(['welcome-dj-pro-discount-1'])
    const campaign = (await call('rewards', 'GET', '/api/v1/me/referralcampaign/1', { token: alex })).body
    expect(campaign.referral_campaign.referee_activity).toEqual([logged.body])
    expect(campaign.referral_campaign.referrer_activity).toEqual([logged.body])
    expect((await eligibility(DEMO_REFERRAL_CODE, kaiId, kai)).body).toEqual({
      eligible: false,
      activity: [logged.body],
    })
  })

  it('refuses a second referral (1501), the referrer’s own code, a wrong referrer (1502), an unknown code', async () => {
    const samId = t.userId(SAM.email_address)
    const alexId = t.userId(ALEX.email_address)
    expect(
      (await logReferral(DEMO_REFERRAL_CODE, sam, { referee_user_id: samId, referrer_user_id: 42 })).body,
    ).toMatchObject({ code: 1502, fields: { referrer_user_id: expect.any(String) } })
    expect((await logReferral(DEMO_REFERRAL_CODE, sam, { referee_user_id: samId })).status).toBe(200)
    expect((await logReferral(DEMO_REFERRAL_CODE, sam, { referee_user_id: samId })).body).toMatchObject({
      code: 1501,
      error: 'This account has already used a referral code.',
    })
    expect((await eligibility(DEMO_REFERRAL_CODE, alexId, alex)).body.eligible).toBe(false)
    expect((await logReferral(DEMO_REFERRAL_CODE, alex, { referee_user_id: alexId })).body.error).toBe(
      'You cannot use your own referral code.',
    )
    expect(await logReferral('NOPE-1', sam, { referee_user_id: samId })).toMatchObject({ status: 404 })
    expect(await eligibility('NOPE-1', samId, sam)).toMatchObject({ status: 404 })
  })

  it('is for new customers: an owner of the campaign’s product is not eligible', async () => {
    // Sam's Studio campaign code, used by Alex who owns Studio.
    const samCode = (await call('rewards', 'GET', '/api/v1/me/referralcampaign/2', { token: sam })).body
      .referral_campaign.referral_code as string
    const alexId = t.userId(ALEX.email_address)
    expect((await logReferral(samCode, alex, { referee_user_id: alexId })).body).toMatchObject({
      code: 1501,
      error: 'This referral is for new customers; this account already owns Studio.',
    })
  })

  it('unlocks only the referee’s reward when the referrer does not meet the incentive rules', async () => {
    const samCode = (await call('rewards', 'GET', '/api/v1/me/referralcampaign/1', { token: sam })).body
      .referral_campaign.referral_code as string
    const robin = t.token(DEMO_USERS[2].email_address)
    const robinId = t.userId(DEMO_USERS[2].email_address)
    expect((await logReferral(samCode, robin, { referee_user_id: robinId })).status).toBe(200)
    expect(await rewards(sam)).toEqual([])
    expect((await rewards(robin)).map((r) => r.name)).toEqual(['welcome-dj-pro-discount-1'])
  })

  it('acts for the token’s own user only', async () => {
    const alexId = t.userId(ALEX.email_address)
    expect(await eligibility(DEMO_REFERRAL_CODE, alexId, sam)).toMatchObject({
      status: 403,
      body: { code: 2000 },
    })
    expect(await logReferral(DEMO_REFERRAL_CODE, sam, { referee_user_id: alexId })).toMatchObject({
      status: 403,
      body: { code: 2000 },
    })
    const noToken = await call('rewards', 'POST', `/api/v1/referralcode/${DEMO_REFERRAL_CODE}/log`, {
      body: { referee_user_id: alexId },
      invalidRequest: true,
    })
    expect(noToken).toMatchObject({ status: 401, body: { code: 2002 } })
    for (const path of ['/rewards', '/referralcampaign/1']) {
      const other = await call('rewards', 'GET', `/api/v1/users/${alexId}${path}`, { token: sam })
      expect(other).toMatchObject({ status: 403, body: { code: 2000 } })
      expect((await call('rewards', 'GET', `/api/v1/users/${alexId}${path}`, { token: alex })).status).toBe(
        200,
      )
      expect(await call('rewards', 'GET', `/api/v1/me${path}`, { invalidRequest: true })).toMatchObject({
        status: 401,
      })
    }
  })
})
