/**
 * The site's sign-in state, one per router (`context.auth`: one per server request, one per browser
 * tab; docs/decisions/011). It is part of every page's first JavaScript, so it holds only the status
 * store and the rules that need no sdk; everything that does (the sdk transport, PKCE, the identity
 * service's calls) is in `session.ts`, which {@link Auth.session} loads on first use, in the browser.
 *
 * docs/requirements.md §4 "Authentication": the status is `signed-in` when the site's server holds a
 * refresh token (its readable hint cookie says so: docs/decisions/031), read without loading the
 * session module, so a page whose visitor never signs in never loads it (decision 034). A signed-in
 * screen rendered on the server says so in its HTML (`hydrate`). A sign-in return (`state` and `code`
 * in the address) is processed here, once, whichever page the identity service sent the browser back to.
 *
 * One session every tab agrees on (decision 034): a tab knows whose screens it shows (`screenUser`);
 * tokens of another user never reach it (the tab store's owner, `refreshSession`'s check), and when the
 * session's user changes in another tab, `sessionChange()` says so, and the signed-in areas drop what
 * they show of the previous user.
 */
import { hasSessionHint, sessionCookiesSecure } from '@music/sdk'
import { redirect } from '@tanstack/react-router'
import type { PublicConfig } from '../config/server-config.ts'
import type { PendingAction, Session, SignInOptions, SignInReturnResult } from './session.ts'

/** `loading` until the browser has read the session hint, and while a sign-in return is exchanged. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in'

/**
 * What became of the session this tab's signed-in screens were loaded for: `none` (it holds, or the
 * tab shows none), `ended` (signed out in another tab, or ended by the identity service), or
 * `other-user` (another user signed in in another tab).
 */
export type SessionChange = 'none' | 'ended' | 'other-user'

/** What the server tells the browser about the session of a signed-in screen it rendered (no secret). */
export interface DehydratedSession {
  /** The id of the user the screen's data belongs to. */
  user: number
}

/** Query parameters the identity service appends on return (RFC 6749 §4.1.2). */
export const SIGN_IN_RETURN_PARAMS = ['state', 'code'] as const

/** The message of the sign-in alert when a return is refused or its exchange fails. */
export const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed. Please try signing in again.'

/** The message of the sign-in alert when sign-in cannot start (the session could not load). */
export const SIGN_IN_UNAVAILABLE_MESSAGE = 'Sign-in is not available right now. Please try again later.'

/**
 * Thrown by the signed-in areas' guard when the identity service does not answer: the area's error
 * screen explains it (with a retry) instead of the browser's error page of a failed navigation.
 */
export class SignInUnavailableError extends Error {
  constructor() {
    super(SIGN_IN_UNAVAILABLE_MESSAGE)
    this.name = 'SignInUnavailableError'
  }
}

/** The site's sign-in state and actions (`context.auth`). */
export interface Auth {
  /** The current status (a `useSyncExternalStore` snapshot). */
  status(): AuthStatus
  /**
   * The status the server rendered: `signed-in` for a signed-in screen it rendered with its data,
   * else `loading` (published pages are cached for everyone, so their HTML cannot know). The
   * `useSyncExternalStore` server snapshot, the same on the server and during hydration.
   */
  serverStatus(): AuthStatus
  /**
   * Notes that the server renders (or the browser hydrates) a signed-in screen of `session.user`:
   * the status is `signed-in` and the tab's screens belong to that user.
   */
  hydrate(session: DehydratedSession): void
  /** What the server knew, for the HTML (`undefined` when this request rendered no signed-in screen). */
  dehydrate(): DehydratedSession | undefined
  /** The user whose data this tab's signed-in screens show, once known. */
  screenUser(): number | undefined
  /** Notes whose data the tab's signed-in screens show (the signed-in areas, after identity's `GET /me`). */
  setScreenUser(user: number): void
  /**
   * What became of the session the tab's screens were loaded for (a `useSyncExternalStore` snapshot).
   * The first change stays until the page is loaded again (signing in again leaves the page): the
   * tab's screens say one thing however the other tabs' sign-outs and sign-ins arrive.
   */
  sessionChange(): SessionChange
  /** The sign-in alert's message (e.g. "Sign-in failed"), or `null`. */
  notice(): string | null
  /** Shows `message` in the sign-in alert; `null` hides it. */
  setNotice(message: string | null): void
  /**
   * Calls `listener` whenever the status or the notice may have changed: after a sign-in return, a
   * sign-out, a refused refresh, and when the tab comes back to the foreground (cookie writes of other
   * tabs fire no event). @returns the unsubscribe function
   */
  subscribe(listener: () => void): () => void
  /**
   * The session: the configured sdk and the sign-in calls. Loads `session.ts` on the first call
   * (browser only) and resolves the same session afterwards.
   * @throws when the module or the public configuration cannot be loaded (the next call tries again)
   */
  session(): Promise<Session>
  /**
   * Leaves for the identity service's sign-in; it sends the browser back to `returnTo` (a site path with
   * search and hash; default the current page). Shows {@link SIGN_IN_UNAVAILABLE_MESSAGE} when it
   * cannot start: the session cannot load, or the identity service does not answer. `options` asks for
   * the password again (`prompt: 'login'`, `loginHint`) and keeps an action for the return
   * ({@link Auth.takePendingAction}; password re-entry, docs/decisions/022).
   */
  signIn(returnTo?: string, options?: SignInOptions): Promise<void>
  /** Signs out (refresh token revoked, cookies cleared), then leaves for the identity service's logout. */
  signOut(): Promise<void>
  /**
   * Processes the sign-in return in `href`, once per `state` + `code` however often it is asked: the
   * exchange, the tokens, the alert on failure, then one replacing navigation to the return path (the
   * saved page, or this page without `state`/`code`). The status reads `loading` meanwhile.
   * @returns `null` when `href` holds no return; never rejects
   */
  completeReturn(href: string): Promise<SignInReturnResult> | null
  /**
   * The route guard of the signed-in areas (`beforeLoad`, browser only). Waits for a sign-in return in
   * the address, then resolves when signed in. Signed out, it throws a redirect to the identity
   * service's sign-in that comes back to `href`; right after a failed return (its alert showing) a
   * redirect to `/` instead, so a refused sign-in never starts another one. A hover preload
   * (`preload: true`) never starts a sign-in: it resolves. When the identity service does not answer
   * it throws {@link SignInUnavailableError} instead of redirecting.
   */
  requireSignedIn(options: { href: string; preload: boolean }): Promise<void>
  /**
   * The action of `type` that the last successful sign-in return brought back (saved by
   * `signIn(…, { pendingAction })`, checked on return), once: a second call returns undefined. With
   * `keep`, it is only read (a render may read it; the effect that does it takes it).
   */
  takePendingAction(type: string, keep?: boolean): PendingAction | undefined
  /**
   * Signs this tab in with the access token the site's server obtained (sign-up, then password
   * sign-in; the server keeps the refresh token in its HttpOnly cookie).
   * @returns false when `reply` holds no usable access token (nothing stored)
   */
  acceptTokens(reply: unknown): Promise<boolean>
  /** Forgets the session in every tab without calling the identity service, which ended it itself. */
  endSession(): Promise<void>
}

