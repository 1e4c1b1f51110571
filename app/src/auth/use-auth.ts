/**
 * The router context's {@link Auth} in components (docs/decisions/011): `useAuth()` for the status, the
 * sign-in alert and the sign-in / sign-out actions; `useSignInReturn()`, called once by the root
 * document, for the sign-in return on whatever page the identity service sent the browser back to.
 */
import { useRouter } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import type { Auth, AuthStatus } from './auth.ts'

/** The sign-in state and actions of {@link useAuth}. */
export interface AuthState {
  /**
   * `signed-in` on the server and during hydration of a signed-in screen the server rendered;
   * `loading` there for any other page (published pages are cached for everyone); then what the
   * session hint says (`signed-in` or `signed-out`), or `loading` while a sign-in return is exchanged.
   */
  status: AuthStatus
  /** The sign-in alert's message, or `null`. */
  notice: string | null
  /** Leaves for the identity service's sign-in, to come back to `returnTo` (default: this page). */
  signIn(returnTo?: string): void
  /** Signs out, then leaves for the identity service's logout (which comes back to the homepage). */
  signOut(): void
  /** Hides the sign-in alert. */
  dismissNotice(): void
}

/** The router's {@link Auth} (`context.auth`). */
export function useRouterAuth(): Auth {
  return useRouter().options.context.auth
}

/**
 * The site's sign-in state and actions (docs/requirements.md §4). The status settles after hydration
 * from the session hint, without loading the session module, which the actions load when used
 * (docs/decisions/034: a visitor who never signs in never loads it); the access token is refreshed
 * on demand by the sdk transport.
 */
export function useAuth(): AuthState {
  const auth = useRouterAuth()
  const status = useSyncExternalStore(auth.subscribe, auth.status, auth.serverStatus)
  const notice = useSyncExternalStore(auth.subscribe, auth.notice, () => null)
  return {
    status,
    notice,
    signIn: (returnTo) => void auth.signIn(returnTo),
    signOut: () => void auth.signOut(),
    dismissNotice: () => auth.setNotice(null),
  }
}

/**
 * Processes a sign-in return in the address once the page has hydrated (client only): `Auth` exchanges
 * the code and replaces the address with the return path through the router. Called once, by the root
 * document, so it covers content pages, the 404 and error screens and the signed-in areas alike.
 */
export function useSignInReturn(): void {
  const auth = useRouterAuth()
  useEffect(() => {
    void auth.completeReturn(window.location.href)
  }, [auth])
}
