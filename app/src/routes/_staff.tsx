import { createFileRoute } from '@tanstack/react-router'
import { NO_STORE } from '../../server/cache-policy.ts'
import { canonicalPathOf, guardSignedInArea, signedInAreaSsr } from '../auth/signed-in-guard.ts'
import { AreaPending } from '../screens/area-pending.tsx'
import { SignedInAreaError } from '../screens/signed-in-area-error.tsx'
import { identifyScreenUser } from './_account/-components/screen-user.ts'
import { StaffLayout, StaffNotFound } from './_staff/-components/staff-layout.tsx'

/**
 * Pathless layout of the staff console (`/staff/…`; docs/decisions/014, 015, 024, 034), rendered on
 * the server with its data like the customer area. Its `beforeLoad` first does what the account
 * layout does (the areas' guard), then asks the identity service's `GET /me` whether the user holds
 * the staff scope (`notifications-admin`). Someone without it gets the 403 screen in place (the
 * address stays): the check stops the load with the router's not-found carrying `STAFF_ONLY`, which
 * this layout's not-found component shows as the 403 screen, so no console screen is loaded and no
 * console data requested. The check is imported on use, so neither it nor the sdk clients it needs
 * are in any page's first JavaScript. Every response is `private, no-store` (`headers`).
 */
export const Route = createFileRoute('/_staff')({
  ssr: ({ location }) => signedInAreaSsr(location.searchStr),
  headers: () => ({ 'Cache-Control': NO_STORE }),
  codeSplitGroupings: [
    ['component', 'pendingComponent'],
    ['loader'],
    ['errorComponent'],
    ['notFoundComponent'],
  ],
  // The area's QueryClient, which the root's `beforeLoad` loaded; the session check and the staff
  // check's module load side by side (decisions 032, 034).
  context: ({ context }) => ({ queryClient: context.loadedQueryClient() }),
  beforeLoad: async ({ context, location, preload, matches }) => {
    const [, staffAccess] = await Promise.all([
      guardSignedInArea({
        auth: context.auth,
        href: location.href,
        canonicalPath: canonicalPathOf(matches),
        preload,
      }),
      preload ? undefined : import('./_staff/-components/staff-access.ts'),
    ])
    if (staffAccess) await staffAccess.requireStaff(context.queryClient)
  },
  loader: ({ context, preload }) => identifyScreenUser(context, preload),
  pendingComponent: () => <AreaPending message="Loading the staff console…" />,
  errorComponent: SignedInAreaError,
  notFoundComponent: StaffNotFound,
  component: StaffLayout,
})