/** What {@link createAuth} needs from the router. */
export interface AuthOptions {
  /** The public configuration (the sdk's base URLs and app id): the router's `PublicConfigSource`. */
  config: () => Promise<Pick<PublicConfig, 'servicesBaseUrl' | 'appId'>>
  /** Replaces the current address with `href` (a site path) through the router. */
  navigate: (href: string) => void
  /** Loads the session module; tests pass their own. Default: `import('./session.ts')`. */
  loadSession?: () => Promise<typeof import('./session.ts')>
  /** Whether the identity service answers `url` (the sign-in URL); tests pass their own. Default {@link identityAnswers}. */
  probe?: (url: string) => Promise<boolean>
}

/** How long the identity service may take to answer the probe before sign-in, in ms (the service timeout). */
export const IDENTITY_PROBE_TIMEOUT_MS = 10_000

/**
 * Whether the identity service answers at all at `url` (the sign-in URL about to be opened, so a
 * working service answers 200): a `HEAD`, `no-cors`, so
 * any reply counts (an opaque one, an error status included) and only no reply (refused,
 * unresolvable, timed out) does not. Asked before leaving for sign-in, so a visitor whose sign-in
 * could only end on the browser's own error page stays on ours with an explanation (docs/decisions/019).
 */
export async function identityAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      signal: AbortSignal.timeout(IDENTITY_PROBE_TIMEOUT_MS),
    })
    return true
  } catch {
    return false
  }
}

/** True when `search` (a `location.search` string) holds a sign-in return to process. */
export function hasSignInReturn(search: string): boolean {
  const params = new URLSearchParams(search)
  return SIGN_IN_RETURN_PARAMS.some((name) => params.has(name))
}

