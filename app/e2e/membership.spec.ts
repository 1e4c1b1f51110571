import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import {
  accessToken,
  type Customer,
  expectNoHorizontalOverflow,
  inOwnContext,
  newCustomer,
  PRODUCT_TYPES,
  registerProduct,
  signInTo,
  test,
} from './account-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect } from './fixtures.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/**
 * The membership screens of the customer area (issue "[3 of 4 customer area]" Membership; decisions
 * 017, 023): beta programs, partner promotions, rewards and referrals, the cloud library and AI
 * images. Every test signs up a customer of its own (`customer`), so tests run in parallel and again
 * against the same sandbox.
 */

/** Puts a text file into the customer's cloud library (`POST /__sandbox/cloud-library/files`). @returns its id */
async function addLibraryFile(
  request: APIRequestContext,
  customer: Customer,
  file: { file_name: string; mime_type: string; text: string },
): Promise<string> {
  const reply = await request.post(`${servicesOrigin}/__sandbox/cloud-library/files`, {
    data: { email_address: customer.email, ...file },
  })
  expect(reply.status(), await reply.text()).toBe(201)
  return ((await reply.json()) as { id: string }).id
}

/** A playlist of the test's customer's library. */
const PLAYLIST = {
  file_name: 'Friday set.m3u8',
  mime_type: 'audio/x-mpegurl',
  text: '#EXTM3U\n#EXTINF:-1,Intro stab\nintro-stab.wav\n',
}

/** Notes of the test's customer's library (text: a browser shows it in a tab). */
const NOTES = {
  file_name: 'Set notes.txt',
  mime_type: 'text/plain',
  text: 'Open with the intro stab, 124 BPM.',
}

/**
 * The membership screens: path, navigation label (its current entry), h1, and what the test puts on
 * the screen before it is checked (a library file, an image in the gallery).
 */
const screens: {
  path: string
  label: string
  heading: string
  prepare?: (page: Page, request: APIRequestContext, customer: Customer) => Promise<void>
}[] = [
  { path: '/account/beta-programs', label: 'Beta programs', heading: 'Beta programs' },
  { path: '/account/partner-promotions', label: 'Partner promotions', heading: 'Partner promotions' },
  { path: '/account/rewards', label: 'Rewards & referrals', heading: 'Rewards & referrals' },
  { path: '/account/rewards/1', label: 'Rewards & referrals', heading: 'Referral campaign' },
  {
    path: '/account/library',
    label: 'Cloud library',
    heading: 'Cloud library',
    prepare: async (page, request, customer) => {
      const id = await addLibraryFile(request, customer, PLAYLIST)
      const form = page.getByRole('form', { name: 'Add a library file' })
      await form.getByLabel('File link or ID').fill(id)
      await form.getByRole('button', { name: 'Add to the list' }).click()
      await expect(region(page, 'Your files').getByRole('heading', { name: 'Friday set.m3u8' })).toBeVisible()
    },
  },
  {
    path: '/account/ai-images',
    label: 'AI images',
    heading: 'AI images',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: 'Create an image' })
      await form.getByLabel('Describe your image').fill('Flyer for a rooftop set')
      await form.getByLabel(/^Small/).check()
      await form.getByRole('button', { name: 'Create image' }).click()
      await expect(region(page, 'Images of this visit').getByRole('img')).toBeVisible()
    },
  },
]

/** The region of the section titled `name`. */
const region = (page: Page, name: string) => page.getByRole('region', { name })

/** Logs a referral of `code` for a new customer, with the calls the site's `/refer` flow makes. */
async function referAFriend(request: APIRequestContext, code: string) {
  const friend: Customer = await newCustomer(request)
  const headers = { Authorization: `Bearer ${await accessToken(request, friend)}` }
  const me = await request.get(`${servicesOrigin}/identity/api/v1/me`, { headers })
  const friendId = ((await me.json()) as { id: number }).id
  const eligibility = await request.get(
    `${servicesOrigin}/rewards/api/v1/referralcode/${encodeURIComponent(code)}/referee/${friendId}`,
    { headers },
  )
  expect(await eligibility.json()).toMatchObject({ eligible: true })
  const logged = await request.post(
    `${servicesOrigin}/rewards/api/v1/referralcode/${encodeURIComponent(code)}/log`,
    { headers, data: { referee_user_id: friendId } },
  )
  expect(logged.ok(), await logged.text()).toBe(true)
}

