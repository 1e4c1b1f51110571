/**
 * Starting and ending a session (spec §4 "Authentication", "Logout"): OAuth 2 authorization code +
 * PKCE (RFC 7636) against the identity service's `/en/authorize`, and sign-out through `/en/logout`.
 * Framework-free so that route guards, hooks and tests share it.
 */
import {
  buildAuthorizeUrl,
  buildLogoutUrl,
  createPkceRequest,
  type Sdk,
  safeReturnPath,
} from '@music/sdk/auth'
import { logoutMe } from '@music/sdk/identity'
import { notifyAuthChanged } from './auth-status.ts'
import { clearSignIn, type SignInStorage, saveSignIn } from './sign-in-storage.ts'

/** Inputs of {@link prepareSignIn}. */
export interface PrepareSignInOptions {
  /** The configured sdk (identity base URL, `appId`). */
  sdk: Sdk
  /** The site's origin, e.g. `location.origin`. */
  origin: string
  /**
   * Site page to come back to (path + search + hash, e.g. `/dj/pro?x=1#top`). Off-site targets are
   * replaced by `/` (`safeReturnPath`).
   */
  returnTo: string
  storage?: SignInStorage
}

/**
 * Creates a state, a 43-character verifier and its S256 challenge, saves state, verifier and the
 * return page in localStorage, and builds the authorization URL
 * `{identity}/en/authorize?app_id&state&redirect_uri={origin}{path}&code_challenge&code_challenge_method=S256`.
 * The identity service sends the browser back to `redirect_uri` with `state` and `code`.
 * @returns the authorization URL to leave for
 * @throws Error when the sdk has no `appId`
 */
export async function prepareSignIn(options: PrepareSignInOptions): Promise<string> {
  const appId = options.sdk.config.appId
  if (!appId) throw new Error('Sign-in needs the sdk to be configured with an appId')
  const returnTo = safeReturnPath(options.returnTo, options.origin)
  const { state, codeVerifier, codeChallenge } = await createPkceRequest()
  saveSignIn({ state, codeVerifier, redirectUrl: returnTo }, options.storage)
  return buildAuthorizeUrl({
    identityBaseUrl: options.sdk.baseUrl('identity'),
    appId,
    redirectUri: redirectUriFor(options.origin, returnTo),
    state,
    codeChallenge,
  })
}

/**
 * The `redirect_uri` for a page: the site origin plus the page's path, without its search and hash
 * (the identity service appends `state` and `code`; the saved redirect URL keeps the rest).
 */
export function redirectUriFor(origin: string, page: string): string {
  return `${origin}${new URL(page, origin).pathname}`
}

/** Inputs of {@link signOutOfSite}. */
export interface SignOutOptions {
  sdk: Sdk
  /** The site's origin: the logout `continue` target is `{origin}/`. */
  origin: string
  storage?: SignInStorage
}

/**
 * Ends the session (spec §4 "Logout clears cookies and tokens and redirects to the identity service
 * logout with a continue target"): revokes the refresh token (`POST /api/v1/me/logout`, best effort:
 * a failure does not keep anyone signed in), clears the token cookies and the saved sign-in values.
 * @returns the identity service logout URL `{identity}/en/logout?continue={origin}/` to leave for
 */
export async function signOutOfSite(options: SignOutOptions): Promise<string> {
  const { sdk } = options
  const refresh = sdk.tokens().refresh
  if (refresh) {
    try {
      await logoutMe({ refresh_token: refresh.token }, { sdk })
    } catch {
      // best effort: the cookies are cleared below whatever the service says
    }
  }
  sdk.signOut()
  clearSignIn(options.storage)
  notifyAuthChanged()
  return buildLogoutUrl({ identityBaseUrl: sdk.baseUrl('identity'), continue: `${options.origin}/` })
}