/** Path + search + hash of `url` without the sign-in return parameters. */
export function withoutReturnParams(url: URL): string {
  const search = new URLSearchParams(url.search)
  for (const name of SIGN_IN_RETURN_PARAMS) search.delete(name)
  const query = search.toString()
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`
}

/** Leaves the site for `url` (a full page load: the identity service is another origin). */
function leaveFor(url: string): void {
  window.location.assign(url)
}

/** Creates the router's {@link Auth}. Holds no state outside the returned object. */
export function createAuth(options: AuthOptions): Auth {
  const loadSession = options.loadSession ?? (() => import('./session.ts'))
  const probe = options.probe ?? identityAnswers
  const listeners = new Set<() => void>()
  const returns = new Map<string, Promise<SignInReturnResult>>()
  let pendingReturns = 0
  let notice: string | null = null
  let pendingAction: PendingAction | undefined
  let loaded: Session | undefined
  let loading: Promise<Session> | undefined
  /** What the server knew (a signed-in screen it rendered). */
  let known: DehydratedSession | undefined
  /** The session hint as last read from `document.cookie` (read again when the tab comes back). */
  let hint: boolean | undefined
  /** The session's user as this tab last heard it (a refresh's or a sign-in's reply). */
  let sessionUser: number | undefined
  let screenUser: number | undefined
  let otherUser = false
  /** What became of the session this tab's screens were loaded for, once it changed (it stays so). */
  let changed: SessionChange = 'none'
  /** This tab signs out itself: its screens stay until it leaves for the identity service. */
  let leaving = false

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const signedInNow = (): boolean => {
    if (loaded) return loaded.isSignedIn()
    if (typeof document === 'undefined') return known !== undefined
    hint ??= hasSessionHint(document.cookie, { secure: sessionCookiesSecure(window.location.origin) })
    return hint
  }
  const learnUser = (user: number) => {
    sessionUser = user
    if (screenUser !== undefined && user !== screenUser) otherUser = true
    notify()
  }

  const auth: Auth = {
    status() {
      if (pendingReturns > 0) return 'loading'
      return signedInNow() ? 'signed-in' : 'signed-out'
    },
    serverStatus: () => (known ? 'signed-in' : 'loading'),
    hydrate(session) {
      known = session
      screenUser = session.user
    },
    dehydrate: () => known,
    screenUser: () => screenUser,
    setScreenUser(user) {
      known = { user }
      screenUser = user
      if (sessionUser !== undefined && sessionUser !== user) otherUser = true
      notify()
    },
    sessionChange() {
      // Once changed, changed for good: a sign-out and another user's sign-in in other tabs reach
      // this one in either order, with a sign-in in between, and its screen must not change its mind.
      if (changed !== 'none' || screenUser === undefined || leaving) return changed
      changed = otherUser ? 'other-user' : signedInNow() ? 'none' : 'ended'
      return changed
    },
    notice: () => notice,
    setNotice(message) {
      notice = message
      notify()
    },
    subscribe(listener) {
      // Another tab's cookie writes fire no event: the hint is read again when this one comes back.
      const comeBack = () => {
        hint = undefined
        listener()
      }
      listeners.add(listener)
      window.addEventListener('focus', comeBack)
      document.addEventListener('visibilitychange', comeBack)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('focus', comeBack)
        document.removeEventListener('visibilitychange', comeBack)
      }
    },
    session() {
      loading ??= Promise.all([loadSession(), options.config()]).then(
        ([{ createSiteSession }, config]) => {
          loaded = createSiteSession(config, {
            onSignedOut: notify,
            onChange: notify,
            screenUser: () => screenUser,
            owner: () => (screenUser ?? sessionUser)?.toString(),
            onUser: learnUser,
            onOtherUser: () => {
              otherUser = true
              notify()
            },
          })
          notify()
          return loaded
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    async signIn(returnTo, signInOptions) {
      const { pathname, search, hash } = window.location
      try {
        const session = await auth.session()
        const url = await session.signInUrl(returnTo ?? `${pathname}${search}${hash}`, signInOptions)
        if (!(await probe(url))) throw new SignInUnavailableError()
        leaveFor(url)
      } catch {
        auth.setNotice(SIGN_IN_UNAVAILABLE_MESSAGE)
      }
    },
    async signOut() {
      const session = await auth.session()
      leaving = true
      const url = await session.signOut()
      notify()
      leaveFor(url)
    },
    completeReturn(href) {
      const url = new URL(href)
      if (!hasSignInReturn(url.search)) return null
      const key = `${url.searchParams.get('state')}\n${url.searchParams.get('code')}`
      let result = returns.get(key)
      if (!result) {
        const here = withoutReturnParams(url)
        pendingReturns += 1
        notify()
        result = auth
          .session()
          .then((session) => session.completeReturn(url, here))
          .catch(
            (): SignInReturnResult => ({ outcome: 'failed', reason: 'exchange-failed', returnPath: here }),
          )
          .then((settled) => {
            pendingReturns -= 1
            if (settled.outcome === 'signed-in') pendingAction = settled.pendingAction
            auth.setNotice(settled.outcome === 'failed' ? SIGN_IN_FAILED_MESSAGE : null)
            options.navigate(settled.returnPath)
            return settled
          })
        returns.set(key, result)
      }
      return result
    },
    async requireSignedIn({ href, preload }) {
      const session = await auth.session()
      await auth.completeReturn(new URL(href, window.location.origin).href)
      if (session.isSignedIn() || preload) return
      if (notice === SIGN_IN_FAILED_MESSAGE) throw redirect({ to: '/', replace: true })
      const url = await session.signInUrl(href)
      if (!(await probe(url))) throw new SignInUnavailableError()
      throw redirect({ href: url })
    },
    takePendingAction(type, keep) {
      const action = pendingAction?.type === type ? pendingAction : undefined
      if (action && !keep) pendingAction = undefined
      return action
    },
    async acceptTokens(reply) {
      const accepted = (await auth.session()).adoptTokens(reply)
      notify()
      return accepted
    },
    async endSession() {
      await (await auth.session()).forget()
      notify()
    },
  }
  return auth
}
