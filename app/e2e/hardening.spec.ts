import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import type { BrowserContext, Download, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { newCustomer, signInTo, test } from './account-helpers.ts'
import { startPageOnAnotherPort } from './processes.ts'
import { completeSignIn, header, servicesOrigin } from './sign-in-helpers.ts'

/**
 * Issues 28 and 32 as an attacker and a careless client would probe them (docs/decisions/031, 035):
 * user files that cannot run as a page of any origin the site or services use, sign-ins, logout
 * returns and CORS for each app id's exact origins only, sign-in throttling that never refuses the
 * owner's own browser nor anyone sharing the guesser's address, and 4xx instead of 500 for odd requests.
 */

/** A script that leaves marks wherever it runs: a cookie (cookies ignore ports), storage, the title. */
const MARK = `document.cookie='pwned=1; path=/';try{localStorage.setItem('pwned','1')}catch(e){};document.title='PWNED'`
const PLANTED = [
  {
    file_name: 'invoice.html',
    mime_type: 'text/html',
    text: `<!doctype html><title>x</title><script>${MARK}</script><p>hi</p>`,
  },
  {
    file_name: 'logo.svg',
    mime_type: 'image/svg+xml',
    text: `<svg xmlns="http://www.w3.org/2000/svg" onload="${MARK.replaceAll("'", '&apos;')}"><script>${MARK}</script><rect width="10" height="10"/></svg>`,
  },
  { file_name: 'notes', mime_type: 'application/x-unknown', text: `<script>${MARK}</script>` },
]

/** No mark of {@link MARK} in the context: its cookies, and the storage of each origin the site uses. */
async function expectNoMarks(context: BrowserContext, baseURL: string) {
  expect((await context.cookies()).filter((cookie) => cookie.name === 'pwned')).toEqual([])
  const probe = await context.newPage()
  for (const origin of [baseURL, servicesOrigin, `http://localhost:${process.env.CONTENT_PORT}`]) {
    await probe.goto(`${origin}/favicon.ico`).catch(() => {})
    expect(await probe.evaluate(() => localStorage.getItem('pwned'))).toBeNull()
  }
  await probe.close()
}

for (const planted of PLANTED) {
  test(`a planted ${planted.mime_type} library file is saved, never run: Open and a direct link download it`, async ({
    page,
    context,
    request,
    customer,
    baseURL,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_ABORTED/)
    // The storage probe opens each origin's /favicon.ico, which the services and content origins lack.
    consoleErrors.allowStatus(404)
    const added = await request.post(`${servicesOrigin}/__sandbox/cloud-library/files`, {
      data: { email_address: customer.email, ...planted },
    })
    expect(added.status()).toBe(201)
    const { id } = (await added.json()) as { id: string }
    await signInTo(page, `/account/library?file=${id}`, customer)
    const file = page
      .getByRole('region', { name: 'Your files' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: planted.file_name }) })
    const open = file.getByRole('link', { name: new RegExp(`^Open ${planted.file_name}`) })
    const href = (await open.getAttribute('href')) ?? ''
    expect(href.startsWith(`${servicesOrigin}/cloud-library/`)).toBe(true)

    // The screen's Open link (a new tab) and the link sent to anyone: each is a download.
    const fromOpen = new Promise<Download>((resolve) => {
      page.on('download', resolve)
      context.on('page', (opened) => opened.on('download', resolve))
    })
    await open.click()
    expect((await fromOpen).suggestedFilename()).toBe(planted.file_name)
    const direct = await context.newPage()
    const downloading = direct.waitForEvent('download')
    await direct.goto(href).catch(() => {})
    expect((await downloading).suggestedFilename()).toBe(planted.file_name)
    const reply = await request.get(href)
    expect(reply.headers()['content-disposition']).toMatch(/^attachment;/)
    expect(reply.headers()['x-content-type-options']).toBe('nosniff')
    expect(reply.headers()['content-security-policy']).toBe('sandbox')
    await expectNoMarks(context, baseURL ?? '')
  })
}

