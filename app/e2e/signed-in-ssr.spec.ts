import type { BrowserContext, Page } from '@playwright/test'
import { waitForHydration } from './account-helpers.ts'
import { expect, test } from './fixtures.ts'
import { ALEX, completeSignIn, header, REFRESH_COOKIE, SAM, servicesOrigin } from './sign-in-helpers.ts'
import { ROBIN } from './staff-helpers.ts'

/**
 * Signed-in screens rendered on the server, privately, with one session every tab agrees on (issue 32,
 * docs/decisions/034), in Debian's Chromium against the built site and the services sandbox.
 */

type User = { email: string; password: string }

/** What a tab whose session changed in another tab says (app/src/screens/session-ended.tsx). */
const SESSION_CHANGED =
  'You are no longer signed in with the account this page was loaded for: your session ended, or you signed out or signed in with another account, perhaps in another tab. Sign in again to go on.'

/** Opens `path` signed out: the server redirects to sign-in; signs `user` in and lands back on `path`. */
async function signInAt(page: Page, path: string, user: User): Promise<void> {
  await page.goto(path)
  await page.waitForURL(/\/identity\/en\/authorize\?/)
  await completeSignIn(page, user)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
}

/** The `Cookie` header `context` sends to the site. */
async function cookieHeader(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  return (await context.cookies(baseURL)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/** A browser with scripts off and `cookies`: what the server's HTML alone shows. */
async function withoutScripts<T>(
  context: BrowserContext,
  baseURL: string | undefined,
  show: (page: Page) => Promise<T>,
): Promise<T> {
  const browser = context.browser()
  if (!browser) throw new Error('no browser')
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL })
  try {
    await plain.addCookies(await context.cookies(baseURL))
    return await show(await plain.newPage())
  } finally {
    await plain.close()
  }
}

test('the server’s HTML of /account/orders holds the customer’s orders: readable without scripts, private, no token', async ({
  context,
  page,
  baseURL,
  request,
}) => {
  await signInAt(page, '/account/orders', ALEX)
  await withoutScripts(context, baseURL, async (plain) => {
    await plain.goto('/account/orders')
    const history = plain.getByRole('region', { name: 'Order history' })
    await expect(history).toContainText('Order 7650228')
    await expect(history).toContainText('Hex FX monthly')
    await expect(header(plain).getByRole('link', { name: 'My account' })).toBeVisible()
  })
  const reply = await request.get('/account/orders', {
    headers: { cookie: await cookieHeader(context, baseURL) },
    maxRedirects: 0,
  })
  expect(reply.status()).toBe(200)
  expect(reply.headers()['cache-control']).toBe('private, no-store')
  const html = await reply.text()
  // The session's tokens never reach the page: the sandbox's tokens start sbx_at_ / sbx_rt_.
  expect(html).not.toMatch(/sbx_(at|rt)_/)
})

test('the server’s HTML of the staff console holds its campaigns, readable without scripts', async ({
  context,
  page,
  baseURL,
}) => {
  await signInAt(page, '/staff/notifications', ROBIN)
  await withoutScripts(context, baseURL, async (plain) => {
    await plain.goto('/staff/notifications')
    await expect(plain.getByRole('region', { name: 'All campaigns' })).toContainText('DJ Pro 4.0 launch')
  })
})

for (const [path, user] of [
  ['/account/orders', ALEX],
  ['/staff/notifications', ROBIN],
] as const) {
  test(`a full load of ${path} paints the header from the page's data: no token refresh and no service call once hydrated`, async ({
    page,
  }) => {
    await signInAt(page, path, user)
    // What the page's scripts ask for after the HTML: the avatar's profile (`GET /profile/api/v1/me`)
    // and the tab's token (`refreshSession`, a server function) were asked 1–3 s after every full load.
    const calls: string[] = []
    page.on('request', (request) => {
      if (!['fetch', 'xhr'].includes(request.resourceType())) return
      const url = new URL(request.url())
      if (url.pathname.startsWith('/_serverFn/') || url.origin === servicesOrigin)
        calls.push(`${request.method()} ${url.pathname}`)
    })
    await page.reload()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(calls).toEqual([])
  })
}

test('the settings and rewards screens arrive from the server with their data: the email address history and each share link, not skeletons', async ({
  context,
  page,
  baseURL,
}) => {
  await signInAt(page, '/account/settings', ALEX)
  await withoutScripts(context, baseURL, async (plain) => {
    await plain.goto('/account/settings')
    await expect(plain.getByRole('region', { name: 'Email address' })).toContainText(ALEX.email)
    await plain.goto('/account/rewards')
    const cards = plain.getByRole('list', { name: 'Referral campaigns' }).getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) await expect(card).toContainText(/joined with your link/)
  })
})

