/**
 * Signing a demo user in the way a person does, for the benches of the signed-in areas (`bench:account`,
 * `bench:console`): the sandbox identity service's own sign-in form, so the benches keep working however
 * the site holds its session (docs/decisions/031, 032).
 */
import type { Page } from 'playwright-core'

/** A demo user of the sandbox's seed (`DEMO_USERS` of `@music/sdk/mocks`). */
export interface BenchUser {
  email: string
  password: string
}

/** Alex, the customer with five products. */
export const ALEX: BenchUser = { email: 'alex.rivera@example.com', password: 'Turntable-42' }

/** Robin, the staff member (the notification console). */
export const ROBIN: BenchUser = { email: 'robin.park@example.com', password: 'Campaigns-88' }

/** How long a sign-in or a screen may take before a bench run counts as failed (ms). */
export const BENCH_WAIT_MS = 30_000

/** Fills in and submits the sandbox identity service's sign-in form on `page` (already showing it). */
export async function submitSignIn(page: Page, user: BenchUser): Promise<void> {
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Opens `path` of the site at `origin` signed out, signs `user` in on the identity service at
 * `servicesOrigin`, and resolves once the site has exchanged the sign-in code (the address drops `code`
 * and `state`): from then on the context's refresh-token cookie holds the session for the bench's later
 * page loads (decision 031).
 */
export async function signInFrom(
  page: Page,
  origin: string,
  path: string,
  servicesOrigin: string,
  user: BenchUser,
): Promise<void> {
  await page.goto(origin + path)
  await page.waitForURL((url) => url.origin === servicesOrigin, { timeout: BENCH_WAIT_MS })
  await submitSignIn(page, user)
  await page.waitForURL((url) => url.origin === origin && !url.searchParams.has('code'), {
    timeout: BENCH_WAIT_MS,
  })
}
