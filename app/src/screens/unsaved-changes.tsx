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
 *
 * A save waiting for the connection (a form submitted while offline: its call is paused until the
 * browser is back online, decision 037) counts as unsent work too, and is never lost silently: leaving
 * its screen asks first ("Your change … is waiting to be sent"); a reload or closing the tab asks while
 * any save of the area waits, on whatever screen the person is now; the error screen does not load the
 * page again before the waiting saves went out (`useWaitingSaves`); and a save that ends after its
 * screen is gone says how it went in the area's one status line (`AreaStatus`: a screen's
 * `useResult` message, or the form's refusal), carried over the error screen's reload.
 */
import { useBlocker, useRouterState } from '@tanstack/react-router'
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
  /** Whether what it holds is a save waiting for the connection (sent once back online), not typed values. */
  waiting: () => boolean
}

/** A result said in the area's status line (as `Result` of result-status.tsx, which builds on this module). */
interface AreaResult {
  tone: 'success' | 'error'
  message: string
}

/**
 * The area's saves that wait for the connection and its status line, for the kit's forms, results and
 * error screen (`useWaitingSaves`).
 */
export interface WaitingSaves {
  /** A form's submission now waits for the connection; returns its id for `end`. */
  begin(label: string): string
  /** That submission went out and its outcome was said (or it was given up). */
  end(id: string): void
  /** How many saves wait now. */
  count(): number
  /** Resolves once no save waits (at once when none does). */
  whenSent(): Promise<void>
  /** Says `result` in the area's status line: for an outcome whose screen is gone. */
  announce(result: AreaResult): void
  /** Keeps what the status line says now for the page loaded next in this tab (a reload by the error screen). */
  carryOver(): void
}

const WaitingSavesContext = createContext<WaitingSaves | null>(null)

/** The surrounding guard's {@link WaitingSaves}, or null outside a guard (public pages). */
export function useWaitingSaves(): WaitingSaves | null {
  return useContext(WaitingSavesContext)
}

/** Where `carryOver` keeps the status line over a reload (the screen's own words: no personal data). */
const CARRIED_KEY = 'music:area-status'

/** The carried status line of this tab, removed as it is read; undefined without one. */
function takeCarried(): AreaResult | undefined {
  try {
    const raw = sessionStorage.getItem(CARRIED_KEY)
    if (raw === null) return undefined
    sessionStorage.removeItem(CARRIED_KEY)
    const parsed = JSON.parse(raw) as Partial<AreaResult>
    if (typeof parsed.message !== 'string' || (parsed.tone !== 'success' && parsed.tone !== 'error')) return
    return { tone: parsed.tone, message: parsed.message }
  } catch {
    return undefined
  }
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
  const saves = useWaitingSavesRegistry()
  const [asking, setAsking] = useState<{ typed: string[]; waiting: string[] }>({ typed: [], waiting: [] })
  const blocker = useBlocker({
    shouldBlockFn: useCallback(
      ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => {
        const forms = unsaved()
        if (current.pathname === next.pathname || forms.length === 0) return false
        setAsking({
          typed: forms.filter((form) => !form.waiting()).map((form) => form.label),
          waiting: forms.filter((form) => form.waiting()).map((form) => form.label),
        })
        return true
      },
      [unsaved],
    ),
    // A reload or closing the tab loses typed values and waiting saves alike (neither is kept).
    enableBeforeUnload: useCallback(() => unsaved().length > 0 || saves.value.count() > 0, [unsaved, saves]),
    disabled: changed.size === 0 && saves.waiting === 0,
    withResolver: true,
  })
  const quoted = (labels: string[]) => labels.map((label) => `“${label}”`).join(', ')
  return (
    <WaitingSavesContext.Provider value={saves.value}>
      <UnsavedChangesReport.Provider value={report}>
        <p
          role="status"
          className={saves.said ? `area-status area-status--${saves.said.tone}` : 'area-status'}
        >
          {saves.said?.message}
        </p>
        {children}
        <Dialog
          open={blocker.status === 'blocked'}
          title="Leave this page?"
          onClose={() => {
            // Escape or "Close": stay, as with "Stay on this page".
            if (blocker.status === 'blocked') blocker.reset()
          }}
        >
          {asking.typed.length > 0 ? (
            <p>What you typed in {quoted(asking.typed)} is not saved yet. If you leave, it is lost.</p>
          ) : null}
          {asking.waiting.length > 0 ? (
            <p>
              Your change in {quoted(asking.waiting)} is waiting to be sent: you are offline. If you leave
              this page, it is sent when you are back online and we tell you how it went; if you reload or
              close the page before, it is lost.
            </p>
          ) : null}
          <div className="screen-actions">
            <button type="button" className="button" data-autofocus onClick={() => blocker.reset?.()}>
              Stay on this page
            </button>
            <button type="button" className="button button--secondary" onClick={() => blocker.proceed?.()}>
              {asking.typed.length > 0 ? 'Leave without saving' : 'Leave this page'}
            </button>
          </div>
        </Dialog>
      </UnsavedChangesReport.Provider>
    </WaitingSavesContext.Provider>
  )
}

