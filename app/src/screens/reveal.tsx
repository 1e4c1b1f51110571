import { type ReactNode, useId, useRef, useState } from 'react'

/**
 * A button that shows or hides a form under it (`aria-expanded`, `aria-controls`), for actions a
 * screen offers many times (a form per licence): the screen stays short until one is wanted.
 * @param label the button's text, e.g. "Authorise a machine"
 * @param children the form; `close` hides it again (after a successful submit) and puts focus back on
 *   the button, where the announced result is read
 */
export function Reveal({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div className="reveal">
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={id} hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  )
}
