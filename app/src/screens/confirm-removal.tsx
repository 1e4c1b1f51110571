import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { Dialog } from './dialog.tsx'
import { PendingButton } from './pending-button.tsx'
import { serviceErrorMessage } from './service-errors.ts'

/**
 * A removal that asks first (issue 33 "removing a host has neither confirmation nor undo"; the card
 * removal's pattern, decision 020): the button opens a {@link Dialog} that says what goes and what
 * follows, with the removal and "Keep it" (focused first: the safe choice). A refusal shows in the
 * dialog, which stays open to try again or keep; on success the dialog closes and `onRemoved` runs
 * (announce it; the button is usually gone with what it removed, so move focus to the announcement
 * with {@link useFocusAfterRemoval}).
 * @param children the button's content (a visually hidden part may name what it removes)
 * @param title the dialog's heading, a question ("Remove this host?")
 * @param explanation what the removal does, in a sentence or two
 * @param confirmLabel the removal's button in the dialog ("Remove host")
 * @param onRemove the removal; a rejection is shown in the dialog (`serviceErrorMessage`)
 */
export function ConfirmRemoval({
  children,
  label,
  title,
  explanation,
  confirmLabel,
  onRemove,
  onRemoved,
}: {
  children: ReactNode
  /** The opening button's accessible name when its text needs its object (decision 020 "Label in Name"). */
  label?: string
  title: string
  explanation: ReactNode
  confirmLabel: string
  onRemove: () => Promise<unknown>
  onRemoved: () => void
}) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => {
          setError(null)
          setOpen(true)
        }}
      >
        {children}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)}>
        <p>{explanation}</p>
        {error ? (
          <p className="screen-notice screen-notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="screen-actions">
          <PendingButton
            className="button button--danger"
            pending={pending}
            pendingLabel="Removing…"
            onClick={async () => {
              setError(null)
              setPending(true)
              try {
                await onRemove()
              } catch (failure) {
                setError(`Not removed. ${serviceErrorMessage(failure)}`)
                return
              } finally {
                setPending(false)
              }
              setOpen(false)
              onRemoved()
            }}
          >
            {confirmLabel}
          </PendingButton>
          <button
            type="button"
            className="button button--secondary"
            data-autofocus
            onClick={() => setOpen(false)}
          >
            Keep it
          </button>
        </div>
      </Dialog>
    </>
  )
}

/**
 * Where focus goes after a confirmed removal: `[ref, focusSoon]`. The removed item's row, and the
 * dialog with it, leave the page in the render that shows the list without it; until then the modal
 * dialog keeps the rest of the page inert and a `focus()` there does nothing. `focusSoon()` focuses
 * `ref` in the effect after that render (the element needs `tabIndex={-1}`).
 */
export function useFocusAfterRemoval<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null)
  const [requests, setRequests] = useState(0)
  useEffect(() => {
    if (requests > 0) ref.current?.focus()
  }, [requests])
  return [ref, () => setRequests((n) => n + 1)]
}
