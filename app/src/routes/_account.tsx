import { QueryClientProvider } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountPending } from './_account/-components/account-pending.tsx'

/**
 * Pathless layout of the signed-in area (docs/conventions.md "Route files"; docs/references.md: `ssr: false` keeps it
 * out of the server HTML). Its `beforeLoad` (browser only) is the router context's guard
 * (`auth.requireSignedIn`: a sign-in return in the address is waited for, signed-out visitors leave for
 * sign-in and come back here, docs/requirements.md §4), then puts the area's QueryClient into the context
 * of the routes below; the component provides it to their hooks.
 */
export const Route = createFileRoute('/_account')({
  ssr: false,
  beforeLoad: async ({ context, location, preload }) => {
    await context.auth.requireSignedIn({ href: location.href, preload })
    return { queryClient: await context.accountQueryClient() }
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
