/**
 * The guard of the signed-in areas' layouts (`_account`, `_staff`), on the server and in the browser
 * (docs/decisions/011, 034).
 *
 * - **On the server** (a full page load): another spelling of the screen's path (`/Account`,
 *   `/%61ccount`, `/account/`, …) is redirected to the canonical one (308); a sign-in the server
 *   started is completed on its return and redirected to the clean address; a signed-out visitor is
 *   redirected to sign-in (an HTTP redirect, so no empty area ever shows); otherwise the session's
 *   access token serves the request's loaders (`openSignedInRender`). An ended session leaves the
 *   area's one "sign in again" state ({@link SessionEndedError}, a 401); an identity service that
 *   fails, the error screen ({@link SignInUnavailableError}, a 503).
 * - **In the browser** (a client navigation into the area): the router context's guard,
 *   `auth.requireSignedIn` (a sign-in return in the address is completed, a signed-out visitor leaves
 *   for sign-in).
 */
import { redirect } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { SESSION_ENDED_MESSAGE } from '../screens/service-errors.ts'
import { type Auth, hasSignInReturn, SignInUnavailableError } from './auth.ts'
import {
  completeSignInOnServer,
  openSignedInRender,
  ownsSignInReturn,
  startSignInOnServer,
} from './signed-in-render.server.ts'

/**
 * Thrown by the server's guard when the identity service ended the session (the cookie's refresh
 * token is refused): the area shows its one "sign in again" state. Its message is
 * {@link SESSION_ENDED_MESSAGE}, which is what the browser sees of it after hydration.
 */
export class SessionEndedError extends Error {
  constructor() {
    super(SESSION_ENDED_MESSAGE)
    this.name = 'SessionEndedError'
  }
}

/** What the guard needs of a layout's `beforeLoad`. */
export interface SignedInGuardInput {
  auth: Auth
  /** The address asked for: path + search + hash (`location.href` of the router). */
  href: string
  /** The matched screen's canonical path (its route's path with the parameters filled in). */
  canonicalPath: string | undefined
  /** A hover preload (browser only): never starts a sign-in. */
  preload: boolean
}

/** See the module's comment. @throws the router's `redirect`, {@link SessionEndedError}, {@link SignInUnavailableError} */
export const guardSignedInArea = createIsomorphicFn()
  .server(async ({ href, canonicalPath }: SignedInGuardInput): Promise<void> => {
    const url = new URL(getRequest().url)
    if (canonicalPath !== undefined && url.pathname !== canonicalPath) {
      throw redirect({ href: `${canonicalPath}${url.search}`, statusCode: 308 })
    }
    if (hasSignInReturn(url.search)) {
      const page = await completeSignInOnServer(url)
      if (page !== undefined) throw redirect({ href: page, statusCode: 303 })
    }
    const session = await openSignedInRender()
    if (session === 'signed-out') throw redirect({ href: await startSignInOnServer(href), statusCode: 303 })
    if (session === 'ended') {
      // The "sign in again" state is an answer, not a failure of the site (the router's own status
      // for a thrown error is 500): 401, as for any request whose credentials are no longer valid.
      setDocumentStatus(401)
      throw new SessionEndedError()
    }
    if (session === 'unavailable') {
      // The identity service failed: the error screen, as a 503 (the site is fine; a dependency is
      // not), never the router's 500 for a thrown error (issue 36's operator walk).
      setDocumentStatus(503)
      throw new SignInUnavailableError()
    }
  })
  .client(
    ({ auth, href, preload }: SignedInGuardInput): Promise<void> => auth.requireSignedIn({ href, preload }),
  )

/**
 * Sets the HTTP status of the page being rendered on the server (e.g. 403 for the staff console's
 * refusal, which the router would answer as its not-found's 404; 503 when the identity service is
 * down); nothing in the browser. Start's
 * response helper status overrides the router's.
 */
export const setDocumentStatus = createIsomorphicFn()
  .server((status: 401 | 403 | 503): void => {
    try {
      setResponseStatus(status)
    } catch {
      // Outside a request (a unit test calling the guard directly): there is no response to set.
    }
  })
  .client((_status: 401 | 403 | 503): void => {})

/**
 * Whether a signed-in area renders on the server for this address (the layouts' `ssr`): always, but
 * for a sign-in return the browser started (its state and verifier are in the browser's storage,
 * docs/decisions/011), which the browser completes.
 */
export const signedInAreaSsr = createIsomorphicFn()
  .server(
    (search: string): boolean => !hasSignInReturn(search) || ownsSignInReturn(new URL(getRequest().url)),
  )
  .client((): boolean => true)

/**
 * The canonical path of the screen a layout's `beforeLoad` leads to: the last match's path (its
 * route's template with the parameters filled in, so `/ACCOUNT/profile` reads `/account/profile`)
 * without a trailing slash.
 */
export function canonicalPathOf(matches: readonly { pathname: string }[]): string | undefined {
  const path = matches.at(-1)?.pathname
  return path === undefined ? undefined : path.replace(/(.)\/+$/, '$1')
}