test('an invoice the service does not know is a 404 page of the area: said, with no Print, no Download and nothing to try again', async ({
  context,
  page,
  baseURL,
  consoleErrors,
}) => {
  // The page's own answer (the browser logs a 404 document).
  consoleErrors.allowStatus(404)
  await signInAt(page, '/account/orders', ALEX)
  await withoutScripts(context, baseURL, async (plain) => {
    const known = await plain.goto('/account/orders/7650228/invoices/4650228')
    expect(known?.status()).toBe(200)
    await expect(plain.getByRole('button', { name: 'Print' })).toBeVisible()
  })
  const reply = await page.goto('/account/orders/7650228/invoices/x')
  expect(reply?.status()).toBe(404)
  expect(reply?.headers()['cache-control']).toBe('private, no-store')
  await waitForHydration(page)
  const main = page.locator('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Invoice not found')
  await expect(main).toContainText('There is no invoice x of order 7650228 in your account.')
  await expect(main.getByRole('button', { name: /Print|Download|Try again/ })).toHaveCount(0)
  await main.getByRole('link', { name: 'Back to orders' }).click()
  await expect(page.getByRole('region', { name: 'Order history' })).toContainText('Order 7650228')
})

test('a signed-out visitor of a signed-in screen is redirected to sign-in by the server, no empty area first', async ({
  request,
}) => {
  const reply = await request.get('/account/orders', { maxRedirects: 0 })
  expect(reply.status()).toBe(303)
  expect(reply.headers().location).toMatch(/\/identity\/en\/authorize\?/)
  expect(new URL(reply.headers().location ?? '').searchParams.get('redirect_uri')).toMatch(
    /\/account\/orders$/,
  )
  expect(reply.headers()['cache-control']).toBe('private, no-store')
  // The PKCE verifier waits in an HttpOnly cookie, never in the page.
  expect(reply.headers()['set-cookie']).toMatch(/HttpOnly/i)
})

for (const [spelling, canonical] of [
  ['/Account', '/account'],
  ['/%61ccount', '/account'],
  ['/ACCOUNT/profile', '/account/profile'],
  ['/Staff/notifications', '/staff/notifications'],
  ['/account/', '/account'],
  ['/account/orders/', '/account/orders'],
] as const) {
  test(`${spelling} is redirected to ${canonical}, privately, for a signed-in visitor`, async ({
    context,
    page,
    baseURL,
    request,
  }) => {
    await signInAt(page, '/account', ALEX)
    const reply = await request.get(spelling, {
      headers: { cookie: await cookieHeader(context, baseURL) },
      maxRedirects: 0,
    })
    // 308 from the areas' guard; the router answers a trailing slash itself (307).
    expect([307, 308]).toContain(reply.status())
    expect(new URL(reply.headers().location ?? '', baseURL).pathname).toBe(canonical)
    expect(reply.headers()['cache-control']).toBe('private, no-store')
  })
}

test('tab A switches user: tab B drops the first user’s screen at once, never shows it again, and writes nothing into the second user’s account', async ({
  context,
  baseURL,
  consoleErrors,
}) => {
  // Two sign-ins and a sign-out across two tabs.
  test.slow()
  const tabB = await context.newPage()
  await signInAt(tabB, '/account/profile', ALEX)
  const details = tabB.getByRole('region', { name: 'Your details' })
  await expect(details.getByLabel('First name')).toHaveValue('Alex')
  const writes: string[] = []
  tabB.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().startsWith(servicesOrigin))
      writes.push(`${request.method()} ${request.url()}`)
  })

  // Tab B's screen may still be asking for Alex's data when the sign-out revokes his token: the
  // services answer 401, which is how tab B learns the session ended.
  consoleErrors.allowStatus(401)
  const tabA = await context.newPage()
  await tabA.goto('/')
  await header(tabA).getByRole('button', { name: 'Sign out' }).click()
  await tabA.waitForURL(`${baseURL}/`)
  // Signed out in tab A: tab B shows the one "sign in again" state in place of Alex's details.
  await expect(tabB.getByRole('alert')).toContainText(SESSION_CHANGED)
  await expect(tabB.getByText('Alex', { exact: false })).toHaveCount(0)

  await header(tabA).getByRole('button', { name: 'Sign in' }).click()
  await tabA.waitForURL(/\/identity\/en\/authorize\?/)
  await completeSignIn(tabA, SAM)
  await expect(header(tabA).getByRole('button', { name: 'Sign out' })).toBeVisible()
  await tabA.goto('/account/profile')
  await expect(tabA.getByRole('region', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Sam')

  // Tab B, whose screen was Alex's, never shows Alex again, holds no form of his, and sent no write.
  await tabB.bringToFront()
  await expect(tabB.getByRole('alert')).toBeVisible()
  await expect(tabB.getByText('Alex', { exact: false })).toHaveCount(0)
  await expect(tabB.getByRole('button', { name: /save/i })).toHaveCount(0)
  expect(writes).toEqual([])
  // Continuing in tab B shows Sam's own profile, loaded for Sam.
  consoleErrors.allowStatus(409)
  await tabB.reload()
  await expect(tabB.getByRole('region', { name: 'Your details' }).getByLabel('First name')).toHaveValue('Sam')
})

