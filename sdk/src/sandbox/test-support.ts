/**
 * Shared steps of the services sandbox tests: start a sandbox on a free port with a fake clock, and
 * sign in the way the site does (sdk PKCE helpers, the sign-in form, the token exchange) over HTTP.
 */

import { afterAll, beforeAll } from 'vitest'
import { buildAuthorizeUrl, createPkceRequest, type PkceRequest } from '../auth/index.ts'
import { DEMO_USERS, SANDBOX_APP_ID } from '../mocks/index.ts'
import { type ServiceSandbox, startServiceSandbox } from './server.ts'

/** The site origin the test sandboxes allow. */
export const SITE = 'http://localhost:3000'
/** The redirect URI the tests sign in with. */
export const REDIRECT_URI = `${SITE}/account`
/** The first demo user of the seed (`createSeed()`), whom the tests sign in as. */
export const ALEX = DEMO_USERS[0]

/** A sandbox on a free port whose clock only moves when `advance` is called. */
export async function startTestSandbox(accessTokenTtlSeconds = 30) {
  let now = Date.now()
  const services: ServiceSandbox = await startServiceSandbox({
    siteOrigin: SITE,
    testControl: true,
    accessTokenTtlSeconds,
    sandboxOptions: { now: () => now },
  })
  const identity = `${services.url}/identity`
  return {
    services,
    identity,
    /** Moves the sandbox clock forward. */
    advance(seconds: number) {
      now += seconds * 1000
    },
  }
}

/**
 * A test file's sandbox: started (access tokens live 10 minutes) with ALEX signed in (`token`) before
 * the file's tests, closed after them. Read it inside tests and hooks, not at the module's top level.
 */
export function signedInSandbox() {
  const current = {} as Awaited<ReturnType<typeof startTestSandbox>> & { token: string }
  beforeAll(async () => {
    const started = await startTestSandbox(600)
    Object.assign(current, started, { token: (await signIn(started.identity)).access.token })
  })
  afterAll(() => current.services?.close())
  return current
}

/** The authorize URL of a fresh PKCE request (the sdk's `buildAuthorizeUrl`), by default the website's. */
export async function authorizeRequest(identity: string, redirectUri = REDIRECT_URI, appId = SANDBOX_APP_ID) {
  const pkce = await createPkceRequest()
  const url = buildAuthorizeUrl({ identityBaseUrl: identity, appId, redirectUri, ...pkce })
  return { pkce, url }
}

/**
 * Posts the sign-in form as a browser would (the hidden fields come from the authorize URL), with the
 * browser's `cookie` header when given.
 */
export function postSignIn(
  identity: string,
  authorizeUrl: string,
  email: string,
  password: string,
  cookie?: string,
) {
  const form = new URLSearchParams(new URL(authorizeUrl).search)
  form.set('email_address', email)
  form.set('password', password)
  const headers = cookie ? { Cookie: cookie } : undefined
  return fetch(`${identity}/en/authorize`, { method: 'POST', body: form, redirect: 'manual', headers })
}

/** Signs Alex in through the form; returns the code from the redirect and the PKCE values. */
export async function authorizeCode(identity: string): Promise<{ code: string; pkce: PkceRequest }> {
  const { pkce, url } = await authorizeRequest(identity)
  const reply = await postSignIn(identity, url, ALEX.email_address, ALEX.password)
  const location = new URL(reply.headers.get('Location') ?? 'about:blank')
  return { code: location.searchParams.get('code') ?? '', pkce }
}

/** `POST /api/v1/tokens/exchange` with JSON. */
export function exchange(identity: string, code: string, verifier: string, redirectUri = REDIRECT_URI) {
  return postJson(`${identity}/api/v1/tokens/exchange`, {
    grant_type: 'authorization_code',
    app_id: SANDBOX_APP_ID,
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  })
}

/** A JSON POST. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** Signs in fully and returns the exchange reply's tokens. */
export async function signIn(identity: string) {
  const { code, pkce } = await authorizeCode(identity)
  const reply = await exchange(identity, code, pkce.codeVerifier)
  const body = (await reply.json()) as { tokens: { access: { token: string }; refresh: { token: string } } }
  return body.tokens
}

/** `GET` with a bearer token. */
export function getWithToken(url: string, token: string) {
  return fetch(url, { headers: { Authorization: `Bearer ${token}` } })
}
