/**
 * The identity service's browser pages in the sandbox (docs/requirements.md §4 "Authentication", "Logout"):
 * `GET /en/authorize` shows the sign-in form for a valid authorization request (RFC 6749 §4.1.1 with
 * PKCE, RFC 7636 §4.3), `POST /en/authorize` signs in and redirects to `redirect_uri` with `code` and
 * `state`; `GET /en/logout?continue=…` ends the session. An invalid request gets a 400 page and is
 * never redirected (RFC 6749 §4.1.2.1: do not redirect to an unverified URI). Optional OpenID Connect
 * parameters (Core §3.1.2.1): `prompt=login` asks to confirm the password (the password re-entry of
 * 401 code 2011), `login_hint` fills in the email address. A deactivated account is told so after its
 * password. The email change's confirmation page is in `account.ts`.
 */

import { parseCookie } from 'cookie'
import { HttpResponse, http } from 'msw'
import { readForm } from '../http.ts'
import { allAppOrigins, allowedTarget, isAllowedOrigin, type ResolvedSandboxOptions } from '../options.ts'
import { pageHeaders, renderErrorPage, renderSignedOutPage, renderSignInPage } from './html.ts'
import type { IdentityStore } from './store.ts'
import { DEVICE_COOKIE, type SignInClient, waitInWords } from './throttle.ts'

/** Name of the identity host's session cookie in the sandbox (scoped to the identity base path). */
export const SESSION_COOKIE = 'sandbox_identity_session'

const AUTHORIZE_PARAMS = [
  'app_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const
/** OpenID Connect parameters the page understands; carried along only when present. */
const OPTIONAL_PARAMS = ['prompt', 'login_hint'] as const
type AuthorizeParams = Record<(typeof AUTHORIZE_PARAMS)[number], string> &
  Partial<Record<(typeof OPTIONAL_PARAMS)[number], string>>

type Checked = { ok: true; params: AuthorizeParams; appName: string } | { ok: false; problems: string[] }

/** Validates an authorization request; every problem is listed. */
export function checkAuthorizeRequest(
  input: URLSearchParams,
  identity: IdentityStore,
  options: ResolvedSandboxOptions,
): Checked {
  const params = Object.fromEntries([
    ...AUTHORIZE_PARAMS.map((n) => [n, input.get(n) ?? '']),
    ...OPTIONAL_PARAMS.filter((n) => input.has(n)).map((n) => [n, input.get(n) ?? '']),
  ]) as AuthorizeParams
  const problems: string[] = []
  const app = identity.apps.get(params.app_id)
  if (!app) problems.push('app_id is missing or not a registered application.')
  if (!allowedTarget(params.redirect_uri, (origin) => isAllowedOrigin(origin, options, params.app_id))) {
    problems.push('redirect_uri is missing or its origin is not allowed for this application.')
  }
  if (!params.state || params.state.length > 512)
    problems.push('state is missing (or longer than 512 characters).')
  if (!/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge)) {
    problems.push('code_challenge is missing or not a base64url S256 challenge (43 characters).')
  }
  // RFC 7636 names it `S256`; the public SDK (`serato/sws-js-sdk` SwsClient) sends `s256`, and the
  // service accepts both.
  if (params.code_challenge_method.toUpperCase() !== 'S256')
    problems.push('code_challenge_method must be S256.')
  if (params.prompt !== undefined && params.prompt !== 'login')
    problems.push('prompt must be login (the only prompt this service supports).')
  if (params.login_hint !== undefined && params.login_hint.length > 254)
    problems.push('login_hint is longer than 254 characters.')
  return app && problems.length === 0 ? { ok: true, params, appName: app.name } : { ok: false, problems }
}

/**
 * The session cookie of the request's own `Cookie` header. msw's `cookies` also holds cookies it
 * stored from earlier mocked replies, which in a shared server would be another browser's session.
 */
function sessionOf(request: Request): string | undefined {
  return parseCookie(request.headers.get('Cookie') ?? '')[SESSION_COOKIE] || undefined
}

/** Who sends a sign-in (throttle.ts): the browser's device cookie, if it sent one. */
export function signInClient(request: Request): SignInClient {
  const device = parseCookie(request.headers.get('Cookie') ?? '')[DEVICE_COOKIE] || undefined
  return device ? { device } : {}
}

