/**
 * Helpers of the sign-in browser tests (sign-in.spec.ts): the sandbox identity service's sign-in page,
 * its call counters, and the tokens the site uses (docs/decisions/031: the access token in the tab's
 * memory, seen here in the `Authorization` header of its service calls; the refresh token in the
 * site's HttpOnly cookie, seen here through the browser context, never through the page).
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
/** The site's refresh-token cookie (sdk `sessionCookieNames()`: HttpOnly, `__Host-Http-`, environment production-1). */
export const REFRESH_COOKIE = '__Host-Http-sso_production-1_r'

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

/**
 * Records the bearer tokens `page` sends to the services (its access tokens, which live in its memory
 * only). @returns the tokens seen so far, oldest first
 */
export function watchAccessTokens(page: Page): () => string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1]
    if (bearer && request.url().startsWith(servicesOrigin) && seen.at(-1) !== bearer) seen.push(bearer)
  })
  return () => [...seen]
}

/**
 * Makes the identity service refuse `token` while the tab still believes it live (as when it expires
 * in flight): its next call is answered 401 code 2002, and the sdk refreshes once and retries it
 * (docs/requirements.md §8). Uses `POST /__sandbox/expire-access-token`.
 */
export async function expireAccessTokenAtService(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post(`${servicesOrigin}/__sandbox/expire-access-token`, { data: { token } })
  if (response.status() !== 204) throw new Error(`expire access token: HTTP ${response.status()}`)
}

/**
 * What page scripts of `page` can read where tokens could be kept: `document.cookie`, every
 * localStorage and sessionStorage entry, and every record of every IndexedDB database of the origin.
 */
export async function scriptReadableStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts = [document.cookie]
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? ''
        parts.push(key, storage.getItem(key) ?? '')
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).getAll()
          reading.onsuccess = () => resolve(reading.result)
          reading.onerror = () => reject(reading.error)
        })
        parts.push(name, store, JSON.stringify(records))
      }
      db.close()
    }
    return parts.join('\n')
  })
}
