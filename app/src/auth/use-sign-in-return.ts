/**
 * The sign-in return hook of every page (spec §2, §4; decision 006). Only the check for `state`/`code`
 * is here: the exchange (sign-in-return.ts, the identity client) is loaded when there is a return.
 */
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { trackSignInReturn } from './auth-status.ts'
import { useSiteSdk } from './use-site-sdk.ts'

/** Query parameters the identity service appends on return (RFC 6749 §4.1.2). */
export const SIGN_IN_RETURN_PARAMS = ['state', 'code'] as const

/** True when `search` (a `location.search` string) holds a sign-in return to process. */
export function hasSignInReturn(search: string): boolean {
  const params = new URLSearchParams(search)
  return SIGN_IN_RETURN_PARAMS.some((name) => params.has(name))
}

/**
 * Processes a sign-in return in the current address, once after hydration (client only), then
 * replaces the address with the return path through the router (no reload). Renders nothing,
 * returns nothing. Called by every content page and by both error screens.
 */
export function useSignInReturn(): void {
  const router = useRouter()
  const sdk = useSiteSdk()
  useEffect(() => {
    if (!sdk || !hasSignInReturn(window.location.search)) return
    const href = window.location.href
    // Tracked from the start, so the header reads `loading` while the exchange code loads too.
    const work = import('./sign-in-return.ts').then(({ completeSignInReturn }) =>
      completeSignInReturn({ sdk, href }),
    )
    void trackSignInReturn(work).then((result) => {
      if (result) void router.navigate({ href: result.returnPath, replace: true })
    })
  }, [router, sdk])
}
