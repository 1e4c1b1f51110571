/**
 * Edits that never silently undo someone else's (docs/decisions/028): a form that edits a stored
 * record (a notification, a campaign, a profile) reads the record again just before it writes and
 * compares it with what the form was loaded from. Unchanged: the write goes ahead. Changed in another
 * tab or by someone else: nothing is written, and the form says so, naming the fields that changed,
 * with two ways on: **Reload** (the form takes the stored values; what was typed is dropped) or
 * **Overwrite** (what was typed is saved over the other change). The services offer no ETag,
 * `If-Match` or version field to do this at the server (specs/notifications.yaml, specs/profile.yaml),
 * so the check is the client's; the window between the re-read and the write is one round trip.
 *
 * ```tsx
 * const form = useScreenForm({
 *   defaultValues: notificationValues(notification),
 *   onSubmit: async ({ value, formApi }) => {
 *     try {
 *       const written = await conflict.save(async () => notificationValues(await update.mutateAsync(…)))
 *       if (written) announce({ tone: 'success', message: 'Saved.' })
 *     } catch (error) { showServiceError(formApi, error) }
 *   },
 * })
 * const conflict = useEditConflict({
 *   form,
 *   loaded: notificationValues(notification),
 *   reread: async () => notificationValues(await readNotification(queryClient, notification.id)),
 *   subject: 'This notification',
 * })
 * <ScreenForm form={form}>…{conflict.notice}<form.SubmitButton …/></ScreenForm>
 * ```
 */
import type { AnyFormApi } from '@tanstack/react-form'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Options of {@link useEditConflict}. */
export interface EditConflictOptions<Values> {
  /** The form that edits the record (a `useScreenForm` form). */
  form: AnyFormApi
  /**
   * The record as the screen last read it, in the form's values (`profileFormValues(profile)`). While
   * the form holds no edits it follows this; once edited, what it was loaded from stays the base.
   */
  loaded: Values
  /**
   * Reads the record from the service again, past every cache (`queryClient.fetchQuery({ …,
   * staleTime: 0 })`), in the form's values; `undefined` when the record is gone. May throw the
   * transport's errors (the caller's `catch` shows them).
   */
  reread: () => Promise<Values | undefined>
  /** The record in a sentence's subject: "This notification", "Your profile". */
  subject: string
}

/** What {@link useEditConflict} gives the form. */
export interface EditConflict<Values> {
  /**
   * Writes unless the record changed elsewhere: re-reads it (`reread`), compares it with the form's
   * base, and runs `write` only when they are equal (or the person chose Overwrite). `write` returns
   * the record as stored after the write, in the form's values: it becomes the base and the form's
   * values. Errors of `reread` and `write` reach the caller.
   * @returns true when written; false when not (the notice says why)
   */
  save: (write: () => Promise<Values>) => Promise<boolean>
  /** What the form was loaded from (or last saved): the values a "send only what changed" diff starts from. */
  base: () => Values
  /**
   * The "changed elsewhere" notice (role="alert", focused when it appears) with Reload and Overwrite,
   * or that the record is gone; `null` while there is nothing to say. Render it inside the
   * `ScreenForm`, above the submit button.
   */
  notice: ReactNode
}

/** Structural equality of form values (strings, numbers, booleans, arrays and plain objects of them). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>]
  const keys = Object.keys(left)
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValues(left[key], right[key]))
  )
}

/** The names of the fields whose values differ. */
function changedFields(a: object, b: object): string[] {
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>]
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (key) => !sameValues(left[key], right[key]),
  )
}

type Conflict<Values> = { kind: 'changed'; current: Values; fields: string[] } | { kind: 'gone' }

/**
 * Guards a form's writes against changes made elsewhere since it was loaded (see the module's
 * comment for the flow and an example).
 */
