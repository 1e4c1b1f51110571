/**
 * Browser sign-in in two calls (docs/requirements.md §4; RFC 6749 §4.1 with PKCE, RFC 7636):
 * `startSignIn` saves a state and a code verifier and returns the identity service's authorization URL;
 * on the way back, `completeSignIn` checks the state, exchanges the code (the transport stores the
 * tokens) and forgets what it saved. For apps that need more (the site keeps the page to return to and
 * processes returns in its router, decision 011) the parts are exported too: `createPkceRequest`,
 * `buildAuthorizeUrl`, `exchangeToken` of `@music/sdk/identity`.
 */

import type { User } from '../generated/identity/hooks.schemas.ts'
import { exchangeToken } from '../generated/identity/hooks.ts'
import { getSdk } from '../transport/index.ts'
import type { Sdk } from '../transport/sdk.ts'
import { buildAuthorizeUrl, createPkceRequest } from './pkce.ts'

/** Where a sign-in in progress is saved: `localStorage` by default (the return may land in another tab). */
export type SignInStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Storage keys of a sign-in in progress. */
export const SIGN_IN_STORAGE_KEYS = {
  /** OAuth `state` (RFC 6749 §10.12). */
  state: 'sso_state',
  /** PKCE `code_verifier` (RFC 7636 §4.1). */
  codeVerifier: 'sso_code_verifier',
  /** The `redirect_uri` sent, which the code exchange must repeat. */
  redirectUri: 'sso_redirect_uri',
} as const

/** Options of {@link startSignIn}. */
export interface StartSignInOptions {
  /**
   * Where the identity service sends the user back with `code` and `state`: an absolute URL of your
   * app that the identity service accepts for your app id (the sandbox: any loopback origin for its
   * dev app id, README).
   */
  redirectUri: string
  /** The sdk whose identity base URL and `appId` to use; default the default instance. */
  sdk?: Sdk
  /** Default `localStorage`. */
  storage?: SignInStorage
  /** OpenID Connect `prompt=login`: ask for the password even with a session (after 401 code 2011). */
  prompt?: 'login'
  /** OpenID Connect `login_hint`: the email address to fill in. */
  loginHint?: string
}

/** Why {@link completeSignIn} refused a return. */
export type SignInFailure = 'state-mismatch' | 'missing-code' | 'access-denied'

/**
 * Raised by {@link completeSignIn} when the return cannot be a sign-in: its `state` is not the one
 * saved (a forged or stale link: nothing is exchanged), it carries no `code`, or the identity service
 * sent an OAuth `error` (`access-denied`). A refused code exchange rejects with the transport's
 * `ServiceError` instead.
 */
export class SignInError extends Error {
  override name = 'SignInError'
  /** Why the return was refused. */
  readonly reason: SignInFailure

  constructor(reason: SignInFailure) {
    super(`Sign-in failed: ${reason}`)
    this.reason = reason
  }
}

const defaultStorage = (): SignInStorage => globalThis.localStorage

/**
 * Starts a sign-in: creates a state and a 43-character code verifier, saves them (and the
 * `redirect_uri`), and returns the authorization URL to send the browser to:
 * `{identity}/en/authorize?app_id&state&redirect_uri&code_challenge&code_challenge_method=S256`.
 * @throws Error when the sdk has no `appId`
 */
export async function startSignIn(options: StartSignInOptions): Promise<string> {
  const sdk = options.sdk ?? getSdk()
  const storage = options.storage ?? defaultStorage()
  const appId = sdk.config.appId
  if (!appId) throw new Error('startSignIn: configure the sdk with your appId first')
  const { state, codeVerifier, codeChallenge } = await createPkceRequest()
  storage.setItem(SIGN_IN_STORAGE_KEYS.state, state)
  storage.setItem(SIGN_IN_STORAGE_KEYS.codeVerifier, codeVerifier)
  storage.setItem(SIGN_IN_STORAGE_KEYS.redirectUri, options.redirectUri)
  return buildAuthorizeUrl({
    identityBaseUrl: sdk.baseUrl('identity'),
    appId,
    redirectUri: options.redirectUri,
    state,
    codeChallenge,
    prompt: options.prompt,
    loginHint: options.loginHint,
  })
}

/** The last return each sdk completed, so a second call for the same URL gets the same outcome. */
const lastReturn = new WeakMap<Sdk, { url: string; outcome: Promise<User> }>()

/**
 * Completes a sign-in on the page the identity service sent the user back to: checks `state` against
 * the saved one, exchanges `code` (`POST /api/v1/tokens/exchange`; the sdk stores the tokens, so the
 * user is signed in when this resolves), and forgets the saved values whatever happens. Queries of the
 * generated hooks that failed with 401 refetch once the tokens are stored (`sdk.onSignIn`).
 *
 * Idempotent for the same URL: a second call with the URL of the sign-in the same sdk completed (or
 * is completing) returns that call's outcome instead of failing with `state-mismatch`, as when React
 * StrictMode runs an effect twice.
 * @param url the page's URL, e.g. `location.href` (remove `code` and `state` from the address after)
 * @returns the signed-in user
 * @throws SignInError for a return that is not a sign-in; the transport's `ServiceError` when the
 *   identity service refuses the code (expired, used, another `redirect_uri`)
 */
export async function completeSignIn(
  url: string | URL,
  options: { sdk?: Sdk; storage?: SignInStorage } = {},
): Promise<User> {
  const sdk = options.sdk ?? getSdk()
  const href = new URL(url).href
  const last = lastReturn.get(sdk)
  if (last?.url === href) return last.outcome
  const outcome = exchangeReturn(href, sdk, options.storage ?? defaultStorage())
  lastReturn.set(sdk, { url: href, outcome })
  return outcome
}

/** {@link completeSignIn} for one return: checks it against the saved values, then exchanges the code. */
async function exchangeReturn(url: string, sdk: Sdk, storage: SignInStorage): Promise<User> {
  const params = new URL(url).searchParams
  const saved = {
    state: storage.getItem(SIGN_IN_STORAGE_KEYS.state),
    codeVerifier: storage.getItem(SIGN_IN_STORAGE_KEYS.codeVerifier),
    redirectUri: storage.getItem(SIGN_IN_STORAGE_KEYS.redirectUri),
  }
  for (const key of Object.values(SIGN_IN_STORAGE_KEYS)) storage.removeItem(key)
  if (!saved.state || !saved.codeVerifier || !saved.redirectUri || params.get('state') !== saved.state) {
    throw new SignInError('state-mismatch')
  }
  if (params.get('error')) throw new SignInError('access-denied')
  const code = params.get('code')
  if (!code) throw new SignInError('missing-code')
  const reply = await exchangeToken(
    {
      grant_type: 'authorization_code',
      app_id: sdk.config.appId ?? '',
      code,
      redirect_uri: saved.redirectUri,
      code_verifier: saved.codeVerifier,
    },
    { sdk },
  )
  return reply.user
}
