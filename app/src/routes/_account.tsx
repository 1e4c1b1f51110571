import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AreaLayout } from '../screens/area-layout.tsx'
import { AreaPending } from '../screens/area-pending.tsx'
import { ACCOUNT_AREA, accountNavigation } from './_account/-components/account-navigation.ts'

/**
 * Pathless layout of the signed-in customer area (docs/decisions/011, 015; docs/references.md:
 * `ssr: false` keeps it out of the server HTML). Its `beforeLoad` (browser only) is the router
 * context's guard (`auth.requireSignedIn`: a sign-in return in the address is waited for, signed-out
 * visitors leave for sign-in and come back to the screen they asked for, docs/requirements.md §4),
 * then puts the area's QueryClient into the context of the screens below. The component provides it
 * to their hooks and frames every screen with the area's navigation.
 */
export const Route = createFileRoute('/_account')({
  ssr: false,
  // The pending placeholder goes with the layout into its chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  // The session check and the area's QueryClient load side by side, not one after the other (decision 032).
  beforeLoad: async ({ context, location, preload }) => {
    const [, queryClient] = await Promise.all([
      context.auth.requireSignedIn({ href: location.href, preload }),
      context.accountQueryClient(),
    ])
    return { queryClient }
  },
  pendingComponent: () => <AreaPending message="Loading your account…" />,
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
