import type { AnyFormApi } from '@tanstack/react-form'
import { createContext, useContext, useEffect, useState } from 'react'

/**
 * Where the forms of a signed-in area keep what was typed when the session changes under them, and
 * take it back when the same user's screen shows again (issue 33; `app/src/auth/session-drafts.ts`).
 * Given by the area's `SessionEndedBoundary`, which decides whether and for whom; outside an area
 * (sign-up) there is none and forms keep nothing.
 */
export interface FormDrafts {
  /** Keeps `values` (the changed fields) of the form named `form`, if the session has changed. */
  keep(form: string, values: Record<string, unknown>): void
  /** Takes out the values kept of the form named `form` for the user now signed in here, if any. */
  take(form: string): Record<string, unknown> | undefined
}

/** The area's {@link FormDrafts}; null outside a signed-in area. */
export const FormDraftsContext = createContext<FormDrafts | null>(null)

/** The fields of `values` that differ from `defaults` (compared as JSON), by name. */
export function changedFields(values: unknown, defaults: unknown): Record<string, unknown> {
  const now = (values ?? {}) as Record<string, unknown>
  const before = (defaults ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(now).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(before[name])),
  )
}

/**
 * A `ScreenForm`'s part in keeping drafts: when the form goes because the session changed in another
 * tab (the area's boundary replaces the screen), what was typed in it is kept for its user; when it
 * first shows for that user again, it is put back, not sent, and the form says so, with "Discard it"
 * (back to what is stored). Nothing is kept while a person types, nor when the form goes for any other
 * reason (the area's `FormDrafts` decides).
 * @param label the form's name (its `aria-label`): which form of the page a draft is of
 */
export function FormDraft({ form, label }: { form: AnyFormApi; label: string }) {
  const drafts = useContext(FormDraftsContext)
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    if (!drafts) return
    const values = drafts.take(label)
    const fields = Object.keys((form.state.values ?? {}) as Record<string, unknown>)
    const back = Object.entries(values ?? {}).filter(([name]) => fields.includes(name))
    for (const [name, value] of back) form.setFieldValue(name, value)
    if (back.length > 0) setRestored(true)
    return () => {
      const typed = changedFields(form.state.values, form.options.defaultValues)
      if (Object.keys(typed).length > 0) drafts.keep(label, typed)
    }
  }, [drafts, form, label])
  if (!restored) return null
  return (
    <div className="screen-notice form-draft" role="status">
      <p>What you typed here before your session changed is back in the form. It is not saved yet.</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          form.reset()
          setRestored(false)
        }}
      >
        Discard it
      </button>
    </div>
  )
}
