/**
 * Helpers of the profile and membership browser tests (profile.spec.ts): the sandbox's outbox, its
 * password re-entry control and the services' own calls a test arranges or checks state with.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { accessToken, type Customer, freshSerial, PRODUCT_TYPES } from './account-helpers.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/** The link of the newest e-mail the identity service sent to `to` with `subject`. */
export async function emailedLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const reply = await request.get(
    `${servicesOrigin}/__sandbox/outbox?to=${encodeURIComponent(to)}&service=identity`,
  )
  expect(reply.ok()).toBe(true)
  const { items } = (await reply.json()) as { items: { subject: string; links: string[] }[] }
  const link = items.find((item) => item.subject === subject)?.links[0]
  if (!link) throw new Error(`No "${subject}" e-mail to ${to}`)
  return link
}

/** Makes the customer's sign-ins old: their next email change or deactivation answers 401 code 2011. */
export async function requirePasswordReentry(request: APIRequestContext, customer: Customer): Promise<void> {
  const reply = await request.post(
    `${servicesOrigin}/__sandbox/password-reentry?email_address=${encodeURIComponent(customer.email)}`,
  )
  expect(reply.status()).toBe(204)
}

/**
 * On the identity service's "Confirm it’s you" page (`prompt=login`): the address is filled in, the
 * customer enters the password and comes back to the site.
 */
export async function confirmPassword(page: Page, customer: Customer): Promise<void> {
  await page.waitForURL(/\/identity\/en\/authorize\?.*prompt=login/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm it’s you')
  await expect(page.getByLabel('Email address')).toHaveValue(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL((url) => !url.pathname.includes('/identity/'))
}

/** A referrer of the test's own: a customer who owns DJ Pro (campaign 1's incentive rule), with their share link. */
export async function referrer(
  request: APIRequestContext,
  customer: Customer,
): Promise<{ token: string; shareUrl: string }> {
  const token = await accessToken(request, customer)
  const headers = { Authorization: `Bearer ${token}` }
  const serial = await freshSerial(request, PRODUCT_TYPES.djPro)
  const product = await request.post(`${servicesOrigin}/license/api/v1/me/products`, {
    headers,
    data: { product_type_id: PRODUCT_TYPES.djPro, product_serial_number: serial },
  })
  expect(product.ok(), await product.text()).toBe(true)
  const campaign = await request.get(`${servicesOrigin}/rewards/api/v1/me/referralcampaign/1`, { headers })
  expect(campaign.ok()).toBe(true)
  const { referral_campaign } = (await campaign.json()) as {
    referral_campaign: { share_url: string; eligible_for_referral_incentive: boolean }
  }
  expect(referral_campaign.eligible_for_referral_incentive).toBe(true)
  return { token, shareUrl: referral_campaign.share_url }
}

/** The rewards of the owner of `token` (`GET /me/rewards`). */
export async function rewardsOf(
  request: APIRequestContext,
  token: string,
): Promise<{ name: string; unlocked: boolean; latest_ribbon: boolean }[]> {
  const reply = await request.get(`${servicesOrigin}/rewards/api/v1/me/rewards`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(reply.ok()).toBe(true)
  return ((await reply.json()) as { items: { name: string; unlocked: boolean; latest_ribbon: boolean }[] })
    .items
}

/** A PNG image of `size` pixels a side, one colour. */
export function pngImage(size: number, colour = '#0b5fff'): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** Signs in on the identity service's page and expects the deactivated account's refusal. */
export async function expectDeactivatedSignIn(page: Page, customer: Customer): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/identity\/en\/authorize\?/)
  await page.getByLabel('Email address').fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This account has been deactivated and can no longer sign in.',
  )
}
