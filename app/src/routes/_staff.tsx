import { createFileRoute } from '@tanstack/react-router'
import { AreaPending } from '../screens/area-pending.tsx'
import { StaffLayout, StaffNotFound } from './_staff/-components/staff-layout.tsx'

/**
 * Pathless layout of the staff console (`/staff/…`; docs/decisions/014, 015, 024), client-rendered
 * (`ssr: false`) like the customer area. Its `beforeLoad` (browser only) first does what the account
 * layout does (`auth.requireSignedIn`: a sign-in return is completed, signed-out visitors sign in and
 * come back), then asks the identity service's `GET /me` whether the user holds the staff scope
 * (`notifications-admin`). Someone without it gets the 403 screen in place (the address stays): the
 * check stops the load with the router's not-found carrying `STAFF_ONLY`, which this layout's
 * not-found component shows as the 403 screen, so no console screen is loaded and no console data
 * requested. The check is imported on use, so neither
 * it nor the sdk clients it needs are in any page's first JavaScript.
 */
export const Route = createFileRoute('/_staff')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  // The session check, the area's QueryClient and the staff check's module load side by side (decision 032).
  beforeLoad: async ({ context, location, preload }) => {
    const [, queryClient, staffAccess] = await Promise.all([
      context.auth.requireSignedIn({ href: location.href, preload }),
      context.accountQueryClient(),
      preload ? undefined : import('./_staff/-components/staff-access.ts'),
    ])
    if (staffAccess) await staffAccess.requireStaff(queryClient)
    return { queryClient }
  },
  pendingComponent: () => <AreaPending message="Loading the staff console…" />,
  notFoundComponent: StaffNotFound,
  component: StaffLayout,
})
