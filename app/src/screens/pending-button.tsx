import { type ReactNode, useRef } from 'react'
import { OFFLINE_PENDING_LABEL, useOnline } from './connection.tsx'
import { REPEAT_WINDOW_MS } from './repeat-guard.ts'
import { useHydrated } from './use-hydrated.ts'

/**
 * A button that starts something a screen waits for (a download, joining a program, a clone): while
 * `pending` it is disabled, `aria-busy` and says `pendingLabel` ("Preparing…") instead of its `children`
 * (docs/decisions/015 "mutations with a pending state"). `children` may hold a visually hidden part
 * naming what it acts on.
 *
 * A repeated click never starts the action twice (docs/decisions/028, 033): while the promise `onClick`
 * returned is unsettled, further clicks are ignored, even those that arrive before `pending` reaches
 * the page (a double click lands both clicks before React re-renders the button as disabled); so is a
 * click within `REPEAT_WINDOW_MS` of its success, the second click of a double click that a quick reply
 * let through (a toggle such as Disable / Enable would otherwise act twice). After a failure the
 * button works again at once. While the browser is offline a pending action waits for the connection
 * (decision 037) and the button says "Waiting for a connection…". Disabled until the page is
 * hydrated ({@link useHydrated}).
 */
export function PendingButton({
  pending,
  pendingLabel,
  onClick,
  className = 'button',
  describedBy,
  label,
  children,
}: {
  pending: boolean
  pendingLabel: ReactNode
  /** The action; when it returns a promise, clicks are ignored until it settles. */
  onClick: () => unknown
  /** Default `button` (the primary style). */
  className?: string
  /** Id of the element that describes the button (`aria-describedby`), e.g. a refusal. */
  describedBy?: string
  /**
   * The accessible name while not pending, when the visible text needs its object: the visible text
   * plus the object ("Make default: Visa ending 1111", decision 020 "Label in Name").
   */
  label?: string
  children: ReactNode
}) {
  const online = useOnline()
  const running = useRef(false)
  const hydrated = useHydrated()
  /** When the last action succeeded (`performance.now()`, ms). */
  const succeededAt = useRef(Number.NEGATIVE_INFINITY)
  return (
    <button
      type="button"
      className={className}
      // In a server-rendered screen, disabled until the page is hydrated (a press would do nothing).
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      aria-label={pending ? undefined : label}
      onClick={() => {
        if (running.current || performance.now() - succeededAt.current < REPEAT_WINDOW_MS) return
        const started = onClick()
        if (!(started instanceof Promise)) return
        running.current = true
        void started.then(
          () => {
            running.current = false
            succeededAt.current = performance.now()
          },
          () => {
            running.current = false
          },
        )
      }}
    >
      {pending ? (online ? pendingLabel : OFFLINE_PENDING_LABEL) : children}
    </button>
  )
}
