import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { SessionChange } from '../auth/auth.ts'
import { keepDraft, keptDraftForms, subscribeDrafts, takeDraft } from '../auth/session-drafts.ts'
import { useAuth, useRouterAuth } from '../auth/use-auth.ts'
import { type FormDrafts, FormDraftsContext } from './form-drafts.tsx'
import { SESSION_ENDED_MESSAGE } from './service-errors.ts'

/** Tells the area that a section met an ended session (docs/requirements.md §8: refused refresh). */
const SessionEndedReport = createContext<() => void>(() => undefined)

/**
 * The one message when the session the tab's screens were loaded for changed, however it changed (ended
 * by the identity service, signed out or another user signed in in another tab) and in whichever order
 * the other tabs' sign-outs and sign-ins arrive (issue 33: "session ended" or "another account"
 * depended on timing); true in each case (issue 32's walk: a session the server ended was told "you
 * signed out").
 */
export const SESSION_CHANGED_MESSAGE =
  'You are no longer signed in with the account this page was loaded for: your session ended, or you signed out or signed in with another account, perhaps in another tab. Sign in again to go on.'

/**
 * Brings the area's "sign in again" state to the person when it appears (issue 32's walk: it replaced
 * a form the person had scrolled to at 320 px, 630 px above the viewport, with focus left on the body):
 * scrolls the alert into view and moves focus to it. Returns the ref for the alert (`tabIndex={-1}`).
 */
function useFocusOnShow() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Focusing scrolls the alert into view when it is not (the browser's own focus scrolling).
    ref.current?.focus()
  }, [])
  return ref
}

/**
 * The one "sign in again" state of a signed-in area (decision 033): an alert with one "Sign in again"
 * (back to this page), scrolled into view and focused when it appears.
 */
export function SessionEndedNotice() {
  const { signIn } = useAuth()
  const href = useRouterState({ select: (state) => state.location.href })
  const ref = useFocusOnShow()
  return (
    <div ref={ref} tabIndex={-1} className="screen-notice screen-notice--error session-ended" role="alert">
      <p>{SESSION_ENDED_MESSAGE}</p>
      <button type="button" className="button" onClick={() => signIn(href)}>
        Sign in again
      </button>
    </div>
  )
}

/**
 * The state of an area whose session changed in another tab ({@link SESSION_CHANGED_MESSAGE}), with
 * "Sign in again" (back to this page), and which forms' typed values are kept for the user who typed
 * them (`FormDraft`): they come back when that user signs in again in this tab within the drafts'
 * lifetime, and a sign-out in this tab forgets them (`forgetDrafts`), as the note says.
 */
function SessionChangedNotice() {
  const { signIn } = useAuth()
  const auth = useRouterAuth()
  const href = useRouterState({ select: (state) => state.location.href })
  const user = auth.screenUser()
  const kept = useSyncExternalStore(
    subscribeDrafts,
    () => (user === undefined ? '' : keptDraftForms(user).join('\n')),
    () => '',
  )
  const forms = kept ? kept.split('\n') : []
  const ref = useFocusOnShow()
  return (
    <div ref={ref} tabIndex={-1} className="screen-notice screen-notice--error session-ended" role="alert">
      <p>{SESSION_CHANGED_MESSAGE}</p>
      {forms.length > 0 ? (
        <p>
          What you typed in {forms.map((form) => `“${form}”`).join(', ')} is kept in this tab for an hour: it
          comes back when you sign in again here with the same account. Signing out in this tab forgets it.
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => signIn(href)}>
        Sign in again
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
 * The screen says so in one way, whatever the change and its timing, and stays so until the tab signs
 * in again (`Auth.sessionChange` does not change its mind). What the screen's forms held is kept for
 * the user who typed it (`FormDrafts`, `app/src/auth/session-drafts.ts`), never shown to another.
 */
export function SessionEndedBoundary({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false)
  const report = useCallback(() => setEnded(true), [])
  const change = useSessionChange()
  const queryClient = useQueryClient()
  const drafts = useFormDrafts()
  useEffect(() => {
    if (change !== 'none') queryClient.clear()
  }, [change, queryClient])
  return (
    <FormDraftsContext.Provider value={drafts}>
      {change !== 'none' ? (
        <SessionChangedNotice />
      ) : (
        <SessionEndedReport.Provider value={report}>
          {ended ? <SessionEndedNotice /> : null}
          {children}
        </SessionEndedReport.Provider>
      )}
    </FormDraftsContext.Provider>
  )
}

/**
 * The area's {@link FormDrafts}: a form's values are kept only once the session changed, for the user
 * whose screens the tab showed, on this page; given back only while the session holds, to that user.
 */
function useFormDrafts(): FormDrafts {
  const auth = useRouterAuth()
  const path = useRouterState({ select: (state) => state.location.pathname })
  return useMemo(
    () => ({
      keep(form, values) {
        const user = auth.screenUser()
        if (user !== undefined && auth.sessionChange() !== 'none') keepDraft({ user, path, form }, values)
      },
      take(form) {
        const user = auth.screenUser()
        if (user === undefined || auth.sessionChange() !== 'none') return undefined
        return takeDraft({ user, path, form })
      },
    }),
    [auth, path],
  )
}

/** Reports an ended session to the area's {@link SessionEndedBoundary} once the caller shows. */
export function useReportSessionEnded(): void {
  const report = useContext(SessionEndedReport)
  useEffect(() => report(), [report])
}
