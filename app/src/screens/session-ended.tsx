import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import type { SessionChange } from '../auth/auth.ts'
import { useAuth, useRouterAuth } from '../auth/use-auth.ts'
import { SESSION_ENDED_MESSAGE } from './service-errors.ts'

/** Tells the area that a section met an ended session (docs/requirements.md §8: refused refresh). */
const SessionEndedReport = createContext<() => void>(() => undefined)

/** The message when another user signed in in another tab (docs/decisions/034). */
export const OTHER_USER_SIGNED_IN_MESSAGE =
  'You signed in with another account in another tab. What this page showed is no longer shown here.'

/**
 * The one "sign in again" state of a signed-in area (decision 033): an alert with one "Sign in again"
 * (back to this page).
 */
export function SessionEndedNotice() {
  const { signIn } = useAuth()
  const href = useRouterState({ select: (state) => state.location.href })
  return (
    <div className="screen-notice screen-notice--error session-ended" role="alert">
      <p>{SESSION_ENDED_MESSAGE}</p>
      <button type="button" className="button" onClick={() => signIn(href)}>
        Sign in again
      </button>
    </div>
  )
}

/** The state of an area whose session now belongs to another user: reload this page as that user. */
function OtherUserNotice() {
  return (
    <div className="screen-notice screen-notice--error session-ended" role="alert">
      <p>{OTHER_USER_SIGNED_IN_MESSAGE}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Continue with the other account
      </button>
    </div>
  )
}

/** What became of the session the tab's screens were loaded for (`Auth.sessionChange`). */
export function useSessionChange(): SessionChange {
  const auth = useRouterAuth()
  return useSyncExternalStore(auth.subscribe, auth.sessionChange, () => 'none' as const)
}

/**
 * Where a signed-in area says that the session ended (decision 033): one alert above the screen with
 * one "Sign in again" (back to this page), however many sections failed for it; the sections
 * themselves only say they will be back ({@link useReportSessionEnded}). Wraps the area's screen.
 *
 * When the session changes in another tab (signed out there, or another user signed in: docs/
 * decisions/034), the screen is dropped in the same render, and the area's QueryClient emptied, so
 * nothing of the previous user stays on screen or in memory, and no form of theirs can be submitted.
 */
export function SessionEndedBoundary({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false)
  const report = useCallback(() => setEnded(true), [])
  const change = useSessionChange()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (change !== 'none') queryClient.clear()
  }, [change, queryClient])
  if (change === 'other-user') return <OtherUserNotice />
  if (change === 'ended') return <SessionEndedNotice />
  return (
    <SessionEndedReport.Provider value={report}>
      {ended ? <SessionEndedNotice /> : null}
      {children}
    </SessionEndedReport.Provider>
  )
}

/** Reports an ended session to the area's {@link SessionEndedBoundary} once the caller shows. */
export function useReportSessionEnded(): void {
  const report = useContext(SessionEndedReport)
  useEffect(() => report(), [report])
}