/**
 * The guard's {@link WaitingSaves}: the waiting submissions (ids), their number as state (the blocker
 * is registered while one waits), and the status line's result, cleared when the person moves to
 * another screen; a line carried over a reload is said once the page is there.
 */
function useWaitingSavesRegistry() {
  const [waiting, setWaiting] = useState(0)
  const [said, setSaid] = useState<(AreaResult & { pathname: string }) | null>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const where = useRef(pathname)
  where.current = pathname
  // What the line says, as announced (a reload may follow an announcement before React renders it).
  const latestSaid = useRef<(AreaResult & { pathname: string }) | null>(null)
  const [value] = useState<WaitingSaves>(() => {
    const open = new Set<string>()
    let listeners: Array<() => void> = []
    let next = 0
    const changed = () => {
      setWaiting(open.size)
      if (open.size > 0) return
      const resolved = listeners
      listeners = []
      for (const resolve of resolved) resolve()
    }
    return {
      begin: () => {
        next += 1
        const id = `save-${next}`
        open.add(id)
        changed()
        return id
      },
      end: (id) => {
        if (open.delete(id)) changed()
      },
      count: () => open.size,
      whenSent: () =>
        open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => listeners.push(resolve)),
      announce: (result) => {
        latestSaid.current = { ...result, pathname: where.current }
        setSaid(latestSaid.current)
      },
      carryOver: () => {
        const current = latestSaid.current
        // Only what was said on this screen: a line from another screen is no longer shown.
        if (!current || current.pathname !== where.current) return
        try {
          sessionStorage.setItem(
            CARRIED_KEY,
            JSON.stringify({ tone: current.tone, message: current.message }),
          )
        } catch {
          // Storage refused (private mode, quota): the outcome was said before the reload at least.
        }
      },
    }
  })
  useEffect(() => {
    // After the first render, so that screen readers hear it as a change of the live region.
    const carried = takeCarried()
    if (carried) setSaid({ ...carried, pathname: where.current })
  }, [])
  // Said where the person was; another screen starts without it.
  const shown = said && said.pathname === pathname ? said : null
  return { value, waiting, said: shown }
}

/**
 * Tells the surrounding {@link UnsavedChangesGuard} (if any) whether a form holds unsent changes.
 * @param label the form's name in the dialog
 * @param changedNow reads whether it is changed now (the form's state, live)
 * @param changed the same, as last rendered (reports follow it)
 * @param waitingNow reads whether what it holds is a save waiting for the connection (not typed values)
 */
export function useUnsavedChangesReport(
  label: string,
  changedNow: () => boolean,
  changed: boolean,
  waitingNow: () => boolean = () => false,
): void {
  const report = useContext(UnsavedChangesReport)
  const id = useId()
  const read = useRef(changedNow)
  read.current = changedNow
  const readWaiting = useRef(waitingNow)
  readWaiting.current = waitingNow
  useEffect(() => {
    if (!report) return
    report(
      id,
      changed ? { label, changed: () => read.current(), waiting: () => readWaiting.current() } : undefined,
    )
  }, [report, id, label, changed])
  useEffect(() => () => report?.(id, undefined), [report, id])
}
