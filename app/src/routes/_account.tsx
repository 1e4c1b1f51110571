import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AccountPending } from './_account/-components/AccountPending.tsx'

/**
 * Pathless layout of the signed-in area (STYLE.md "Route files"; REFERENCES.md: `ssr: false` keeps it
 * out of the server HTML). `beforeLoad` (browser only) first completes a sign-in return in the address
 * (the identity service sends people back to `/account?state&code`), then sends signed-out visitors to
 * sign in with this page as the return path; they come back here signed in (spec §4). It also puts the
 * area's QueryClient into the context of the routes below and provides it to their components.
 */
export const Route = createFileRoute('/_account')({
  ssr: false,
  beforeLoad: async ({ context, location, preload }) => {
    // Loaded here, not imported: the sdk's auth code stays out of the first JS of every page.
    const [{ configureSiteSdk }, { completeSignInReturn }, { prepareSignIn }, { accountQueryClient }] =
      await Promise.all([
        import('../auth/site-sdk.ts'),
        import('../auth/sign-in-return.ts'),
        import('../auth/sign-in-flow.ts'),
        import('./_account/-components/account-query-client.ts'),
      ])
    const sdk = configureSiteSdk(context.config)
    const origin = window.location.origin
    const pending = completeSignInReturn({ sdk, href: new URL(location.href, origin).href })
    if (pending) {
      const result = await pending
      // A refused return shows its alert on the homepage instead of starting sign-in again.
      if (result.outcome === 'failed') throw redirect({ to: '/', replace: true })
      throw redirect({ href: result.returnPath, replace: true })
    }
    // Hover preloads must not start a sign-in (it would overwrite the saved state).
    if (sdk.isSignedIn() || preload) return { queryClient: accountQueryClient() }
    throw redirect({ href: await prepareSignIn({ sdk, origin, returnTo: location.href }) })
  },
  pendingComponent: AccountPending,
  component: AccountLayout,
})

function AccountLayout() {
  const { queryClient } = Route.useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
