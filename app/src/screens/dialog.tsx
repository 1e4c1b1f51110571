import './dialog.css'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Shown (a modal dialog) while true. */
  open: boolean
  /** Called once the dialog has closed: Escape, its "Close" button, or `open` turned false. */
  onClose: () => void
  /** The dialog's heading (h2) and accessible name, e.g. "Cancel Studio yearly?". */
  title: string
  /** The content; rendered only while open, so each opening starts afresh. */
  children: ReactNode
}

/**
 * A modal dialog of a screen (docs/decisions/015, issue 13): the native `<dialog>` shown with
 * `showModal()`, so the browser keeps focus inside it, makes the rest of the page inert and closes it
 * on Escape. Named by its heading; focus goes to its first control when it opens (or the one marked
 * `data-autofocus`: the safe choice of a confirmation) and back to what had it (the button that opened
 * it) when it closes; a click on the backdrop does not close it (a form would lose what was typed). For
 * a step the customer confirms or backs out of: a plan change, a cancellation, removing a card. Not
 * the marketing blocks' media dialog (blocks/shared/dialog.tsx): sharing one module between the
 * content pages and the account area costs every marketing page a chunk of its own (decision 020); its
 * own class names (`screen-dialog`) keep the two stylesheets apart.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      // The safe choice of a confirmation ("Keep subscription") rather than its first control.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      className="screen-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
        onClose()
      }}
    >
      {open ? (
        <div className="screen-dialog__body">
          <div className="screen-dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="screen-dialog__close"
              aria-label="Close"
              onClick={() => ref.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}

/**
 * A button that opens a {@link Dialog} (`aria-haspopup="dialog"`), for an action that needs a
 * confirmation or a few steps.
 * @param label the button's text, e.g. "Cancel subscription"
 * @param title the dialog's heading
 * @param children the dialog's content; `close` closes it (after the action went through)
 * @param defaultOpen open it at once (a link that asks for this action)
 */
export function DialogButton({
  label,
  title,
  children,
  secondary = true,
  defaultOpen = false,
  onClose,
}: {
  label: string
  title: string
  children: (close: () => void) => ReactNode
  secondary?: boolean
  defaultOpen?: boolean
  /** Called once the dialog has closed, however it closed. */
  onClose?: () => void
}) {
  const [open, setOpen] = useState(defaultOpen)
  return (
    <>
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog
        open={open}
        title={title}
        onClose={() => {
          setOpen(false)
          onClose?.()
        }}
      >
        {children(() => setOpen(false))}
      </Dialog>
    </>
  )
}
