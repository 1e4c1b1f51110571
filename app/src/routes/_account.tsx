import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { NO_STORE } from '../../server/cache-policy.ts'
import { canonicalPathOf, guardSignedInArea, signedInAreaSsr } from '../auth/signed-in-guard.ts'
import { AreaLayout } from '../screens/area-layout.tsx'
import { AreaPending } from '../screens/area-pending.tsx'
import { SignedInAreaError } from '../screens/signed-in-area-error.tsx'
import { ACCOUNT_AREA, accountNavigation } from './_account/-components/account-navigation.ts'
import { identifyScreenUser } from './_account/-components/screen-user.ts'

/**
 * Pathless layout of the signed-in customer area (docs/decisions/011, 015, 034), rendered on the
 * server with its screens' data. Its `beforeLoad` is the areas' guard (`guardSignedInArea`: on the
 * server the canonical address, the session's access token, or an HTTP redirect to sign-in; in the
 * browser `auth.requireSignedIn`, docs/requirements.md §4), then puts the area's QueryClient into
 * the context of the screens below; its loader notes whose data the screens show. Every response of
 * the area is `private, no-store` (`headers`: the matched route decides, whatever the spelling of
 * its path). The component provides the QueryClient to the screens' hooks and frames every screen
 * with the area's navigation.
 */
export const Route = createFileRoute('/_account')({
  ssr: ({ location }) => signedInAreaSsr(location.searchStr),
  headers: () => ({ 'Cache-Control': NO_STORE }),
  // The pending placeholder goes with the layout into its chunk, out of every page's first JavaScript;
  // so does the loader (it imports the identity service's queries).
  codeSplitGroupings: [
    ['component', 'pendingComponent'],
    ['loader'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  // The area's QueryClient, which the root's `beforeLoad` loaded (decision 034).
  context: ({ context }) => ({ queryClient: context.loadedQueryClient() }),
  beforeLoad: async ({ context, location, preload, matches }) => {
    await guardSignedInArea({
      auth: context.auth,
      href: location.href,
      canonicalPath: canonicalPathOf(matches),
      preload,
    })
  },
  loader: ({ context, preload }) => identifyScreenUser(context, preload),
  pendingComponent: () => <AreaPending message="Loading your account…" />,
  errorComponent: SignedInAreaError,
  component: AccountLayout,
})

function AccountLayout() {
  const { queryClient } = Route.useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <AreaLayout label={ACCOUNT_AREA} entries={accountNavigation}>
        <Outlet />
      </AreaLayout>
    </QueryClientProvider>
  )
}
