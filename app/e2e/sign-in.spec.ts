import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  ALEX,
  completeSignIn,
  expireAccessToken,
  expireAccessTokenAtService,
  header,
  SAM,
  sandboxStats,
  setSavedRedirect,
  startSignInFrom,
} from './sign-in-helpers.ts'

// Every test reads the sandbox's global call counters: run them one after another, not in parallel.
test.describe.configure({ mode: 'default' })

const hasReturnParams = (page: Page) => {
  const search = new URL(page.url()).searchParams
  return search.has('state') || search.has('code')
}

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('link', { name: 'My account' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible()
}

async function expectAlexAccount(page: Page) {
  const profile = page.getByRole('region', { name: 'Profile' })
  await expect(profile).toContainText('Alex Rivera')
  await expect(profile).toContainText('DJ Riv')
  await expect(profile).toContainText(ALEX.email)
  await expect(profile).toContainText('United Kingdom')
  const products = page.getByRole('region', { name: 'Products & licences' })
  await expect(products.getByText('Products', { exact: true }).locator('..')).toHaveText('Products5')
}

async function signInAsAlexOnAccount(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await startSignInFrom(page, '/dj/pro')
  await completeSignIn(page, ALEX)
  await expectSignedIn(page)
  await page.goto('/account')
  await expectAlexAccount(page)
  return page
}

test('signs in from /dj/pro, lands back there signed in, shows the account, survives a reload', async ({
  page,
  request,
  consoleErrors: _checked,
}) => {
  const before = await sandboxStats(request)
  await startSignInFrom(page, '/dj/pro')
  await completeSignIn(page, ALEX)
  await expect(page).toHaveURL(/\/dj\/pro$/)
  expect(hasReturnParams(page)).toBe(false)
  await expectSignedIn(page)
  expect((await sandboxStats(request)).exchangeCalls).toBe(before.exchangeCalls + 1)

  await header(page).getByRole('link', { name: 'My account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expectAlexAccount(page)

  await page.reload()
  await expectSignedIn(page)
  await expectAlexAccount(page)
})

test('a sign-in started on the 404 screen is completed there and lands back on it', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(404)
  await startSignInFrom(page, '/no-such-page?from=test')
  await completeSignIn(page, ALEX)
  await expect(page).toHaveURL(/\/no-such-page\?from=test$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops! Page not found.')
  await expectSignedIn(page)
})

test('the account page has no accessibility violations (axe)', async ({ context }) => {
  const page = await signInAsAlexOnAccount(context)
  const results = await new AxeBuilder({ page }).include('main').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})

test('refreshes an expired access token transparently on the next call', async ({ context, request }) => {
  const page = await signInAsAlexOnAccount(context)
  await expireAccessToken(page)
  const before = await sandboxStats(request)
  await page.reload()
  await expectAlexAccount(page)
  expect((await sandboxStats(request)).refreshCalls).toBe(before.refreshCalls + 1)
})

test('an access token the service refuses (401 2002) is refreshed once and the call retried', async ({
  context,
  request,
  consoleErrors,
}) => {
  const page = await signInAsAlexOnAccount(context)
  await expireAccessTokenAtService(page, request)
  // Chromium logs the refused call ("Failed to load resource … 401") before the sdk retries it.
  consoleErrors.allowStatus(401)
  const before = await sandboxStats(request)
  await page.reload()
  await expectAlexAccount(page)
  expect((await sandboxStats(request)).refreshCalls).toBe(before.refreshCalls + 1)
})

test('two tabs hitting an expired access token together refresh it exactly once', async ({
  context,
  request,
}) => {
  const first = await signInAsAlexOnAccount(context)
  const second = await context.newPage()
  await second.goto('/account')
  await expectAlexAccount(second)
  await expireAccessToken(first)
  const before = await sandboxStats(request)
  await Promise.all([first.reload(), second.reload()])
  await Promise.all([expectAlexAccount(first), expectAlexAccount(second)])
  expect((await sandboxStats(request)).refreshCalls).toBe(before.refreshCalls + 1)
})

test('signing out returns to the site signed out', async ({ context, baseURL }) => {
  const page = await signInAsAlexOnAccount(context)
  await header(page).getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL(`${baseURL}/`)
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeEnabled()
  const cookies = await context.cookies(baseURL)
  expect(cookies.filter((cookie) => cookie.name.startsWith('sso_'))).toEqual([])
})

test('a signed-out visitor of /account signs in and comes back to /account; Sam has no products', async ({
  page,
  consoleErrors: _checked,
}) => {
  await page.goto('/account')
  await page.waitForURL(/\/identity\/en\/authorize/)
  await completeSignIn(page, SAM)
  await expect(page).toHaveURL(/\/account$/)
  const products = page.getByRole('region', { name: 'Products & licences' })
  await expect(products).toContainText('You have no products yet')
  await expect(products.getByRole('link', { name: 'Register a product' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Nigeria')
})

test('a tampered state exchanges nothing and shows that sign-in failed', async ({ page, request }) => {
  await startSignInFrom(page, '/dj/pro')
  // The identity service returns whatever state it was given: forge the one it will send back.
  await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
    input.value = 'forged-state'
  })
  const before = await sandboxStats(request)
  await completeSignIn(page, ALEX)
  await expect(page.getByRole('alert')).toContainText('Sign-in failed')
  await expect(page).toHaveURL(/\/dj\/pro$/)
  expect(hasReturnParams(page)).toBe(false)
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeEnabled()
  expect((await sandboxStats(request)).exchangeCalls).toBe(before.exchangeCalls)
})

for (const target of ['//evil.example', '/\\evil.example', 'https:evil.example', 'javascript:alert(1)']) {
  test(`refuses the saved return target ${target} and stays on the site`, async ({
    context,
    page,
    baseURL,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`)
    })
    await startSignInFrom(page, '/dj/pro')
    await setSavedRedirect(context, target)
    await completeSignIn(page, ALEX)
    await expect(page).toHaveURL(/\/dj\/pro$/)
    await expectSignedIn(page)
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    expect(new URL(page.url()).pathname).toBe('/dj/pro')
    expect(hasReturnParams(page)).toBe(false)
  })
}
