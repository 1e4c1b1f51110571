import { type ReactNode, useRef } from 'react'

/**
 * A button that starts something a screen waits for (a download, joining a program, a clone): while
 * `pending` it is disabled, `aria-busy` and says `pendingLabel` ("Preparing…") instead of its `children`
 * (docs/decisions/015 "mutations with a pending state"). `children` may hold a visually hidden part
 * naming what it acts on.
 *
 * A repeated click never starts the action twice (docs/decisions/028): while the promise `onClick`
 * returned is unsettled, further clicks are ignored, even those that arrive before `pending` reaches
 * the page (a double click lands both clicks before React re-renders the button as disabled).
 */
export function PendingButton({
  pending,
  pendingLabel,
  onClick,
  className = 'button',
  describedBy,
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
  children: ReactNode
}) {
  const running = useRef(false)
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (running.current) return
        const started = onClick()
        if (!(started instanceof Promise)) return
        running.current = true
        const settle = () => {
          running.current = false
        }
        void started.then(settle, settle)
      }}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
