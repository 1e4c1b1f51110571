import type { BrowserContext } from '@playwright/test'
import { newCustomer, signInTo, test } from './account-helpers.ts'
import { expect } from './fixtures.ts'
import { startPageOnAnotherPort } from './processes.ts'
import { REFRESH_COOKIE } from './sign-in-helpers.ts'

/**
 * Issue 32's "planted session" finding (docs/decisions/035): cookies ignore ports, so a page on
 * another port of the site's host (another app's dev server, a user file served as a page) writes
 * cookies the site receives. It must not sign a signed-out visitor in as the attacker: the site reads
 * its session only from the `__Host-Http-` refresh cookie, which Debian's Chromium refuses from a
 * script (`document.cookie`, the CookieStore API), and no longer from the deprecated readable cookie or
 * the refresh cookie's earlier `__Host-` name, which a script can set.
 */

/** The readable "signed in" hint (sdk `sessionCookieNames()`), which a script can set: it proves nothing. */
const HINT_COOKIE = '__Host-sso_production-1_s'

/** What the attacker's page writes with its own valid refresh-token cookie value. */
const PLANTS = {
  'the session cookie under its own name': (value: string) => [
    `${REFRESH_COOKIE}=${value}; Secure; Path=/`,
    // A nameless cookie whose value looks like name=value: refused too.
    `=${REFRESH_COOKIE}=${value}; Secure; Path=/`,
  ],
  'the session cookie under its earlier __Host- name': (value: string) => [
    `__Host-sso_production-1_r=${value}; Secure; Path=/`,
  ],
  'the deprecated readable cookie': (value: string) => [`sso_production-1_r=${value}; Path=/`],
}

/** The attacker's own session: the value of its refresh cookie after signing in. */
async function attackersRefreshCookie(
  context: BrowserContext,
  attacker: { email: string; password: string },
) {
  const page = await context.newPage()
  await signInTo(page, '/account', attacker)
  const cookie = (await context.cookies()).find((candidate) => candidate.name === REFRESH_COOKIE)
  expect(cookie?.httpOnly).toBe(true)
  await page.close()
  return cookie?.value ?? ''
}

for (const [plant, lines] of Object.entries(PLANTS)) {
  test(`a page on another port of the host cannot sign a visitor in by planting ${plant}`, async ({
    browser,
    context,
    page,
    request,
    consoleErrors,
  }) => {
    test.slow() // the attacker signs in, then the visitor's account area loads, on a loaded machine
    // The planted hint makes the site ask for a session that is not there: its first service call is
    // answered 401, and the area shows its one "session ended" state.
    consoleErrors.allowStatus(401)
    // Each plant gets a session of its own: the attacker's refresh token, not yet rotated by anyone.
    const attacker = await newCustomer(request)
    const attackerContext = await browser.newContext()
    const value = await attackersRefreshCookie(attackerContext, attacker)
    await attackerContext.close()

    const script = [...lines(value), `${HINT_COOKIE}=1; Secure; Path=/`]
      .map((line) => `document.cookie=${JSON.stringify(line)};`)
      .join('')
    const other = await startPageOnAnotherPort(
      `<!doctype html><title>Free samples</title><script>${script}</script><p>planted</p>`,
    )
    try {
      await page.goto(other.url)
      await expect(page.getByText('planted')).toBeVisible()
      // The browser refused the session cookie's own name from a script (the Http prefix).
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(REFRESH_COOKIE)

      // The visitor opens their account: not the attacker's, but signed out (sent to sign in, or the
      // area's "session ended" state for the planted hint).
      await page.goto('/account')
      await expect(
        page.getByRole('alert').filter({ hasText: 'Your session has ended' }).or(page.getByLabel('Password')),
        // The area's chunks, then the session call: seconds on a loaded 2-core machine.
      ).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText(attacker.email)).toHaveCount(0)
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(REFRESH_COOKIE)
    } finally {
      await other.stop()
    }
  })
}
