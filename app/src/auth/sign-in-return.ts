/**
 * Sign-in return (spec §2 "Sign-in returns to the page with state and code query parameters; these are
 * removed after the exchange", §4). On ANY page the identity service returned to — content pages, the
 * 404 and error screens (`useSignInReturn`), the account area (its `beforeLoad`) — a matching `state`
 * gets its `code` exchanged for tokens (PKCE verifier); a mismatched one exchanges nothing and shows
 * "sign-in failed". Either way the saved values are cleared and `state`/`code` leave the address.
 * Loaded on demand (use-sign-in-return.ts, the `_account` layout): pages without a return never
 * download it.
 */
import { readTokenReply, type Sdk, safeReturnPath } from '@music/sdk/auth'
import { exchangeToken } from '@music/sdk/identity'
import { setSignInNotice, trackSignInReturn } from './auth-status.ts'
import { redirectUriFor } from './sign-in-flow.ts'
import { clearSignIn, readSignIn, type SignInStorage } from './sign-in-storage.ts'
import { hasSignInReturn, SIGN_IN_RETURN_PARAMS } from './use-sign-in-return.ts'

/** The message of the sign-in alert when a return is refused or its exchange fails. */
export const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed. Please try signing in again.'

/** What a processed return leads to; `returnPath` is where to go (path + search + hash, on the site). */
export type SignInReturnResult =
  | { outcome: 'signed-in'; returnPath: string }
  | { outcome: 'failed'; reason: 'state-mismatch' | 'missing-code' | 'exchange-failed'; returnPath: string }

/** Inputs of {@link completeSignInReturn}. */
export interface SignInReturnOptions {
  /** The configured sdk: identity base URL, `appId`, token store. */
  sdk: Sdk
  /** The address the identity service returned to (absolute URL, e.g. `location.href`). */
  href: string
  storage?: SignInStorage
}

const processed = new Map<string, Promise<SignInReturnResult>>()

/**
 * Processes the sign-in return in `href` once per `state`+`code` (concurrent and later calls get the
 * same promise): checks `state` against the saved one, exchanges the code (`POST
 * /api/v1/tokens/exchange`, `grant_type=authorization_code`, `app_id`, `code`, `redirect_uri` = origin +
 * path, `code_verifier`), stores the tokens, clears the saved values. Never rejects: failures resolve
 * as `outcome: 'failed'` and set the sign-in notice. The return path is the saved page when it is on
 * the site (`safeReturnPath`), else the current page without `state`/`code`.
 * @returns `null` when `href` holds no sign-in return
 */
export function completeSignInReturn(options: SignInReturnOptions): Promise<SignInReturnResult> | null {
  const url = new URL(options.href)
  if (!hasSignInReturn(url.search)) return null
  const key = `${url.searchParams.get('state')}\n${url.searchParams.get('code')}`
  let result = processed.get(key)
  if (!result) {
    result = trackSignInReturn(processSignInReturn(options.sdk, url, options.storage))
    processed.set(key, result)
  }
  return result
}

async function processSignInReturn(sdk: Sdk, url: URL, storage?: SignInStorage): Promise<SignInReturnResult> {
  const state = url.searchParams.get('state')
  const code = url.searchParams.get('code')
  const saved = readSignIn(storage)
  clearSignIn(storage)
  const here = withoutReturnParams(url)
  const fail = (reason: 'state-mismatch' | 'missing-code' | 'exchange-failed'): SignInReturnResult => {
    setSignInNotice(SIGN_IN_FAILED_MESSAGE)
    return { outcome: 'failed', reason, returnPath: here }
  }
  if (!state || !saved.state || !saved.codeVerifier || state !== saved.state) return fail('state-mismatch')
  if (!code) return fail('missing-code')
  try {
    const reply = await exchangeToken(
      {
        grant_type: 'authorization_code',
        app_id: sdk.config.appId ?? '',
        code,
        // The same rule as the authorization request's (decision 006), or the identity service refuses.
        redirect_uri: redirectUriFor(url.origin, url.href),
        code_verifier: saved.codeVerifier,
      },
      { sdk },
    )
    // The same reading as a refresh reply's: an empty or malformed token is a failed sign-in.
    const tokens = readTokenReply(reply.tokens)
    if (!tokens?.refresh) return fail('exchange-failed')
    sdk.setTokens(tokens)
  } catch {
    return fail('exchange-failed')
  }
  setSignInNotice(null)
  return { outcome: 'signed-in', returnPath: safeReturnPath(saved.redirectUrl, url.origin, here) }
}

/** Path + search + hash of `url` without the sign-in return parameters. */
function withoutReturnParams(url: URL): string {
  const search = new URLSearchParams(url.search)
  for (const name of SIGN_IN_RETURN_PARAMS) search.delete(name)
  const query = search.toString()
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`
}