for (const screen of screens) {
  for (const width of [375, 1280]) {
    test(`${screen.path} at ${width} px: its title, one h1, its menu entry, no overflow, no serious axe violation`, async ({
      browser,
      request,
      customer,
      consoleErrors,
    }) => {
      await inOwnContext(browser, { width, height: 800 }, consoleErrors, async (page) => {
        await signInTo(page, screen.path, customer)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading)
        await screen.prepare?.(page, request, customer)
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page).toHaveTitle(`${screen.heading} | My account | Music Software`)
        const nav = page.getByRole('navigation', { name: 'My account' })
        // Below 60rem the menu is a disclosure that names the current screen; from 60rem a side menu.
        if (width < 960) {
          await expect(nav.getByRole('button', { name: /^My account:/ })).toHaveText(
            `My account: ${screen.label}`,
          )
        }
        await expect(nav.locator('[aria-current="page"]')).toHaveText(screen.label)
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
        await expectNoHorizontalOverflow(page)
        await expectNoSeriousA11yViolations(page)
      })
    })
  }
}

test('joins and leaves a beta program; a program the customer does not qualify for says why', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // The refused join is the service's 400 answer, which Chrome reports on the console.
  consoleErrors.allowStatus(400)
  await registerProduct(request, customer, PRODUCT_TYPES.djPro)
  await signInTo(page, '/account/beta-programs', customer)
  const mine = region(page, 'Your beta programs')
  const join = region(page, 'Join a beta program')
  await expect(mine).toContainText('You are not in a beta program.')

  const studio = join
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Studio 2.2 beta' }) })
  await studio.getByRole('button', { name: 'Join the Studio 2.2 beta' }).click()
  await expect(studio.getByRole('alert')).toHaveText(/open to owners of Studio/)

  await join.getByRole('button', { name: 'Join the DJ Pro 4.0 public beta' }).click()
  await expect(join.getByRole('status')).toContainText('You joined the DJ Pro 4.0 public beta.')
  const membership = mine
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'DJ Pro 4.0 public beta' }) })
  await expect(
    membership.getByRole('link', { name: 'Download the beta of DJ Pro 4.0 public beta' }),
  ).toBeVisible()
  await expect(join.getByRole('heading', { name: 'DJ Pro 4.0 public beta' })).toHaveCount(0)

  await membership.getByRole('button', { name: 'Leave the DJ Pro 4.0 public beta' }).click()
  await expect(mine.getByRole('status')).toHaveText('You left the DJ Pro 4.0 public beta.')
  await expect(mine).toContainText('You are not in a beta program.')
  await page.reload()
  await expect(region(page, 'Your beta programs')).toContainText('You are not in a beta program.')
  await expect(
    region(page, 'Join a beta program').getByRole('button', { name: 'Join the DJ Pro 4.0 public beta' }),
  ).toBeVisible()
})

test('sends the beta survey: missing answers show first; a failed send keeps every answer to send again', async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(503)
  await signInTo(page, '/account/beta-programs', customer)
  const form = page.getByRole('form', { name: 'Beta program survey' })
  const wishes = form.getByLabel(/What would you like us to test next/)
  await wishes.fill('Stems in DJ Pro')
  await form.getByRole('button', { name: 'Send my answers' }).click()
  await expect(form.getByText('Choose what you mainly use our software for.')).toBeVisible()
  await expect(form.getByRole('radio', { name: 'DJing' })).toBeFocused()

  await form
    .getByRole('group', { name: /mainly use/ })
    .getByRole('radio', { name: 'Both' })
    .check()
  await form.getByLabel(/How long have you been/).selectOption({ label: '4 to 10 years' })
  await form.getByRole('radio', { name: 'Mac' }).check()
  // The profile service fails this customer's next survey (a fault of the sandbox, once).
  const fault = await request.post(`${servicesOrigin}/__sandbox/faults`, {
    data: { service: 'profile', path: '/api/v1/me/survey', status: 503, user: customer.email, times: 1 },
  })
  expect(fault.status()).toBe(201)
  await form.getByRole('button', { name: 'Send my answers' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'This service is unavailable right now. Please try again in a few minutes.',
  )
  await expect(wishes).toHaveValue('Stems in DJ Pro')
  await expect(form.getByRole('radio', { name: 'Mac' })).toBeChecked()
  await expect(form.getByLabel(/How long have you been/)).toHaveValue('4_to_10')

  await form.getByRole('button', { name: 'Send my answers' }).click()
  await expect(page.getByText('Thank you: your answers were sent.')).toBeVisible()
})

