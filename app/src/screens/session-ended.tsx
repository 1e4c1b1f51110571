import { useRouterState } from '@tanstack/react-router'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { SESSION_ENDED_MESSAGE } from './service-errors.ts'

/** Tells the area that a section met an ended session (docs/requirements.md §8: refused refresh). */
const SessionEndedReport = createContext<() => void>(() => undefined)

/**
 * Where a signed-in area says that the session ended (decision 033): one alert above the screen with
 * one "Sign in again" (back to this page), however many sections failed for it; the sections
 * themselves only say they will be back ({@link useReportSessionEnded}). Wraps the area's screen.
 */
export function SessionEndedBoundary({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false)
  const report = useCallback(() => setEnded(true), [])
  const { signIn } = useAuth()
  const href = useRouterState({ select: (state) => state.location.href })
  return (
    <SessionEndedReport.Provider value={report}>
      {ended ? (
        <div className="screen-notice screen-notice--error session-ended" role="alert">
          <p>{SESSION_ENDED_MESSAGE}</p>
          <button type="button" className="button" onClick={() => signIn(href)}>
            Sign in again
          </button>
        </div>
      ) : null}
      {children}
    </SessionEndedReport.Provider>
  )
}

/** Reports an ended session to the area's {@link SessionEndedBoundary} once the caller shows. */
export function useReportSessionEnded(): void {
  const report = useContext(SessionEndedReport)
  useEffect(() => report(), [report])
}
