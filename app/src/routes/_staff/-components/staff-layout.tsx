import { AccessDeniedError } from '@music/sdk'
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, Outlet } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { NotFoundScreen } from '../../../errors/not-found-screen.tsx'
import { AreaLayout } from '../../../screens/area-layout.tsx'
import { Screen } from '../../../screens/screen.tsx'
import { STAFF_AREA, staffNavigation } from './staff-navigation.ts'
import { isStaffOnly } from './staff-only.ts'
import './staff.css'

const staffRoute = getRouteApi('/_staff')

/** The staff console's frame: its QueryClient, its navigation, and the 403 screen when a call is refused. */
export function StaffLayout() {
  const { queryClient } = staffRoute.useRouteContext()
  return (
    <QueryClientProvider client={queryClient}>
      <StaffArea />
    </QueryClientProvider>
  )
}

/**
 * The console's screens. The service stays the authority (decision 014): when any console call is
 * refused with 403 2000 (the scope was revoked during the session), the area is replaced by the 403
 * screen.
 */
function StaffArea() {
  const denied = useAccessDenied()
  if (denied) return <AccessDenied />
  return (
    <AreaLayout label={STAFF_AREA} entries={staffNavigation}>
      <Outlet />
    </AreaLayout>
  )
}

/** The first `AccessDeniedError` of a query or mutation of the area's QueryClient, once one fails so. */
function useAccessDenied(): AccessDeniedError | undefined {
  const queryClient = useQueryClient()
  const [denied, setDenied] = useState<AccessDeniedError>()
  useEffect(() => {
    const check = (error: unknown) => {
      if (error instanceof AccessDeniedError) setDenied(error)
    }
    const unsubscribeQueries = queryClient
      .getQueryCache()
      .subscribe((event) => check(event.query.state.error))
    const unsubscribeMutations = queryClient
      .getMutationCache()
      .subscribe((event) => check(event.mutation?.state.error))
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient])
  return denied
}

/** The layout's not-found component: the 403 screen for the staff guard's refusal, else the site's 404. */
export function StaffNotFound({ data }: { data?: unknown }) {
  return isStaffOnly(data) ? <AccessDenied /> : <NotFoundScreen />
}

/**
 * The 403 screen (the address stays): who may use the console, and where to go instead. Its title
 * replaces the screen's, so the tab says what happened.
 */
export function AccessDenied() {
  useEffect(() => {
    document.title = `Access denied | ${STAFF_AREA} | Music Software`
  }, [])
  return (
    <div className="area area--single">
      <Screen
        title="Access denied"
        intro="The staff console is for staff who manage the in-app notifications. Your account does not have that role (403)."
      >
        <p>
          If you work on notification campaigns, ask an identity administrator to grant your account the
          notifications-admin role, then sign in again.
        </p>
        <p>
          <Link to="/account" className="button">
            Go to my account
          </Link>
        </p>
      </Screen>
    </div>
  )
}
