/**
 * Helpers of the account-area browser tests (account.spec.ts): each test signs up a customer of its
 * own on the sandbox identity service and registers products with serial numbers nobody else uses,
 * so tests run in parallel and again against the same sandbox; faults it sets are scoped to that
 * customer (README "Faults"). `test` gives each test its `customer` (and removes its faults after it).
 */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { test as base, type ConsoleErrors } from './fixtures.ts'
import { completeSignIn, servicesOrigin } from './sign-in-helpers.ts'

/** Product type ids of the sandbox catalogue (sdk/src/mocks/seed-catalog.ts). */
export const PRODUCT_TYPES = { djPro: 112, hexFx: 140 } as const

/** The website at the sandbox identity service: `SANDBOX_APP_ID` / `SANDBOX_APP_SECRET` of `@music/sdk/mocks`. */
export const SANDBOX_APP = { id: 'music-website', secret: 'sandbox-website-secret' } as const

/** The sandbox's website credentials for sign-up (basic auth). */
const APP_CREDENTIALS = `Basic ${Buffer.from(`${SANDBOX_APP.id}:${SANDBOX_APP.secret}`).toString('base64')}`

/** A customer of the test's own: no products, no downloads. */
export interface Customer {
  email: string
  password: string
}

/** Signs up a new customer on the sandbox identity service (`POST /api/v1/users`). */
export async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const customer = { email: `e2e-${crypto.randomUUID()}@example.com`, password: 'Playwright-42' }
  const reply = await request.post(`${servicesOrigin}/identity/api/v1/users`, {
    headers: { Authorization: APP_CREDENTIALS },
    data: {
      email_address: customer.email,
      password: customer.password,
      first_name: 'Pat',
      last_name: 'Tester',
    },
  })
  expect(reply.ok(), await reply.text()).toBe(true)
  return customer
}

/** A serial number of `productTypeId` nobody has registered (`POST /__sandbox/license/serial-numbers`). */
export async function freshSerial(request: APIRequestContext, productTypeId: number): Promise<string> {
  const reply = await request.post(`${servicesOrigin}/__sandbox/license/serial-numbers`, {
    data: { product_type_id: productTypeId },
  })
  expect(reply.status()).toBe(201)
  return ((await reply.json()) as { serial_number: string }).serial_number
}

/** Makes `service` answer `status` to the customer's requests until {@link clearFaults}. */
export async function failService(
  request: APIRequestContext,
  customer: Customer,
  service: string,
  status: number,
) {
  const reply = await request.post(`${servicesOrigin}/__sandbox/faults`, {
    data: { service, status, user: customer.email },
  })
  expect(reply.status()).toBe(201)
}

/** Removes the customer's faults. */
export async function clearFaults(request: APIRequestContext, customer: Customer) {
  await request.delete(`${servicesOrigin}/__sandbox/faults?user=${encodeURIComponent(customer.email)}`)
}

/**
 * Opens an account screen signed out, signs in on the identity service's page, and expects to land
 * back on the screen it asked for (path and search).
 */
export async function signInTo(page: Page, path: string, customer: Customer): Promise<void> {
  await page.goto(path)
  await page.waitForURL(/\/identity\/en\/authorize/)
  await completeSignIn(page, customer)
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path)
  await waitForHydration(page)
}

/**
 * Waits until a server-rendered page has hydrated (docs/decisions/034): the root's `site:hydrated`
 * mark, and the `screen:data-shown` mark of every section whose data the server's HTML holds (its
 * `[data-screen-data]` element). Before then its buttons and links do nothing and its forms wait
 * (disabled), as for a person who presses them in the first moment.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (performance.getEntriesByName('site:hydrated').length === 0) return false
      const shown = new Set(
        performance.getEntriesByName('screen:data-shown').map((entry) => (entry as PerformanceMark).detail),
      )
      return [...document.querySelectorAll('[data-screen-data]')].every((element) =>
        shown.has(element.getAttribute('data-screen-data')),
      )
    },
    undefined,
    { timeout: 15_000 },
  )
}

/**
 * Waits until the section headed `title` of a signed-in screen has hydrated: the server rendered it
 * with its data (decision 034), so its fields are visible before React handles them, and what is typed
 * or chosen before then does not reach its form. The section's content sets the `screen:data-shown`
 * mark when it first commits in the browser (app/src/screens/data-shown-mark.ts).
 */
