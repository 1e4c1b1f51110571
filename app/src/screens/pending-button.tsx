import type { ReactNode } from 'react'

/**
 * A button that starts something a screen waits for (a download, joining a program): while `pending`
 * it is disabled, `aria-busy` and says `pendingLabel` ("Preparing…") instead of its `children`
 * (docs/decisions/015 "mutations with a pending state"). `children` may hold a visually hidden part
 * naming what it acts on.
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
  onClick: () => void
  /** Default `button` (the primary style). */
  className?: string
  /** Id of the element that describes the button (`aria-describedby`), e.g. a refusal. */
  describedBy?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