test('each app id returns to its exact origins only: a page on another port gets no sign-in, no logout return and cannot read the services', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allowStatus(400)
  // The site's page reads the services' 401 for a call without a token.
  consoleErrors.allowStatus(401)
  // The other port's page reading the services is refused by the browser (CORS), as it should be.
  consoleErrors.allow(/blocked by CORS policy|net::ERR_FAILED/)
  const site = new URL(baseURL ?? '')
  const other = await startPageOnAnotherPort('<!doctype html><title>Another app</title><p>another port</p>')
  const otherOrigin = new URL(other.url).origin
  try {
    const authorize = (appId: string, redirectUri: string) =>
      page.goto(
        `${servicesOrigin}/identity/en/authorize?${new URLSearchParams(signInForm(redirectUri, appId))}`,
      )
    for (const [appId, refusedUri] of [
      ['music-website', `${otherOrigin}/account`],
      ['music-website', `http://127.0.0.1:${site.port}/account`],
      // The dev app id: its listed origins only (SANDBOX_ALLOWED_ORIGINS; Vite's by default), not any port.
      ['music-dev', `${otherOrigin}/signed-in`],
    ] as const) {
      const refused = await authorize(appId, refusedUri)
      expect(refused?.status()).toBe(400)
      await expect(page.locator('body')).toContainText('redirect_uri')
      await expect(page.getByLabel('Password')).toHaveCount(0)
    }
    expect((await authorize('music-website', `${site.origin}/account`))?.status()).toBe(200)
    await expect(page.getByLabel('Password')).toBeVisible()
    expect((await authorize('music-dev', 'http://localhost:5173/signed-in'))?.status()).toBe(200)

    // Logout's `continue` to the other port lands on the identity service's own signed-out page.
    await page.goto(`${servicesOrigin}/identity/en/logout?continue=${encodeURIComponent(other.url)}`)
    await expect(page).toHaveURL(`${servicesOrigin}/identity/en/signed-out`)

    // CORS with credentials answers the site, and not the other port's page.
    const readMe = (url: string) =>
      fetch(url, { credentials: 'include' }).then(
        (reply) => `read ${reply.status}`,
        () => 'blocked',
      )
    const me = `${servicesOrigin}/identity/api/v1/me`
    await page.goto('/')
    expect(await page.evaluate(readMe, me)).toBe('read 401')
    await page.goto(other.url)
    await expect(page.getByText('another port')).toBeVisible()
    expect(await page.evaluate(readMe, me)).toBe('blocked')
  } finally {
    await other.stop()
  }
})

/**
 * The fields of a sign-in request (what the sign-in page's form carries hidden): a PKCE request (RFC
 * 7636) with the challenge of a fresh verifier.
 */
function signInForm(redirectUri: string, appId = 'music-website'): Record<string, string> {
  const verifier = randomBytes(32).toString('base64url')
  return {
    app_id: appId,
    redirect_uri: redirectUri,
    state: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }
}

/** Submits the identity service's sign-in form of `page` (already open) with `password`. */
async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(password)
  const answered = page.waitForResponse((reply) => reply.request().method() === 'POST')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await answered
  await page.waitForLoadState()
}

