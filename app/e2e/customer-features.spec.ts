import { readFile } from 'node:fs/promises'
import { unzipSync } from 'fflate'
import { freshSerial, signInTo, test } from './account-helpers.ts'
import { expect } from './fixtures.ts'
import { servicesOrigin } from './sign-in-helpers.ts'

/**
 * Customer features docs/requirements.md §10 lists that no other browser test walks to the end
 * (decision 033): a product delivered to an iLok account, the downloads' filters and a sound pack,
 * adding a file to the cloud library, and a referral campaign's page. Each test signs up a customer
 * of its own.
 */

/** Pitch 'n' Time's product type id (sdk/src/mocks/seed-catalog.ts): its licences go to an iLok account. */
const PITCH_N_TIME = 118

test("registers Pitch 'n' Time with an iLok user ID, then delivers it to another iLok account", async ({
  page,
  request,
  customer,
  consoleErrors: _checked,
}) => {
  const serial = await freshSerial(request, PITCH_N_TIME)
  await signInTo(page, '/account/products', customer)
  const form = page.getByRole('form', { name: 'Register a product' })
  await form.getByLabel('Product').selectOption("Pitch 'n' Time")
  await form.getByLabel('Serial number').fill(serial)
  // The form asks for the iLok user ID only for a product that needs one.
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByLabel('iLok user ID')).toHaveAccessibleDescription(/enter your iLok user ID/)
  await form.getByLabel('iLok user ID').fill('pat.tester')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is registered' })).toHaveText(
    `Pitch 'n' Time is registered with the serial number ${serial}.`,
  )
  const product = page
    .getByRole('region', { name: 'Your products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: "Pitch 'n' Time" }) })
  await expect(product).toContainText('pat.tester')

  await product.getByRole('button', { name: 'Change the iLok user ID' }).click()
  const ilok = product.getByRole('form', { name: `iLok account of ${serial}` })
  await ilok.getByLabel('iLok user ID').fill('pat.studio')
  await ilok.getByRole('button', { name: 'Save iLok user ID' }).click()
  await expect(product.getByRole('status')).toHaveText(
    'The licences are now delivered to the iLok account pat.studio.',
  )
  await page.reload()
  await expect(
    page
      .getByRole('region', { name: 'Your products' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: "Pitch 'n' Time" }) }),
  ).toContainText('pat.studio')
})

test('filters the downloads by product, OS and type, keeps them in the address, and downloads a sound pack', async ({
  page,
  customer,
  consoleErrors: _checked,
}) => {
  await signInTo(page, '/account/downloads', customer)
  const available = page.getByRole('region', { name: 'Available downloads' })
  const filters = page.getByRole('form', { name: 'Filter downloads' })
  await filters.getByLabel('Product').selectOption('Studio')
  await filters.getByLabel('Operating system').selectOption('Windows')
  await filters.getByLabel('Type', { exact: true }).selectOption('Sound pack')
  await expect(page).toHaveURL(/host_app_name=serato_studio/)
  await expect(page).toHaveURL(/host_app_os=win/)
  await expect(page).toHaveURL(/type=content_pack/)
  await expect(available.getByRole('heading', { level: 3 })).toHaveText(['Studio Core Sounds'])

  const downloading = page.waitForEvent('download')
  await available.getByRole('button', { name: 'Download Studio Core Sounds 2.0.0' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Studio Core Sounds 2.0.0.zip')
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) as string)))
  expect(Object.keys(files).length).toBeGreaterThan(0)
  await expect(page.getByRole('region', { name: 'Your download history' })).toContainText(
    'Studio Core Sounds 2.0.0',
  )

  // Back in the address: the filters come back as they were.
  await page.reload()
  await expect(filters.getByLabel('Product')).toHaveValue('serato_studio')
  await expect(filters.getByLabel('Type', { exact: true })).toHaveValue('content_pack')
})

test("adds a file to the cloud library by its ID; another account's file is refused beside the field", async ({
  page,
  request,
  customer,
  consoleErrors,
}) => {
  // Alex's file is not the customer's: the service answers 404, which Chrome reports.
  consoleErrors.allowStatus(404)
  const created = await request.post(`${servicesOrigin}/__sandbox/cloud-library/files`, {
    data: {
      email_address: customer.email,
      file_name: 'Warm-up set.txt',
      mime_type: 'text/plain',
      text: 'A1 B2',
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await signInTo(page, '/account/library', customer)
  const form = page.getByRole('form', { name: 'Add a library file' })
  await form.getByLabel('File link or ID').fill('f_01HZX4Q8J6N4')
  await form.getByRole('button', { name: 'Add to the list' }).click()
  await expect(form.getByLabel('File link or ID')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('File link or ID')).toHaveValue('f_01HZX4Q8J6N4')

  await form.getByLabel('File link or ID').fill(id)
  await form.getByRole('button', { name: 'Add to the list' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'is now first' })).toHaveText(
    'Warm-up set.txt is now first in your list.',
  )
  await expect(
    page.getByRole('region', { name: 'Your files' }).getByRole('heading', { name: 'Warm-up set.txt' }),
  ).toBeVisible()
})

test("a referral campaign's page says how it works and gives the share link", async ({
  page,
  customer,
  consoleErrors: _checked,
}) => {
  await signInTo(page, '/account/rewards/1', customer)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral campaign')
  const about = page.getByRole('region', { name: 'About this campaign' })
  await expect(about.getByRole('heading', { name: 'Refer a friend to DJ Pro' })).toBeVisible()
  await expect(about).toContainText('Copy your share link below and send it to a friend.')
  await expect(page.getByLabel('Your share link')).toHaveValue(/\/refer\/[A-Z0-9-]+$/)
  await page.getByRole('link', { name: 'Back to rewards & referrals' }).click()
  await expect(page).toHaveURL(/\/account\/rewards$/)
})
