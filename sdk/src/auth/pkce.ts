/**
 * OAuth 2 authorization code + PKCE against the identity service (docs/requirements.md §4; RFC 7636), using WebCrypto
 * (`crypto.getRandomValues`, `crypto.subtle`), available in browsers and Node ≥ 20.
 */
import { bytesToBase64Url } from '../transport/base64.ts'
import { getSdk } from '../transport/index.ts'

/** PKCE `code_challenge_method` used here (RFC 7636 §4.2). */
export const CODE_CHALLENGE_METHOD = 'S256'

/**
 * A fresh code verifier: 32 random bytes, base64url without padding → 43 characters of
 * `A-Z a-z 0-9 - _`, unbiased (RFC 7636 §4.1, docs/requirements.md §9 "Code verifier length 43").
 */
export function createCodeVerifier(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)))
}

/** The S256 code challenge of a verifier: BASE64URL(SHA-256(ASCII(verifier))) (RFC 7636 §4.2). */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return bytesToBase64Url(new Uint8Array(digest))
}

/** A random OAuth `state` (16 random bytes, base64url: 22 characters) against CSRF (RFC 6749 §10.12). */
export function createState(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(16)))
}

/** Everything a sign-in redirect needs: save `state` and `codeVerifier`, send `codeChallenge`. */
export interface PkceRequest {
  state: string
  codeVerifier: string
  codeChallenge: string
}

/** Creates a state, a verifier and its S256 challenge in one go. */
export async function createPkceRequest(): Promise<PkceRequest> {
  const codeVerifier = createCodeVerifier()
  return { state: createState(), codeVerifier, codeChallenge: await createCodeChallenge(codeVerifier) }
}

/** Inputs of {@link buildAuthorizeUrl}. */
export interface AuthorizeUrlOptions {
  /** Identity service base URL; default: the default sdk instance's `identity` base URL. */
  identityBaseUrl?: string
  /** The application id (`app_id`). */
  appId: string
  /** Where the identity service sends the user back with `code` and `state`. */
  redirectUri: string
  state: string
  codeChallenge: string
  /**
   * `login`: the identity service asks for the password even when its own session is still signed in
   * (OpenID Connect Core §3.1.2.1), the answer to 401 code 2011 (password re-entry, decision 017).
   */
  prompt?: 'login'
  /** Fills in the sign-in form's email address (OpenID Connect Core §3.1.2.1 `login_hint`). */
  loginHint?: string
}

/**
 * The identity service's authorization URL:
 * `{identity}/en/authorize?app_id=…&state=…&redirect_uri=…&code_challenge=…&code_challenge_method=S256`,
 * plus `prompt` and `login_hint` when given.
 */
export function buildAuthorizeUrl(options: AuthorizeUrlOptions): string {
  const url = new URL(`${identityBase(options.identityBaseUrl)}/en/authorize`)
  url.searchParams.set('app_id', options.appId)
  url.searchParams.set('state', options.state)
  url.searchParams.set('redirect_uri', options.redirectUri)
  url.searchParams.set('code_challenge', options.codeChallenge)
  url.searchParams.set('code_challenge_method', CODE_CHALLENGE_METHOD)
  if (options.prompt) url.searchParams.set('prompt', options.prompt)
  if (options.loginHint) url.searchParams.set('login_hint', options.loginHint)
  return url.toString()
}

/** Inputs of {@link buildLogoutUrl}. */
export interface LogoutUrlOptions {
  /** Identity service base URL; default: the default sdk instance's `identity` base URL. */
  identityBaseUrl?: string
  /** Absolute URL to come back to after logout (check it with `safeReturnTarget` first). */
  continue: string
}

/** The identity service's logout URL: `{identity}/en/logout?continue=…` (docs/requirements.md §4 "Logout"). */
export function buildLogoutUrl(options: LogoutUrlOptions): string {
  const url = new URL(`${identityBase(options.identityBaseUrl)}/en/logout`)
  url.searchParams.set('continue', options.continue)
  return url.toString()
}

function identityBase(explicit: string | undefined): string {
  return (explicit ?? getSdk().baseUrl('identity')).replace(/\/+$/, '')
}