test('tab B holds an unsaved edit when tab A signs out and another user signs in: one message that stays, the edit kept for its author alone', async ({
  context,
  baseURL,
  consoleErrors,
}) => {
  // Three sign-ins and two sign-outs across two tabs.
  test.slow()
  const tabB = await context.newPage()
  await signInAt(tabB, '/account/profile', ALEX)
  const details = (page: Page) => page.getByRole('form', { name: 'Your details' })
  await expect(details(tabB).getByLabel('DJ name')).toHaveValue('DJ Riv')
  await expect(details(tabB).getByLabel('DJ name')).toBeEnabled()
  await details(tabB).getByLabel('DJ name').fill('Riv typed in tab B')
  // Tab B learns of the change from the other tab, or from the services refusing Alex's token (401)
  // or the session's new owner (409) meanwhile.
  consoleErrors.allowStatus(401)
  consoleErrors.allowStatus(409)

  const tabA = await context.newPage()
  await tabA.goto('/')
  await header(tabA).getByRole('button', { name: 'Sign out' }).click()
  await tabA.waitForURL(`${baseURL}/`)
  // Tab B says it once, with what it kept, and shows nothing of Alex's edit.
  const alert = tabB.getByRole('alert')
  const said = [
    SESSION_CHANGED,
    'What you typed in “Your details” is kept in this tab for an hour: it comes back when you sign in again here with the same account. Signing out in this tab forgets it.',
    'Sign in again',
  ].join('')
  await expect(alert).toHaveText(said)
  await expect(details(tabB)).toHaveCount(0)

  // Sam signs in in tab A: tab B says the same, still once.
  await header(tabA).getByRole('button', { name: 'Sign in' }).click()
  await tabA.waitForURL(/\/identity\/en\/authorize\?/)
  await completeSignIn(tabA, SAM)
  await expect(header(tabA).getByRole('button', { name: 'Sign out' })).toBeVisible()
  await tabA.goto('/account/profile')
  await expect(details(tabA).getByLabel('First name')).toHaveValue('Sam')
  await tabB.bringToFront()
  await expect(alert).toHaveText(said)
  await expect(alert).toHaveCount(1)
  await expect(tabB.getByText('Riv typed in tab B')).toHaveCount(0)

  // Signing in again in tab B as Sam: Sam's profile, and nothing of Alex's edit.
  await alert.getByRole('button', { name: 'Sign in again' }).click()
  await completeSignIn(tabB, SAM)
  await expect(details(tabB).getByLabel('First name')).toHaveValue('Sam')
  await expect(details(tabB).getByLabel('DJ name')).not.toHaveValue('Riv typed in tab B')
  await expect(tabB.getByText(/before your session changed/)).toHaveCount(0)

  // Sam signs out in tab A: tab B, Sam's now, says so; signing in there as Alex brings his edit back,
  // not saved, and "Discard it" goes back to what is stored.
  await header(tabA).getByRole('button', { name: 'Sign out' }).click()
  await tabA.waitForURL(`${baseURL}/`)
  await expect(tabB.getByRole('alert')).toContainText(SESSION_CHANGED)
  await tabB.getByRole('alert').getByRole('button', { name: 'Sign in again' }).click()
  await completeSignIn(tabB, ALEX)
  await expect(details(tabB).getByLabel('DJ name')).toHaveValue('Riv typed in tab B')
  await expect(
    details(tabB)
      .getByRole('status')
      .filter({ hasText: /before your session changed/ }),
  ).toHaveText(
    'What you typed here before your session changed is back in the form. It is not saved yet.Discard it',
  )
  await details(tabB).getByRole('button', { name: 'Discard it' }).click()
  await expect(details(tabB).getByLabel('DJ name')).toHaveValue('DJ Riv')
})

test('two tabs loading signed-in screens at the same moment, and reloading during each other’s loads, keep the session', async ({
  context,
  baseURL,
}) => {
  // A sign-in and eight full page loads.
  test.slow()
  const first = await context.newPage()
  await signInAt(first, '/account', ALEX)
  const refreshCookie = async () =>
    (await context.cookies(baseURL)).find((cookie) => cookie.name === REFRESH_COOKIE)?.value
  const before = await refreshCookie()
  const second = await context.newPage()
  for (let round = 0; round < 2; round++) {
    await Promise.all([first.goto('/account/orders'), second.goto('/account')])
    await Promise.all([first.reload(), second.goto('/account/profile')])
  }
  await expect(first.getByRole('region', { name: 'Order history' })).toContainText('Order 7650228')
  await expect(second.getByRole('region', { name: 'Your details' }).getByLabel('First name')).toHaveValue(
    'Alex',
  )
  // No page load rotated the refresh token, so none could present a spent one.
  expect(await refreshCookie()).toBe(before)
  const third = await context.newPage()
  await third.goto('/account')
  await expect(third.getByRole('region', { name: 'Profile' })).toContainText('Alex Rivera')
})
