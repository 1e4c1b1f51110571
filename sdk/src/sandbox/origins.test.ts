/**
 * Exact origins per app id (docs/decisions/035): the website's app id (`music-website`) returns to the
 * site's origin alone; the dev app id (`music-dev`) to its listed origins (`SANDBOX_ALLOWED_ORIGINS` →
 * `devOrigins`; by default Vite's dev and preview origins). CORS with credentials and the logout's
 * `continue` accept the apps' origins and nothing else: no other port of loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPkceRequest } from '../auth/index.ts'
import { createSeed, DEFAULT_DEV_APP_ORIGINS, SANDBOX_APP_ID, SANDBOX_DEV_APP_ID } from '../mocks/index.ts'
import { devOriginLine } from './cli.ts'
import { devOriginsFromEnv } from './environment.ts'
import { startServiceSandbox } from './server.ts'
import { ALEX, authorizeRequest, postSignIn, SITE } from './test-support.ts'

const DEV = 'http://localhost:5173'
const LISTED = 'https://dev.partner.example'
/** A loopback origin nobody listed: another process on the same machine. */
const UNLISTED = 'http://localhost:5174'
const OTHER_APP = 'partner-tool'
const seed = createSeed()
seed.apps.push({ app_id: OTHER_APP, name: 'Partner tool', secret: 'partner-secret' })

let services: Awaited<ReturnType<typeof startServiceSandbox>>
let identity = ''
beforeAll(async () => {
  services = await startServiceSandbox({ siteOrigin: SITE, devOrigins: [DEV, LISTED], seed })
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

describe('CORS with credentials', () => {
  it.each([DEV, LISTED, SITE])('answers the preflight of an app’s origin, %s', async (origin) => {
    const reply = await preflight(origin)
    expect(reply.status).toBe(204)
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(origin)
    expect(reply.headers.get('Access-Control-Allow-Credentials')).toBe('true')
  })

  it('allows a browser’s W3C traceparent beside its token, so the service’s span joins its trace', async () => {
    const reply = await fetch(`${services.url}/commerce/api/v1/me/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,traceparent',
      },
    })
    expect(reply.status).toBe(204)
    const allowed = (reply.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'traceparent']))
  })

  it.each([
    UNLISTED,
    'http://127.0.0.1:4321',
    'http://127.0.0.1:5173', // listed as localhost only: an exact origin
    'http://[::1]:5173',
    'https://evil.example',
  ])('refuses any other origin, loopback ones included: %s', async (origin) => {
    expect((await preflight(origin)).status).toBe(403)
    const get = await fetch(`${services.url}/profile/api/v1/me`, { headers: { Origin: origin } })
    expect(get.headers.get('Access-Control-Allow-Origin')).toBeNull()
  })
})

describe('sign-in returns per app id', () => {
  it('for the dev app id on its listed origins', async () => {
    for (const redirectUri of [`${DEV}/signed-in`, `${LISTED}/callback`]) {
      const { pkce, url } = await authorizeRequest(identity, redirectUri, SANDBOX_DEV_APP_ID)
      const reply = await postSignIn(identity, url, ALEX.email_address, ALEX.password)
      expect(reply.status).toBe(302)
      const location = new URL(reply.headers.get('Location') as string)
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri)
      expect(location.searchParams.get('state')).toBe(pkce.state)
    }
  })

  it.each([
    [OTHER_APP, `${DEV}/signed-in`],
    // The dev app id: its origins only, not another port of the same host, nor the website's.
    [SANDBOX_DEV_APP_ID, `${UNLISTED}/signed-in`],
    [SANDBOX_DEV_APP_ID, 'http://127.0.0.1:4321/signed-in'],
    [SANDBOX_DEV_APP_ID, `${SITE}/account`],
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

  it('lets the sign-in form post to the apps’ origins only (CSP form-action applies to the redirect)', async () => {
    const { url } = await authorizeRequest(identity, `${DEV}/signed-in`, SANDBOX_DEV_APP_ID)
    const csp = (await fetch(url)).headers.get('Content-Security-Policy') ?? ''
    const formAction = /form-action ([^;]*)/.exec(csp)?.[1]?.split(' ')
    expect(formAction?.sort()).toEqual(["'self'", DEV, LISTED, SITE].sort())
  })
})

describe('logout continue', () => {
  const logout = (target: string) =>
    fetch(`${identity}/en/logout?continue=${encodeURIComponent(target)}`, { redirect: 'manual' })

  it.each([`${DEV}/`, `${LISTED}/bye`, `${SITE}/`])('continues to an app’s origin, %s', async (target) => {
    expect((await logout(target)).headers.get('Location')).toBe(target)
  })

  it.each([`${UNLISTED}/`, 'http://127.0.0.1:3000/'])(
    'sends %s to the signed-out page instead',
    async (target) => {
      expect((await logout(target)).headers.get('Location')).toBe(`${identity}/en/signed-out`)
    },
  )
})

describe('SANDBOX_ALLOWED_ORIGINS', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('replaces the dev app id’s origins, and the start-up line shows them and names the variable', () => {
    vi.stubEnv('SANDBOX_ALLOWED_ORIGINS', 'http://localhost:3001, https://dev.example.com')
    const origins = devOriginsFromEnv()
    expect(origins).toEqual(['http://localhost:3001', 'https://dev.example.com'])
    expect(devOriginLine(origins ?? [])).toMatch(
      /^http:\/\/localhost:3001, https:\/\/dev\.example\.com \(.*SANDBOX_ALLOWED_ORIGINS/,
    )
    vi.stubEnv('SANDBOX_ALLOWED_ORIGINS', '')
    expect(devOriginsFromEnv()).toBeUndefined()
  })

  it('refuses a value that is not an origin, naming the variable', () => {
    vi.stubEnv('SANDBOX_ALLOWED_ORIGINS', 'localhost:5173')
    expect(() => devOriginsFromEnv()).toThrow(/SANDBOX_ALLOWED_ORIGINS must list origins/)
  })
})

describe('the dev app id without SANDBOX_ALLOWED_ORIGINS', () => {
  it('has Vite’s dev and preview origins, and no other', async () => {
    const defaults = await startServiceSandbox({ siteOrigin: SITE })
    try {
      expect(defaults.sandbox.options.appOrigins).toEqual({
        [SANDBOX_APP_ID]: [SITE],
        [SANDBOX_DEV_APP_ID]: [...DEFAULT_DEV_APP_ORIGINS],
      })
      expect(DEFAULT_DEV_APP_ORIGINS).toEqual([
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
      ])
      const { url } = await authorizeRequest(
        `${defaults.url}/identity`,
        `http://127.0.0.1:4173/`,
        SANDBOX_DEV_APP_ID,
      )
      expect((await fetch(url)).status).toBe(200)
    } finally {
      await defaults.close()
    }
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
