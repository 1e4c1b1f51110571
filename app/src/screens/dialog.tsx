import './dialog.css'
import { type ReactNode, useState } from 'react'
import { Dialog } from '../blocks/shared/dialog.tsx'

/**
 * A button that opens a modal {@link Dialog} of a screen (docs/decisions/015, issue 13;
 * `aria-haspopup="dialog"`), for a step the customer confirms or backs out of: a plan change, a
 * cancellation, removing a card. The dialog is the site's one (blocks/shared/dialog.tsx) in its form
 * size (`dialog--form`), which a click on the backdrop does not close; focus goes to the control marked
 * `data-autofocus` (the safe choice of a confirmation) or the first one, and back to the button.
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
        className="dialog--form"
        closeOnBackdropClick={false}
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
