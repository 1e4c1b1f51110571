import { useEffect, useId, useRef, useState } from 'react'
import { useValueFromBeforeHydration } from './use-hydrated.ts'

/**
 * A list's search box whose words live in the address (issue 33): each keystroke calls `onSearch` with
 * the text as typed (the screen replaces the address's `q`), and `value` is the address's `q` as the
 * router read it back. The box keeps what is typed while the address catches up, so a fast typist never
 * loses a letter to an older address arriving late; a `value` that did not come from typing here (back,
 * forward, a link) replaces the box's text. `type="search"`: Escape clears it in the browser. What is
 * typed into the server's HTML before the page hydrated stays and is searched for once it has.
 * @param label the box's label, e.g. "Search by name"
 * @param value the search in the address ('' for none)
 * @param onSearch called with the box's text on every change
 */
export function SearchField({
  label,
  value,
  onSearch,
  hint,
}: {
  label: string
  value: string
  onSearch: (text: string) => void
  hint?: string
}) {
  const id = useId()
  const [text, setText] = useState(value)
  // What this box has asked for and the address has not shown yet, oldest first.
  const pending = useRef<string[]>([])
  const input = useRef<HTMLInputElement>(null)
  const search = (next: string) => {
    setText(next)
    pending.current.push(next.trim())
    onSearch(next)
  }
  useValueFromBeforeHydration(input, value, search)
  // The address's search as last seen: only a change of it speaks here (on mount it is the box's own
  // text, and clearing the box then dropped what was typed before the page hydrated).
  const seen = useRef(value)
  useEffect(() => {
    if (value === seen.current) return
    seen.current = value
    const own = pending.current.indexOf(value)
    if (own >= 0) {
      pending.current.splice(0, own + 1)
      return
    }
    pending.current = []
    setText(value)
  }, [value])
  return (
    <div className="field search-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      <input
        ref={input}
        id={id}
        type="search"
        className="field__input"
        value={text}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => search(event.target.value)}
      />
    </div>
  )
}