test('creates an AI image: shown and downloadable; too many images (429) are explained, the prompt kept', async ({
  page,
  customer,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(429)
  await signInTo(page, '/account/ai-images', customer)
  const form = page.getByRole('form', { name: 'Create an image' })
  await expect(form.getByLabel('Stability AI')).toBeDisabled()
  await expect(form.getByLabel('OpenAI')).toBeChecked()
  await form.getByLabel('Describe your image').fill('Neon vinyl record over a night city')
  await form.getByLabel(/^Small/).check()
  await form.getByRole('button', { name: 'Create image' }).click()

  const image = region(page, 'Images of this visit').getByRole('img', {
    name: 'AI image: Neon vinyl record over a night city',
  })
  await expect(image).toBeVisible()
  // The picture itself arrived (served by the AI proxy's host, allowed by the page).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(256)
  const downloading = page.waitForEvent('download')
  await region(page, 'Images of this visit')
    .getByRole('button', { name: /^Download the image/ })
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^neon-vinyl-record-over-a-night-city-\d+\.png$/)
  const bytes = await readFile((await download.path()) as string)
  expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG')

  const prompt = form.getByLabel('Describe your image')
  await prompt.fill('A crowd at dawn sandbox:429')
  await form.getByRole('button', { name: 'Create image' }).click()
  // Retry-After is read across origins (the sandbox exposes it to CORS).
  await expect(form.getByRole('alert')).toHaveText(
    'You have reached the limit of images for now. Try again in 30 seconds.',
  )
  await expect(prompt).toHaveValue('A crowd at dawn sandbox:429')
})

test('shows the progress of an AI image and stops it; a provider that fails (503) is explained; the prompt is kept', async ({
  page,
  customer,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(503)
  await signInTo(page, '/account/ai-images', customer)
  const form = page.getByRole('form', { name: 'Create an image' })
  const prompt = form.getByLabel('Describe your image')
  // `sandbox:timeout` holds the reply for a minute: long enough to see the progress and stop it.
  await prompt.fill('Laser show over the harbour sandbox:timeout')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(form.getByRole('status')).toHaveText('Creating your image… This usually takes a few seconds.')
  await expect(form.getByRole('progressbar', { name: 'Creating your image' })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Creating…' })).toBeDisabled()
  await form.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Stopped.' })).toHaveText(
    'Stopped. Your prompt is kept.',
  )
  await expect(form.getByRole('progressbar')).toHaveCount(0)
  await expect(prompt).toHaveValue('Laser show over the harbour sandbox:timeout')

  await prompt.fill('Laser show over the harbour sandbox:503')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'OpenAI is not available right now. Choose another provider, or try again in a few minutes.',
  )
  await expect(prompt).toHaveValue('Laser show over the harbour sandbox:503')
  // Recoverable: the same form makes the image once the prompt is changed.
  await prompt.fill('Laser show over the harbour')
  await form.getByRole('button', { name: 'Create image' }).click()
  await expect(
    region(page, 'Images of this visit').getByRole('img', { name: 'AI image: Laser show over the harbour' }),
  ).toBeVisible()
  await expect(form.getByRole('alert')).toHaveCount(0)
})