test('wrong passwords slow one account’s strangers and show the wait; the owner’s own browser and everyone else behind the same address still sign in', async ({
  browser,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.slow() // three browsers sign in and a stranger guesses about 30 times, on a loaded machine
  consoleErrors.allowStatus(401)
  consoleErrors.allowStatus(429)
  const [owner, neighbour] = await Promise.all([newCustomer(request), newCustomer(request)])
  // The owner signed in on this browser before (the identity service gave it a device cookie).
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  await signInTo(ownerPage, '/account', owner)
  await header(ownerPage).getByRole('button', { name: 'Sign out' }).click()
  await expect(header(ownerPage).getByRole('button', { name: 'Sign in' })).toBeEnabled()

  // A stranger on the same address (every test shares loopback, as users share a NAT or a proxy)
  // sprays 24 wrong passwords at other accounts, which slows nobody (docs/decisions/035), and 3 at
  // the owner's account, which uses up its strangers' free attempts…
  const form = signInForm(`${new URL(baseURL ?? '').origin}/account`)
  const guess = (email: string) =>
    request.post(`${servicesOrigin}/identity/en/authorize`, {
      form: { ...form, email_address: email, password: `guess-${crypto.randomUUID()}` },
      maxRedirects: 0,
    })
  for (let i = 0; i < 24; i++)
    expect((await guess(`nobody-${crypto.randomUUID()}@example.com`)).status()).toBe(401)
  for (let i = 0; i < 3; i++) expect((await guess(owner.email)).status()).toBe(401)
  // …then guesses on the sign-in page until one comes within the account's wait (each wrong password
  // doubles it, so one does however slow the machine): refused unchecked, the page says how long.
  const strangerContext = await browser.newContext()
  const stranger = await strangerContext.newPage()
  await stranger.goto('/account')
  await stranger.waitForURL(/\/identity\/en\/authorize/)
  const refusal = stranger.getByRole('alert').filter({ hasText: 'Too many wrong passwords' })
  for (let attempt = 0; attempt < 6 && (await refusal.count()) === 0; attempt++)
    await submitPassword(stranger, owner.email, `guess-${attempt}`)
  await expect(refusal).toContainText(
    /Too many wrong passwords for this account\. For your security, wait \d+ seconds? before you try again/,
  )

  await ownerPage.goto('/account')
  await ownerPage.waitForURL(/\/identity\/en\/authorize/)
  await completeSignIn(ownerPage, owner)
  await expect(ownerPage).toHaveURL(/\/account$/)
  await expect(header(ownerPage).getByRole('button', { name: 'Sign out' })).toBeVisible()

  // Someone else behind the same address, on a browser that never signed in, is not slowed either.
  const neighbourContext = await browser.newContext()
  const neighbourPage = await neighbourContext.newPage()
  await signInTo(neighbourPage, '/account', neighbour)
  await expect(header(neighbourPage).getByRole('button', { name: 'Sign out' })).toBeVisible()
  await Promise.all([ownerContext.close(), strangerContext.close(), neighbourContext.close()])
})

/** Sends `method` to `url` over node:http, without a body (fetch refuses TRACE and TRACK). @returns the status */
function rawStatus(url: string, method: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers: { 'content-length': '0' } }, (reply) => {
      reply.resume()
      resolve(reply.statusCode)
    })
    sent.on('error', reject)
    sent.end()
  })
}

test('TRACE and malformed or over-nested server-function payloads get 4xx; refused input is never a 500', async ({
  page,
  request,
  baseURL,
}) => {
  expect(await rawStatus(`${baseURL}/`, 'TRACE')).toBe(405)
  // Node's HTTP parser answers TRACK, which it does not know, with 400 before any handler.
  expect(await rawStatus(`${baseURL}/`, 'TRACK')).toBe(400)
  // A real server function call of the site: the page document of a client-side navigation.
  await page.goto('/')
  const call = page.waitForRequest((sent) => sent.url().includes('/_serverFn/'))
  await page
    .getByRole('navigation', { name: 'Products' })
    .getByRole('link', { name: 'DJ Pro' })
    .first()
    .click()
  const url = new URL((await call).url())
  const origin = { origin: baseURL ?? '' }
  const endpoint = `${url.origin}${url.pathname}`
  const deep = `${'['.repeat(100)}${']'.repeat(100)}`
  for (const payload of ['{not json', deep, '{"foo":1}', '{"t":{"t":999},"f":127,"m":[]}']) {
    const viaGet = await request.get(`${endpoint}?payload=${encodeURIComponent(payload)}`, {
      headers: origin,
    })
    expect(viaGet.status(), payload).toBe(400)
    const viaPost = await request.post(endpoint, {
      headers: { ...origin, 'content-type': 'application/json' },
      data: payload,
    })
    expect(viaPost.status(), payload).toBeLessThan(500)
  }
  // Well-formed, but not what any page sends: the validator refuses it (Start's answer to a refused
  // call: the error for the caller's promise, never a 500).
  const payload = url.searchParams.get('payload') ?? ''
  const refused = await request.get(
    `${endpoint}?payload=${encodeURIComponent(payload.replace('{"t":1,"s":"features"}', '{"t":1,"s":"no-such-content-type"}'))}`,
    { headers: origin },
  )
  expect(refused.status(), payload).toBeLessThan(500)
  expect(await refused.text()).toContain('invalid page')
  const unchanged = await request.get(`${endpoint}?payload=${encodeURIComponent(payload)}`, {
    headers: origin,
  })
  expect(unchanged.status()).toBe(200)
})
