import { useId, useRef, useState } from 'react'

/**
 * A value the customer copies, e.g. a share link or a promotion code (docs/decisions/015): its label,
 * the value in a read-only input (selectable by hand), and a button that writes it to the clipboard
 * (`navigator.clipboard.writeText`, Clipboard API) and says so in a live region. When the browser
 * refuses the clipboard (no permission, an insecure origin), the value is selected instead and the
 * message says how to copy it.
 * @param label the input's label, e.g. "Your share link"
 * @param value the text to copy
 * @param buttonLabel the button's text, e.g. "Copy link" (default "Copy")
 */
export function CopyField({
  label,
  value,
  buttonLabel = 'Copy',
}: {
  label: string
  value: string
  buttonLabel?: string
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<{ copied: string; message: string } | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setStatus({ copied: value, message: `Copied to the clipboard: ${value}` })
    } catch {
      input.current?.select()
      setStatus({ copied: value, message: 'Your browser did not allow copying: press Ctrl+C (⌘C on a Mac).' })
    }
  }
  return (
    <div className="copy-field">
      <label htmlFor={id} className="copy-field__label">
        {label}
      </label>
      <div className="copy-field__row">
        <input
          ref={input}
          id={id}
          className="field__input field__input--wide screen-mono"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={id}
          onClick={() => void copy()}
        >
          {buttonLabel}
        </button>
      </div>
      <p role="status" className="copy-field__status">
        {status?.copied === value ? status.message : null}
      </p>
    </div>
  )
}
