/**
 * Helpers of the sign-in browser tests (sign-in.spec.ts): the sandbox identity service's sign-in page,
 * its call counters, and the token cookies the site keeps (docs/requirements.md §4, §9).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

/** Origin of the services sandbox that `scripts/start.ts` starts (`SERVICES_PORT`, default 4100). */
export const servicesOrigin =
  process.env.SERVICES_BASE_URL ?? `http://localhost:${process.env.SERVICES_PORT ?? 4100}`

/** The sandbox's demo users (sdk/src/mocks/seed.ts). */
export const ALEX = { email: 'alex.rivera@example.com', password: 'Turntable-42' }
export const SAM = { email: 'sam.okafor@example.com', password: 'Sampler-77' }

/** localStorage key of the page to land on after sign-in (app/src/auth/session.ts). */
const REDIRECT_URL_KEY = 'sso_redirect_url'
/** The access-token cookie (sdk `tokenCookieNames()`, environment production-1). */
const ACCESS_COOKIE = 'sso_production-1_a'

/** The site header (banner landmark). */
export const header = (page: Page) => page.getByRole('banner')

/** Identity service call counters: `GET /__sandbox/stats`. */
export async function sandboxStats(
  request: APIRequestContext,
): Promise<{ refreshCalls: number; exchangeCalls: number }> {
  const response = await request.get(`${servicesOrigin}/__sandbox/stats`)
  if (!response.ok()) throw new Error(`sandbox stats: HTTP ${response.status()}`)
  return response.json()
}

/** Opens `path` and clicks the header's "Sign in"; resolves on the identity service's sign-in page. */
export async function startSignInFrom(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await header(page).getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/identity\/en\/authorize\?/)
}

/** Fills in and submits the identity service's sign-in form. */
export async function completeSignIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => !url.pathname.includes('/identity/'))
}

/**
 * Replaces the saved return page in the site's localStorage (from another tab of the same context,
 * while the first one is on the identity service's page).
 */
export async function setSavedRedirect(context: BrowserContext, target: string): Promise<void> {
  const helper = await context.newPage()
  // A site page (a JSON document would make Chromium ask for /favicon.ico, a 404 the console reports).
  await helper.goto('/')
  await helper.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: REDIRECT_URL_KEY,
    value: target,
  })
  await helper.close()
}

/** The access token the site stored for `page` (its cookie), or an error when not signed in. */
async function storedAccessToken(page: Page) {
  const context = page.context()
  const cookie = (await context.cookies(page.url())).find((candidate) => candidate.name === ACCESS_COOKIE)
  if (!cookie) throw new Error('no access token cookie: not signed in')
  const token = JSON.parse(decodeURIComponent(cookie.value)) as { token: string; expires_at: number }
  return { context, cookie, token }
}

/**
 * Makes the stored access token expired in the browser's eyes: its cookie's `expires_at` moves into
 * the past, so the sdk refreshes it before its next call (docs/requirements.md §4).
 */
export async function expireAccessToken(page: Page): Promise<void> {
  const { context, cookie, token } = await storedAccessToken(page)
  const expired = { ...token, expires_at: Math.floor(Date.now() / 1000) - 1 }
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify(expired)) }])
}

/**
 * Makes the identity service refuse the stored access token while the browser still believes it
 * live (as when it expires in flight): the next call is answered 401 code 2002, and the sdk refreshes
 * once and retries it (docs/requirements.md §8). Uses `POST /__sandbox/expire-access-token`.
 */
export async function expireAccessTokenAtService(page: Page, request: APIRequestContext): Promise<void> {
  const { token } = await storedAccessToken(page)
  const response = await request.post(`${servicesOrigin}/__sandbox/expire-access-token`, {
    data: { token: token.token },
  })
  if (response.status() !== 204) throw new Error(`expire access token: HTTP ${response.status()}`)
}