const redirect = (location: string, cookies: string[] = []) =>
  new HttpResponse(null, {
    status: 302,
    headers: [
      ['Location', location],
      ['Cache-Control', 'no-store'],
      ...cookies.map((cookie): [string, string] => ['Set-Cookie', cookie]),
    ],
  })

/** The page handlers under `base` (e.g. `http://localhost:4100/identity`). */
export function identityPageHandlers(identity: IdentityStore, base: string, options: ResolvedSandboxOptions) {
  const action = `${new URL(base).pathname.replace(/\/+$/, '')}/en/authorize`
  const cookiePath = new URL(base).pathname.replace(/\/+$/, '') || '/'
  const headers = pageHeaders(allAppOrigins(options))
  const page = (html: string, status: number, extra: Record<string, string> = {}) =>
    new HttpResponse(html, { status, headers: { ...Object.fromEntries(new Headers(headers)), ...extra } })
  const invalidRequest = (problems: string[]) =>
    page(renderErrorPage('Invalid sign-in request', problems), 400)

  const sessionCookie = (value: string, maxAge?: number) =>
    `${SESSION_COOKIE}=${value}; Path=${cookiePath}; HttpOnly; SameSite=Lax${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`

  return [
    http.get(`${base}/en/authorize`, ({ request }) => {
      const checked = checkAuthorizeRequest(new URL(request.url).searchParams, identity, options)
      if (!checked.ok) return invalidRequest(checked.problems)
      const { params, appName } = checked
      return page(renderSignInPage({ action, appName, params, email: params.login_hint }), 200)
    }),

    http.post(`${base}/en/authorize`, async ({ request }) => {
      const form = await readForm(request)
      // The hidden fields came back from the browser: check them all again.
      const checked = checkAuthorizeRequest(form, identity, options)
      if (!checked.ok) return invalidRequest(checked.problems)
      const email = form.get('email_address') ?? ''
      const client = signInClient(request)
      const user = identity.attemptSignIn(email, form.get('password') ?? '', client)
      if (typeof user === 'object' && 'retryAfter' in user) {
        const wait = waitInWords(user.retryAfter)
        // A stranger's wait is the account's: the owner's own browser is not kept waiting, so say so.
        const error = user.knownDevice
          ? `Too many wrong passwords from this browser. For your security, wait ${wait} before you try again.`
          : `Too many wrong passwords for this account. For your security, wait ${wait} before you try again, or sign in on a browser you have signed in with before.`
        return page(
          renderSignInPage({ action, appName: checked.appName, params: checked.params, email, error }),
          429,
          { 'Retry-After': String(user.retryAfter) },
        )
      }
      if (typeof user === 'string') {
        const error =
          user === 'deactivated'
            ? 'This account has been deactivated and can no longer sign in.'
            : 'The email address or password is incorrect. Check them and try again.'
        return page(
          renderSignInPage({ action, appName: checked.appName, params: checked.params, email, error }),
          user === 'deactivated' ? 403 : 401,
        )
      }
      const existing = sessionOf(request)
      const sessionId = existing && identity.hasSession(existing) ? existing : identity.createSession()
      const code = identity.issueCode({
        appId: checked.params.app_id,
        redirectUri: checked.params.redirect_uri,
        challenge: checked.params.code_challenge,
        userId: user.id,
        sessionId,
      })
      const target = new URL(checked.params.redirect_uri)
      target.searchParams.set('code', code)
      target.searchParams.set('state', checked.params.state)
      // A browser that signed in gets a device cookie, known for this account from now on: its later
      // attempts are throttled apart from strangers' (throttle.ts), so the owner's own browser is
      // never refused for someone else's guesses.
      const device = identity.rememberDevice(client.device, user.id)
      const deviceCookie = `${DEVICE_COOKIE}=${device}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=31536000`
      return redirect(target.toString(), [sessionCookie(sessionId), deviceCookie])
    }),

    http.get(`${base}/en/logout`, ({ request }) => {
      identity.endSession(sessionOf(request))
      const target = allowedTarget(new URL(request.url).searchParams.get('continue'), (origin) =>
        isAllowedOrigin(origin, options),
      )
      return redirect(target ? target.toString() : `${base}/en/signed-out`, [sessionCookie('', 0)])
    }),

    http.get(`${base}/en/signed-out`, () => page(renderSignedOutPage(), 200)),
  ]
}