export function useEditConflict<Values extends object>({
  form,
  loaded,
  reread,
  subject,
}: EditConflictOptions<Values>): EditConflict<Values> {
  const base = useRef(loaded)
  // The stored version the person chose to overwrite: the next save accepts exactly that one.
  const overwriting = useRef<Values | undefined>(undefined)
  const [conflict, setConflict] = useState<Conflict<Values>>()

  // Newer data while the form holds no edits (its values are the base, or already the new data,
  // which TanStack Form itself adopts while untouched): the form takes it and it becomes the base.
  const loadedKey = JSON.stringify(loaded)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loadedKey` stands for `loaded`'s content.
  useEffect(() => {
    if (sameValues(loaded, base.current)) return
    const values = form.state.values as Values
    if (sameValues(values, loaded)) base.current = loaded
    else if (sameValues(values, base.current)) {
      base.current = loaded
      form.reset(loaded)
    }
  }, [loadedKey, form])

  const save = async (write: () => Promise<Values>): Promise<boolean> => {
    setConflict(undefined)
    const current = await reread()
    if (current === undefined) {
      setConflict({ kind: 'gone' })
      return false
    }
    const accepted = overwriting.current
    overwriting.current = undefined
    if (!sameValues(current, base.current) && !(accepted && sameValues(current, accepted))) {
      setConflict({ kind: 'changed', current, fields: changedFields(base.current, current) })
      return false
    }
    const stored = await write()
    base.current = stored
    // Its defaults stay `loaded` (until the screen reads the record again), so the next render does
    // not put them back.
    form.reset(stored, { keepDefaultValues: true })
    return true
  }

  const notice = conflict ? (
    <ConflictNotice
      subject={subject}
      conflict={conflict}
      onReload={(current) => {
        base.current = current
        form.reset(current, { keepDefaultValues: true })
        setConflict(undefined)
      }}
      onOverwrite={(current, formElement) => {
        overwriting.current = current
        setConflict(undefined)
        if (formElement) formElement.requestSubmit()
        else void form.handleSubmit()
      }}
    />
  ) : null

  return { save, base: () => base.current, notice }
}

/**
 * The label people read for a form field: its `<label>`, or its fieldset's legend (radios), without
 * an "(optional)" mark (the notice names what changed, not how the form asks for it).
 */
function fieldLabel(form: HTMLFormElement | null | undefined, name: string): string {
  const element = form?.elements.namedItem(name)
  if (!element) return name
  if (!(element instanceof Element)) {
    // Radios of one name: a RadioNodeList, labelled by their fieldset's legend.
    const first = element[0]
    return (
      (first instanceof Element && first.closest('fieldset')?.querySelector('legend')?.textContent) || name
    )
  }
  const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim()
  return label?.replace(/\s*\(optional\)$/, '') || name
}

function ConflictNotice<Values>({
  subject,
  conflict,
  onReload,
  onOverwrite,
}: {
  subject: string
  conflict: Conflict<Values>
  onReload: (current: Values) => void
  onOverwrite: (current: Values, form: HTMLFormElement | null) => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [labels, setLabels] = useState<string[]>([])
  useLayoutEffect(() => {
    const form = ref.current?.closest('form')
    setLabels(conflict.kind === 'changed' ? conflict.fields.map((name) => fieldLabel(form, name)) : [])
    ref.current?.focus()
  }, [conflict])
  if (conflict.kind === 'gone')
    return (
      <div ref={ref} className="edit-conflict" role="alert" tabIndex={-1}>
        <p>{subject} was removed elsewhere (in another tab or by someone else), so it cannot be saved.</p>
      </div>
    )
  return (
    <div ref={ref} className="edit-conflict" role="alert" tabIndex={-1}>
      <p>
        <strong>{subject} was changed elsewhere</strong> (in another tab or by someone else) since you opened
        it{labels.length > 0 ? <>: {labels.join(', ')}</> : null}. Nothing was saved.
      </p>
      <p>
        Reload to see the changes (what you typed here is dropped), or overwrite them with what you typed.
      </p>
      <div className="edit-conflict__actions">
        <button type="button" className="button" onClick={() => onReload(conflict.current)}>
          Reload
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onOverwrite(conflict.current, ref.current?.closest('form') ?? null)}
        >
          Overwrite
        </button>
      </div>
    </div>
  )
}
