/**
 * Half-typed forms are not lost (decision 037): leaving a screen or the page while a form holds what
 * was typed and not yet sent asks first. One guard per area (`UnsavedChangesGuard`, in `AreaLayout`;
 * the sign-up screen has its own), fed by every `ScreenForm` inside it, over the router's own blocker
 * (`useBlocker`): a navigation to another screen opens the dialog "Leave this page?" (Stay / Leave
 * without saving); a reload, closing the tab or leaving the site asks through the browser's own
 * `beforeunload` prompt (browsers show only their own words there).
 *
 * A form counts as changed while its values differ from what it was loaded with (TanStack Form's
 * `isDefaultValue`: a form reset to what the service stored after a save is unchanged again) and from
 * what it last sent (a question form that keeps the question after asking it), and it is not being
 * sent (a form whose submit moves on, like a new campaign, must not stop itself). A form whose values
 * live in the address (a filter) says `warnOnLeave={false}` to its `ScreenForm`. A navigation that
 * stays on the screen (a filter's search parameters) leaves every form in place, so it never asks.
 * The blocker is registered only while some form is changed, so other navigations stay synchronous.
 */
import { useBlocker } from '@tanstack/react-router'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Dialog } from './dialog.tsx'

/** A changed form, as the guard sees it. */
interface ChangedForm {
  /** The form's name (its `aria-label`), for the dialog: "Your details". */
  label: string
  /** Whether it is still changed now (a navigation may come while it is being sent). */
  changed: () => boolean
}

/** Where a form reports that it holds unsent changes (`undefined` when it no longer does). */
const UnsavedChangesReport = createContext<((id: string, form: ChangedForm | undefined) => void) | null>(null)

/**
 * The guard of an area (or a screen outside one): asks before a navigation to another path, a reload
 * or leaving the site while a `ScreenForm` inside holds unsent changes. Wraps the forms it guards.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [changed, setChanged] = useState<ReadonlyMap<string, ChangedForm>>(new Map())
  const latest = useRef(changed)
  latest.current = changed
  const report = useCallback((id: string, form: ChangedForm | undefined) => {
    setChanged((previous) => {
      if (!form && !previous.has(id)) return previous
      const next = new Map(previous)
      if (form) next.set(id, form)
      else next.delete(id)
      return next
    })
  }, [])
  const unsaved = useCallback(() => [...latest.current.values()].filter((form) => form.changed()), [])
  const [asking, setAsking] = useState<string[]>([])
  const blocker = useBlocker({
    shouldBlockFn: useCallback(
      ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => {
        const forms = unsaved()
        if (current.pathname === next.pathname || forms.length === 0) return false
        setAsking(forms.map((form) => form.label))
        return true
      },
      [unsaved],
    ),
    enableBeforeUnload: useCallback(() => unsaved().length > 0, [unsaved]),
    disabled: changed.size === 0,
    withResolver: true,
  })
  return (
    <UnsavedChangesReport.Provider value={report}>
      {children}
      <Dialog
        open={blocker.status === 'blocked'}
        title="Leave this page?"
        onClose={() => {
          // Escape or "Close": stay, as with "Stay on this page".
          if (blocker.status === 'blocked') blocker.reset()
        }}
      >
        <p>
          What you typed in {asking.map((label) => `“${label}”`).join(', ')} is not saved yet. If you leave,
          it is lost.
        </p>
        <div className="screen-actions">
          <button type="button" className="button" data-autofocus onClick={() => blocker.reset?.()}>
            Stay on this page
          </button>
          <button type="button" className="button button--secondary" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </div>
      </Dialog>
    </UnsavedChangesReport.Provider>
  )
}

/**
 * Tells the surrounding {@link UnsavedChangesGuard} (if any) whether a form holds unsent changes.
 * @param label the form's name in the dialog
 * @param changedNow reads whether it is changed now (the form's state, live)
 * @param changed the same, as last rendered (reports follow it)
 */
export function useUnsavedChangesReport(label: string, changedNow: () => boolean, changed: boolean): void {
  const report = useContext(UnsavedChangesReport)
  const id = useId()
  const read = useRef(changedNow)
  read.current = changedNow
  useEffect(() => {
    if (!report) return
    report(id, changed ? { label, changed: () => read.current() } : undefined)
  }, [report, id, label, changed])
  useEffect(() => () => report?.(id, undefined), [report, id])
}