test('claims a partner promotion code: a failed claim says so on the offer, the next one gives the code', async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  await signInTo(page, '/account/partner-promotions', customer)
  await expect(region(page, 'Your promotion codes')).toContainText('You have no partner promotion codes.')
  const offers = region(page, 'Claim a partner offer')
  const splice = offers
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '3 months of Splice Sounds' }) })

  // The profile service fails the next code request (the site's server makes it, with the app secret).
  const fault = await request.post(`${servicesOrigin}/__sandbox/faults`, {
    data: { service: 'profile', path: '/api/v1/partnerpromotions/code', status: 503, times: 1 },
  })
  expect(fault.status()).toBe(201)
  await splice.getByRole('button', { name: 'Claim the code for 3 months of Splice Sounds' }).click()
  await expect(splice.getByRole('alert')).toHaveText(
    'We could not get your Splice code just now. Please try again in a few minutes.',
  )

  await splice.getByRole('button', { name: 'Claim the code for 3 months of Splice Sounds' }).click()
  await expect(offers.getByRole('status')).toHaveText(
    /^Your Splice code is SPLICE-3MO-[0-9A-Z]{4}\. It is listed under “Your promotion codes”\.$/,
  )
  const code = region(page, 'Your promotion codes').getByLabel('Code for 3 months of Splice Sounds')
  await expect(code).toHaveValue(/^SPLICE-3MO-[0-9A-Z]{4}$/)
  await expect(offers.getByRole('heading', { name: '3 months of Splice Sounds' })).toHaveCount(0)
  const value = await code.inputValue()
  await page.reload()
  await expect(
    region(page, 'Your promotion codes').getByLabel('Code for 3 months of Splice Sounds'),
  ).toHaveValue(value)
})

test('the referrer copies the share link, and sees the reward once a friend signed up with it', async ({
  page,
  context,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Owning DJ Pro makes each referral earn the referrer a reward (the campaign's rules).
  await registerProduct(request, customer, PRODUCT_TYPES.djPro)
  await signInTo(page, '/account/rewards', customer)
  await expect(region(page, 'Your rewards')).toContainText('You have no rewards yet')
  const campaign = region(page, 'Refer a friend')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Refer a friend to DJ Pro' }) })
  const link = campaign.getByLabel('Your share link')
  await expect(link).toHaveValue(/\/refer\/[^/]+$/)
  const shareUrl = await link.inputValue()
  await campaign.getByRole('button', { name: 'Copy link' }).click()
  await expect(campaign.getByRole('status')).toHaveText(`Copied to the clipboard: ${shareUrl}`)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl)

  await referAFriend(request, decodeURIComponent(new URL(shareUrl).pathname.split('/').at(-1) ?? ''))
  await page.reload()
  const reward = region(page, 'Your rewards')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'A month of DJ Pro Expansions, on us' }) })
  await expect(reward).toContainText('Unlocked')
  await expect(reward.getByRole('link', { name: 'Browse expansions' })).toBeVisible()
  await expect(
    region(page, 'Refer a friend')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Refer a friend to DJ Pro' }) }),
  ).toContainText('One friend has joined with your link, earning you a reward.')
})

test('a file of the cloud library, listed from its link, opens in a new tab and downloads', async ({
  page,
  context,
  request,
  customer,
  consoleErrors,
}) => {
  // The tab of the opened file may ask the file host for /favicon.ico, which it has not (404): that
  // message of that tab only; the file itself is checked below.
  consoleErrors.allow(
    /\/cloud-library\/files\/[^:]+: Failed to load resource: the server responded with a status of 404/,
  )
  // The file host serves user files in a sandbox without scripts (decision 031): Chromium's own
  // script of its text viewer is blocked in that tab, and says so.
  consoleErrors.allow(/\/cloud-library\/files\/[^:]+: Blocked script execution in .* sandboxed/)
  const id = await addLibraryFile(request, customer, NOTES)
  await signInTo(page, `/account/library?file=${id}`, customer)
  await expect(page).toHaveURL(/\/account\/library$/)
  const file = region(page, 'Your files')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Set notes.txt' }) })
  await expect(file).toContainText(`Text · ${NOTES.text.length} bytes`)

  const downloading = page.waitForEvent('download')
  await file.getByRole('button', { name: 'Download Set notes.txt' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Set notes.txt')
  expect(await readFile((await download.path()) as string, 'utf8')).toBe(NOTES.text)

  const opening = context.waitForEvent('page')
  await file.getByRole('link', { name: /^Open Set notes\.txt/ }).click()
  const opened = await opening
  await opened.waitForLoadState()
  expect(opened.url().startsWith(`${servicesOrigin}/cloud-library/`)).toBe(true)
  await expect(opened.locator('body')).toHaveText(NOTES.text)
  await opened.close()

  // Listed in this browser: still there on the next visit.
  await page.goto('/account/library')
  await expect(region(page, 'Your files').getByRole('heading', { name: 'Set notes.txt' })).toBeVisible()
})