export async function waitForSection(page: Page, title: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      performance
        .getEntriesByName('screen:data-shown')
        .some((entry) => (entry as PerformanceMark).detail === name),
    title,
    { timeout: 15_000 },
  )
}

/**
 * Runs `check` on a page of a context of its own with `viewport` (px) whose console errors fail the
 * test, and closes the context after (@axe-core/playwright needs a page of a context made with
 * browser.newContext(), docs/references.md).
 */
export async function inOwnContext(
  browser: Browser,
  viewport: { width: number; height: number },
  consoleErrors: ConsoleErrors,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ viewport })
  try {
    await check(consoleErrors.watch(await context.newPage()))
  } finally {
    await context.close()
  }
}

/** Nothing wider than the viewport (no sideways scrolling); a failure names the elements that stick out. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, outside } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    outside: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  }))
  expect(scrollWidth, `page width at ${page.url()}; sticking out: ${outside.join(', ')}`).toBeLessThanOrEqual(
    innerWidth,
  )
}

/**
 * A loaded account screen as everyone gets it: one h1 `heading`, the `<title>` `title`, no section busy
 * any more, no sideways scrolling, no serious axe violation (`page` from `browser.newContext()`).
 */
export async function expectLoadedScreen(
  page: Page,
  heading: string | RegExp,
  title: string | RegExp,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page).toHaveTitle(title)
  // Loaded: no section is busy any more.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await expectNoSeriousA11yViolations(page)
}

/** The customer's access token from the identity service's password login (`POST /api/v1/login`). */
export async function accessToken(request: APIRequestContext, customer: Customer): Promise<string> {
  const reply = await request.post(`${servicesOrigin}/identity/api/v1/login`, {
    headers: { Authorization: APP_CREDENTIALS },
    data: {
      email_address: customer.email,
      password: customer.password,
      device_id: 'e2e',
      device_name: 'e2e',
    },
  })
  expect(reply.ok(), await reply.text()).toBe(true)
  return ((await reply.json()) as { tokens: { access: { token: string } } }).tokens.access.token
}

/**
 * Registers a product of `productTypeId` to the customer with a fresh serial number
 * (`POST /me/products`), as the products screen does. @returns the id of its licence
 */
export async function registerProduct(
  request: APIRequestContext,
  customer: Customer,
  productTypeId: number,
): Promise<string | undefined> {
  const serial = await freshSerial(request, productTypeId)
  const product = await request.post(`${servicesOrigin}/license/api/v1/me/products`, {
    headers: { Authorization: `Bearer ${await accessToken(request, customer)}` },
    data: { product_type_id: productTypeId, product_serial_number: serial },
  })
  expect(product.ok(), await product.text()).toBe(true)
  return ((await product.json()) as { licenses: { id: string }[] }).licenses[0]?.id
}

/**
 * Gives the customer something on each screen, through the services' own calls: a registered Hex FX
 * product authorised on one machine, and an installer download in the history.
 */
export async function furnish(request: APIRequestContext, customer: Customer): Promise<void> {
  const headers = { Authorization: `Bearer ${await accessToken(request, customer)}` }
  const licenseId = await registerProduct(request, customer, PRODUCT_TYPES.hexFx)
  const authorization = await request.post(`${servicesOrigin}/license/api/v1/me/licenses/authorizations`, {
    headers,
    data: {
      action: 'activate',
      app_name: 'serato_hex_fx',
      app_version: '1.2.0',
      host_machine_id: 'E2E-MACHINE-1',
      host_machine_name: 'Studio iMac',
      license_id: licenseId,
      system_time: new Date().toISOString(),
    },
  })
  expect(authorization.ok(), await authorization.text()).toBe(true)
  const download = await request.post(
    `${servicesOrigin}/downloads/api/v1/download/applicationinstaller/serato_hex_fx/1.2.0/mac`,
    { headers, data: {} },
  )
  expect(download.ok(), await download.text()).toBe(true)
}

/** The e2e `test` (console errors checked) with a `customer` of the test's own, whose faults end with it. */
export const test = base.extend<{ customer: Customer }>({
  customer: async ({ request }, use) => {
    const customer = await newCustomer(request)
    await use(customer)
    await clearFaults(request, customer)
  },
})
