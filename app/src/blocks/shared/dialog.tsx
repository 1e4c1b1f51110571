import { type ReactNode, useEffect, useId, useRef } from 'react'
import './dialog.css'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown (modal). */
  open: boolean
  /** Called when the dialog closes itself: Escape, the close button or a click on the backdrop. */
  onClose: () => void
  /** The dialog's heading, which also labels it (`aria-labelledby`). */
  title: string
  /** Hide the heading visually (it still labels the dialog). */
  hideTitle?: boolean
  children: ReactNode
}

/**
 * An accessible modal dialog on the native `<dialog>` (`showModal()`): the platform traps focus and
 * closes on Escape; focus returns to the element that was focused when it opened; it is labelled by its
 * heading (WAI-ARIA APG "Dialog (Modal)"). Children are rendered only while open, so media inside
 * stops when it closes.
 */
export function Dialog({ open, onClose, title, hideTitle = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
      // showModal() focuses the first focusable element; make sure focus is inside in every engine.
      if (!dialog.contains(document.activeElement)) closeButton.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  const handleClose = () => {
    onClose()
    const previous = opener.current
    opener.current = null
    if (previous instanceof HTMLElement) previous.focus()
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={handleClose}
      // A click on the backdrop (the dialog element itself, outside its body) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
      // The platform closes a modal dialog on Escape; closing here too covers engines and close-watcher
      // rules that skip it (close() on a closed dialog does nothing).
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.close()
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="dialog__close"
            onClick={() => ref.current?.close()}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  )
}
