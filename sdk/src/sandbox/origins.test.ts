/**
 * A new app's dev origin and the services sandbox (README "Services sandbox"): loopback origins work
 * for the dev app id (`music-dev`) without configuration (CORS, sign-in return, logout), other origins
 * only when listed (`SANDBOX_ALLOWED_ORIGINS` → `allowedOrigins`); any other origin still gets
 * nothing, and the website's app id returns to the site's origin alone (docs/decisions/031).
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPkceRequest } from '../auth/index.ts'
import { createSeed, SANDBOX_APP_ID, SANDBOX_DEV_APP_ID } from '../mocks/index.ts'
import { startServiceSandbox } from './server.ts'
import { ALEX, authorizeRequest, postSignIn, SITE } from './test-support.ts'

const DEV = 'http://localhost:5173'
const LISTED = 'https://dev.partner.example'
const OTHER_APP = 'partner-tool'
const seed = createSeed()
seed.apps.push({ app_id: OTHER_APP, name: 'Partner tool', secret: 'partner-secret' })

let services: Awaited<ReturnType<typeof startServiceSandbox>>
let identity = ''
beforeAll(async () => {
  services = await startServiceSandbox({ siteOrigin: SITE, allowedOrigins: [LISTED], seed })
  identity = `${services.url}/identity`
})
afterAll(() => services?.close())

const preflight = (origin: string) =>
  fetch(`${services.url}/profile/api/v1/me`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  })

describe('CORS of a dev origin', () => {
  it.each([DEV, 'http://127.0.0.1:4321', LISTED, SITE])('answers the preflight of %s', async (origin) => {
    const reply = await preflight(origin)
    expect(reply.status).toBe(204)
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(origin)
  })

  it('refuses an origin that is neither listed nor loopback', async () => {
    expect((await preflight('https://evil.example')).status).toBe(403)
    const get = await fetch(`${services.url}/profile/api/v1/me`, {
      headers: { Origin: 'http://localhost.evil.example' },
    })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('sign-in returns to a dev origin', () => {
  it('for the dev app id on any loopback origin, and on a listed origin', async () => {
    for (const redirectUri of [`${DEV}/signed-in`, `${LISTED}/callback`]) {
      const { pkce, url } = await authorizeRequest(identity, redirectUri, SANDBOX_DEV_APP_ID)
      const reply = await postSignIn(identity, url, ALEX.email_address, ALEX.password)
      expect(reply.status).toBe(302)
      const location = new URL(reply.headers.get('Location') as string)
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
      expect(location.searchParams.get('state')).toBe(pkce.state)
    }
  })

  it('lets the sign-in form post to loopback origins (CSP form-action applies to the redirect)', async () => {
    const { url } = await authorizeRequest(identity, `${DEV}/signed-in`, SANDBOX_DEV_APP_ID)
    const csp = (await fetch(url)).headers.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(/form-action 'self' [^;]*http:\/\/localhost:\*/)
    expect(csp).toContain(LISTED)
    // Only sources a browser accepts: CSP cannot name an IPv6 address (Chromium reports `[::1]` as invalid).
    expect(csp).not.toContain('[::1]')
  })

  it.each([
    [OTHER_APP, `${DEV}/signed-in`],
    // The website's own app id: the site's origin only, not another port of the same host.
    [SANDBOX_APP_ID, `${DEV}/signed-in`],
    [SANDBOX_APP_ID, 'http://localhost:3001/account'],
    [SANDBOX_APP_ID, 'http://127.0.0.1:3000/account'],
  ])('not for %s on %s', async (appId, redirectUri) => {
    const pkce = await createPkceRequest()
    const params = new URLSearchParams({
      app_id: appId,
      redirect_uri: redirectUri,
      state: pkce.state,
      code_challenge: pkce.codeChallenge,
      code_challenge_method: 'S256',
    })
    const page = await fetch(`${identity}/en/authorize?${params}`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('redirect_uri')
  })

  it('the website’s app id on the site’s own origin', async () => {
    const { url } = await authorizeRequest(identity, `${SITE}/account`, SANDBOX_APP_ID)
    expect((await fetch(url)).status).toBe(200)
  })

  it('logout continues to a loopback origin', async () => {
    const reply = await fetch(`${identity}/en/logout?continue=${encodeURIComponent(`${DEV}/`)}`, {
      redirect: 'manual',
    })
    expect(reply.headers.get('Location')).toBe(`${DEV}/`)
  })
})

it('the app ids are the seed’s', () => {
  expect(SANDBOX_APP_ID).toBe('music-website')
  expect(SANDBOX_DEV_APP_ID).toBe('music-dev')
  expect(createSeed().apps.map((app) => app.app_id)).toContain(SANDBOX_DEV_APP_ID)
})

describe('a sandbox not started for tests (npm start, npm run sandbox: docs/decisions/031)', () => {
  it('answers only the outbox of its control endpoints; faults and planted files are refused', async () => {
    expect((await fetch(`${services.url}/__sandbox/outbox`)).status).toBe(200)
    const planted = await fetch(`${services.url}/__sandbox/cloud-library/files`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email_address: 'alex.rivera@example.com',
        file_name: 'x.html',
        mime_type: 'text/html',
        text: '<script></script>',
      }),
    })
    expect(planted.status).toBe(404)
    for (const [method, path] of [
      ['POST', '/__sandbox/faults'],
      ['GET', '/__sandbox/faults'],
      ['GET', '/__sandbox/stats'],
      ['POST', '/__sandbox/expire-access-token'],
      ['POST', '/__sandbox/password-reentry?email_address=alex.rivera%40example.com'],
      ['POST', '/__sandbox/license/serial-numbers'],
    ] as const) {
      expect(
        (await fetch(`${services.url}${path}`, { method, body: method === 'POST' ? '{}' : undefined }))
          .status,
      ).toBe(404)
    }
  })
})

it('answers TRACE with 405, not 500 (docs/decisions/031)', async () => {
  const { request } = await import('node:http')
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const sent = request(`${services.url}/identity/api/v1/me`, { method: 'TRACE' }, (reply) => {
      reply.resume()
      resolve(reply.statusCode)
    })
    sent.on('error', reject)
    sent.end()
  })
  expect(status).toBe(405)
})
