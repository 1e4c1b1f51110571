/**
 * The screens' forms (docs/decisions/015) over TanStack Form (`@tanstack/react-form`): one hook,
 * `useScreenForm`, with the site's field components, so every form has the same behaviour:
 * - labels, hints and errors tied to their inputs (`aria-describedby`, `aria-invalid`); a field's error
 *   shows once the visitor has left the field or tried to submit, and first invalid field gets focus;
 * - validation with a Standard Schema (valibot) in `validators.onChange`, messages in the user's words;
 * - a submit button that says what it is doing while the call runs (disabled, `aria-busy`);
 * - a failed call's error next to the field it concerns (the service's code, `showServiceError`), else
 *   above the submit button (role="alert"); what the visitor typed is kept either way.
 *
 * A form:
 * ```tsx
 * const form = useScreenForm({
 *   defaultValues: { serial: '' },
 *   validators: { onChange: v.object({ serial: v.pipe(v.string(), v.nonEmpty('Enter the serial number.')) }) },
 *   onSubmit: async ({ value, formApi }) => {
 *     try { await register.mutateAsync({ data: { product_serial_number: value.serial } }) }
 *     catch (error) { return showServiceError(formApi, error, { 1101: 'serial' }) }
 *     announce({ tone: 'success', message: 'Registered.' }); formApi.reset()
 *   },
 * })
 * <ScreenForm form={form} aria-label="Register a product">
 *   <form.AppField name="serial">{(field) => <field.TextField label="Serial number" />}</form.AppField>
 *   <form.FormError /><form.SubmitButton pendingLabel="Registering…">Register</form.SubmitButton>
 * </ScreenForm>
 * ```
 */

import { ServiceError } from '@music/sdk'
import {
  type AnyFieldMeta,
  type AnyFormApi,
  createFormHook,
  createFormHookContexts,
  useStore,
} from '@tanstack/react-form'
import {
  type ComponentType,
  type FormHTMLAttributes,
  type PropsWithChildren,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { isOffline, OFFLINE_SEND_MESSAGE, useOnline } from './connection.tsx'
import { FormDraft } from './form-drafts.tsx'
import { REPEAT_WINDOW_MS } from './repeat-guard.ts'
import { type CodeFields, serviceErrorTarget } from './service-errors.ts'
import { useUnsavedChangesReport, useWaitingSaves } from './unsaved-changes.tsx'
import { useHydrated } from './use-hydrated.ts'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The first message of a field's errors: strings (the service's) or Standard Schema issues (`message`). */
function firstMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    )
      return error.message
  }
  return undefined
}

/** A field's error to show now: after the visitor left it or tried to submit, or the service's at once. */
function visibleError(meta: AnyFieldMeta, submitted: boolean): string | undefined {
  if (meta.errorMap.onServer) return firstMessage([meta.errorMap.onServer])
  return meta.isBlurred || submitted ? firstMessage(meta.errors) : undefined
}

/** What the field components share: label, optional hint, the input's ids, the error shown. */
interface FieldShellProps {
  /** The visible label. */
  label: string
  /** Help under the label, e.g. the expected format. */
  hint?: ReactNode
}

/**
 * The current field's ids, error and change handler that clears the service's error on edit (the
 * visitor is fixing it). For the field components below.
 */
function useFieldShell<T>() {
  const field = useFieldContext<T>()
  const id = useId()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const meta = useStore(field.store, (state) => state.meta)
  const error = visibleError(meta, submitted)
  const change = (value: T) => {
    field.handleChange(value)
    if (field.state.meta.errorMap.onServer)
      field.setMeta((prev) => ({ ...prev, errorMap: { ...prev.errorMap, onServer: undefined } }))
  }
  return { field, id, hintId: `${id}-hint`, errorId: `${id}-error`, error, change }
}

function describedBy(hint: ReactNode, hintId: string, error: string | undefined, errorId: string) {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
}

/** A field's frame: label, hint and error around the control (the control first for a checkbox). */
function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  checkbox,
  children,
}: FieldShellProps & {
  id: string
  hintId: string
  error?: string
  errorId: string
  checkbox?: boolean
  children: ReactNode
}) {
  const labelled = <label htmlFor={id}>{label}</label>
  const hinted = hint ? (
    <p id={hintId} className="field__hint">
      {hint}
    </p>
  ) : null
  return (
    <div
      className={['field', checkbox ? 'field--checkbox' : '', error ? 'field--invalid' : ''].join(' ').trim()}
    >
      {checkbox ? children : labelled}
      {checkbox ? labelled : hinted}
      {checkbox ? hinted : children}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Props of {@link TextField} besides label and hint: what an `<input>` takes for typing help. */
export interface TextFieldProps extends FieldShellProps {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'datetime-local' | 'number'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'search'
  autoCapitalize?: 'off' | 'characters' | 'words' | 'sentences'
  spellCheck?: boolean
  placeholder?: string
  /** Fills the row instead of the default field width. */
  wide?: boolean
}

/** Input types that hold words people write (names, messages), in any script. */
const WRITTEN = new Set([undefined, 'text', 'search'])

/**
 * A text input bound to the current field (`form.AppField`). Written text runs in its own direction
 * (`dir="auto"`: an Arabic or Hebrew name right to left, decision 037); addresses, numbers and dates
 * stay left to right.
 */
function TextField({ label, hint, wide, ...input }: TextFieldProps) {
  const { field, id, hintId, errorId, error, change } = useFieldShell<string>()
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        {...input}
        dir={WRITTEN.has(input.type) ? 'auto' : undefined}
        id={id}
        name={field.name}
        className={wide ? 'field__input field__input--wide' : 'field__input'}
        value={field.state.value ?? ''}
        onChange={(event) => change(event.target.value)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, hintId, error, errorId)}
      />
    </FieldFrame>
  )
}

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string
  label: string
}

/** A `<select>` bound to the current field; `placeholder` is a first, empty option ("Choose…"). */
function SelectField({
  label,
  hint,
  options,
  placeholder,
}: FieldShellProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { field, id, hintId, errorId, error, change } = useFieldShell<string>()
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={id}
        name={field.name}
        className="field__input"
        value={field.state.value ?? ''}
        onChange={(event) => change(event.target.value)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, hintId, error, errorId)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}

/** One choice of a {@link RadioGroupField}. */
export interface RadioOption {
  value: string
  label: string
  /** A line under the label, e.g. the price of a plan or why the option cannot be chosen. */
  description?: ReactNode
  /** Shown but not choosable (e.g. a provider that is down). */
  disabled?: boolean
}

/**
 * Radio buttons bound to the current field: a `<fieldset>` whose legend is the label, one labelled
 * radio per option with its description (tied by `aria-describedby`), the hint and error under the
 * legend and after the options.
 */
function RadioGroupField({ label, hint, options }: FieldShellProps & { options: readonly RadioOption[] }) {
  const { field, id, hintId, errorId, error, change } = useFieldShell<string>()
  return (
    <fieldset
      className={['field', 'field--radios', error ? 'field--invalid' : ''].join(' ').trim()}
      aria-describedby={describedBy(hint, hintId, error, errorId)}
    >
      <legend>{label}</legend>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__options">
        {options.map((option, index) => (
          <div key={option.value} className="field__option">
            <input
              id={`${id}-${index}`}
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.state.value === option.value}
              disabled={option.disabled}
              onChange={() => change(option.value)}
              onBlur={field.handleBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.description ? `${id}-${index}-description` : undefined}
            />
            <label htmlFor={`${id}-${index}`}>
              {option.label}
              {option.description ? (
                <span id={`${id}-${index}-description`} className="field__option-description">
                  {option.description}
                </span>
              ) : null}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** A checkbox bound to the current (boolean) field, its label after the box. */
function CheckboxField({ label, hint }: FieldShellProps) {
  const { field, id, hintId, errorId, error, change } = useFieldShell<boolean>()
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} checkbox>
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={field.state.value === true}
        onChange={(event) => change(event.target.checked)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint, hintId, error, errorId)}
      />
    </FieldFrame>
  )
}

/**
 * A multi-line text input bound to the current field; with `maxLength`, the count of characters used.
 * Its text runs in its own direction (`dir="auto"`, decision 037).
 */
function TextAreaField({
  label,
  hint,
  rows = 4,
  maxLength,
  placeholder,
}: FieldShellProps & { rows?: number; maxLength?: number; placeholder?: string }) {
  const { field, id, hintId, errorId, error, change } = useFieldShell<string>()
  const value = field.state.value ?? ''
  const counted = maxLength ? (
    <>
      {hint ? <>{hint} </> : null}
      {value.length} of {maxLength} characters
    </>
  ) : (
    hint
  )
  return (
    <FieldFrame id={id} label={label} hint={counted} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        dir="auto"
        id={id}
        name={field.name}
        className="field__input field__input--wide field__textarea"
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(event) => change(event.target.value)}
        onBlur={field.handleBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(counted, hintId, error, errorId)}
      />
    </FieldFrame>
  )
}

/**
 * The form's submit button: `pendingLabel` (e.g. "Registering…"), disabled and `aria-busy` while the
 * submission runs; `secondary` outlined, `danger` red (an action that cannot be undone here).
 */
function SubmitButton({
  children,
  pendingLabel,
  secondary,
  danger,
  disabled = false,
}: {
  children: ReactNode
  pendingLabel: string
  secondary?: boolean
  danger?: boolean
  /** Not ready yet (e.g. a confirmation just shown, which the second click of a double click must not reach): disabled, as while submitting. */
  disabled?: boolean
}) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button
      type="submit"
      className={danger ? 'button button--danger' : secondary ? 'button button--secondary' : 'button'}
      disabled={submitting || disabled}
      aria-busy={submitting || undefined}
    >
      {submitting ? pendingLabel : children}
    </button>
  )
}

/** The form's own error (a failed call that concerns no field), as an alert; nothing without one. */
function FormError() {
  const form = useFormContext()
  const error = useStore(form.store, (state) => firstMessage([state.errorMap.onServer]))
  if (!error) return null
  return (
    <p className="form-error" role="alert">
      {error}
    </p>
  )
}

/**
 * The screens' form hook: TanStack Form's `useAppForm` with the field components `TextField`,
 * `SelectField`, `CheckboxField`, `TextAreaField`, `RadioGroupField`
 * (`<form.AppField name>{(field) => <field.TextField label />}`) and the form components
 * `SubmitButton` and `FormError` (`<form.SubmitButton pendingLabel>`), all inside {@link ScreenForm}.
 */
export const { useAppForm: useScreenForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField, TextAreaField, RadioGroupField },
  formComponents: { SubmitButton, FormError },
})

/** A form made by {@link useScreenForm}. */
type ScreenFormApi = AnyFormApi & { AppForm: ComponentType<PropsWithChildren> }

/** Removes the errors of the last call (the form's and its fields'), so the form can be sent again. */
function clearServiceErrors(form: AnyFormApi): void {
  form.setErrorMap({ onServer: { form: undefined, fields: {} } })
}

/**
 * Shows a refusal in `form`: each message of `fields` (keyed by the request property, a 400 reply's
 * `fields`, decision 017) next to the form field of that name; a message for no field of the form —
 * or `message` when none of them matched — as the form's error. The values stay as typed.
 * @returns true when at least one message went to a field
 */
export function showFieldErrors(
  form: AnyFormApi,
  message: string,
  fields: Readonly<Record<string, string>>,
): boolean {
  const names = Object.keys((form.state.values ?? {}) as Record<string, unknown>)
  const entries = Object.entries(fields)
  const onFields = Object.fromEntries(entries.filter(([name]) => names.includes(name)))
  const elsewhere = entries.find(([name]) => !names.includes(name))?.[1]
  const matched = Object.keys(onFields).length > 0
  form.setErrorMap({ onServer: { form: matched ? elsewhere : (elsewhere ?? message), fields: onFields } })
  return matched
}

/**
 * Shows a failed call's error in `form`: the reply's messages per field where it has them (`fields`,
 * on the form fields of the same names, {@link showFieldErrors}); else next to the field its service
 * code belongs to (`codeFields`, e.g. `{ 1101: 'serial' }`); else as the form's error. The values stay
 * as typed. Call it from `onSubmit` when the mutation rejects.
 */
export function showServiceError<Field extends string>(
  form: AnyFormApi,
  error: unknown,
  codeFields: CodeFields<Field> = {},
): void {
  const { field, message } = serviceErrorTarget(error, codeFields)
  if (error instanceof ServiceError && showFieldErrors(form, message, error.fields)) return
  form.setErrorMap({ onServer: field ? { fields: { [field]: message } } : { form: message, fields: {} } })
}

/**
 * Shows `message` as `form`'s own error (above the submit button, role="alert"): a failure the screen
 * words itself (e.g. "Try again in 30 seconds"). The values stay as typed.
 */
export function showFormError(form: AnyFormApi, message: string): void {
  form.setErrorMap({ onServer: { form: message, fields: {} } })
}

/** True when the last submission went through: no invalid field, no refusal shown (decision 033). */
function submitted(form: AnyFormApi): boolean {
  const state = form.state
  const refused =
    state.errorMap.onServer !== undefined ||
    Object.values(state.fieldMeta as Record<string, AnyFieldMeta | undefined>).some(
      (meta) => meta?.errorMap.onServer !== undefined,
    )
  return state.isSubmitSuccessful && !refused
}

/** The refusal the last submission met: the form's own error, else the first field's from the service. */
function refusalMessage(form: AnyFormApi): string | undefined {
  const state = form.state
  return (
    firstMessage([state.errorMap.onServer]) ??
    firstMessage(
      Object.values(state.fieldMeta as Record<string, AnyFieldMeta | undefined>).map(
        (meta) => meta?.errorMap.onServer,
      ),
    ) ??
    firstMessage(state.errors)
  )
}

/**
 * Keeps one press of a form's submit button from submitting twice (decision 033): a submit while one
 * runs is a repeat; so is a person's press within `REPEAT_WINDOW_MS` of a submission that went through
 * and reset the form, while it still holds those reset values: the second click of a double click,
 * which would otherwise submit the emptied form. Anything typed since makes it a new submission; a
 * form that keeps its values sends nothing twice anyway (`useServiceMutation` joins a repeated call).
 */
function useSubmitGuard(form: AnyFormApi) {
  const last = useRef<{ at: number; values: string } | undefined>(undefined)
  const sent = useRef('')
  return {
    /** `pressed`: a person submitted (a button or Enter), not the screen (`requestSubmit()`, e.g. Overwrite). */
    isRepeat(pressed: boolean): boolean {
      if (form.state.isSubmitting) return true
      const previous = last.current
      return (
        pressed &&
        previous !== undefined &&
        performance.now() - previous.at < REPEAT_WINDOW_MS &&
        JSON.stringify(form.state.values) === previous.values
      )
    },
    started(): void {
      sent.current = JSON.stringify(form.state.values)
    },
    settled(): void {
      const values = JSON.stringify(form.state.values)
      last.current =
        submitted(form) && values !== sent.current ? { at: performance.now(), values } : undefined
    },
  }
}

/**
 * The `<form>` of a {@link useScreenForm} form: no browser validation bubbles (the fields say what is
 * wrong), the last call's errors cleared on each submit, and focus on the first invalid field after a
 * submit that did not go through. A submit while one runs, or a press right after one went through and
 * reset the form, with nothing typed since (the second click of a double click), is ignored
 * (`useSubmitGuard`, decisions 028, 033): the request is sent once and the reset form is not
 * submitted empty. A submission that waits for the connection says so under the buttons
 * (`OfflineNote`, decision 037); leaving while the form holds unsent changes asks first
 * (`UnsavedChangesGuard`, decision 037), and so does a submission waiting for the connection
 * (`WaitingSaves`: the page is not reloaded under it, and a refusal it meets after its screen is gone
 * is said in the area's status line: "“Your details” could not be saved: …"); what it holds when the session changes in another tab is kept
 * for its user and put back when that user's screen shows again in this tab (`FormDraft`, a form with
 * an `aria-label` that keeps typed values). In a server-rendered screen its controls are disabled
 * until the page is hydrated ({@link useHydrated}).
 */
export function ScreenForm({
  form,
  children,
  className,
  warnOnLeave = true,
  ...attributes
}: {
  form: ScreenFormApi
  /**
   * Ask before leaving while the form holds unsent changes (`UnsavedChangesGuard`, decision 037);
   * false for a form whose values live in the address (a filter).
   */
  warnOnLeave?: boolean
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  const ref = useRef<HTMLFormElement>(null)
  const guard = useSubmitGuard(form)
  const hydrated = useHydrated()
  // What the form last sent successfully: kept values (a question asked) are no unsent change.
  const [sent, setSent] = useState<string>()
  const label = attributes['aria-label'] ?? 'this form'
  const waiting = useWaitingSubmission(form, label)
  return (
    <form.AppForm>
      <form
        {...attributes}
        ref={ref}
        className={className ? `screen-form ${className}` : 'screen-form'}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          event.stopPropagation()
          // A person's submit names its button (Enter too: the form's first); the screen's own
          // (`requestSubmit()`) names none (happy-dom: the form).
          const submitter = (event.nativeEvent as SubmitEvent).submitter
          if (guard.isRepeat(submitter != null && submitter !== event.currentTarget)) return
          guard.started()
          clearServiceErrors(form)
          const after = () => {
            // Gone from the screen (the person moved on while it was sent): a refusal is said where they are.
            if (!waiting.mounted() && !submitted(form)) {
              const problem = refusalMessage(form) ?? 'Please try again.'
              waiting.announce({ tone: 'error', message: `“${label}” could not be saved: ${problem}` })
            }
            waiting.settled()
            guard.settled()
            if (submitted(form)) setSent(JSON.stringify(form.state.values))
            // After React has shown the errors: the first invalid field, where the visitor fixes it.
            requestAnimationFrame(() =>
              ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
            )
          }
          void form.handleSubmit().then(after, (error: unknown) => {
            after()
            throw error
          })
        }}
      >
        {/* What was typed here when the session changed in another tab, back for the same user. */}
        {warnOnLeave && attributes['aria-label'] ? (
          <FormDraft form={form} label={attributes['aria-label']} />
        ) : null}
        {/* Until the page is hydrated the controls wait (disabled, dimmed, busy: screens.css):
            what is typed or pressed in the server's HTML before React is there would be lost. */}
        <fieldset className="screen-form__controls" disabled={!hydrated} aria-busy={!hydrated || undefined}>
          {children}
        </fieldset>
        <OfflineNote form={form} />
        {warnOnLeave ? <UnsavedChanges form={form} label={label} sent={sent} /> : null}
      </form>
    </form.AppForm>
  )
}

/**
 * Reports to the area's `UnsavedChangesGuard` whether the form holds unsent changes: values other than
 * it was loaded (or last reset) with and than it last sent, and not being sent now (decision 037).
 */
function UnsavedChanges({
  form,
  label,
  sent,
}: {
  form: ScreenFormApi
  label: string
  sent: string | undefined
}) {
  const isChanged = (state: AnyFormApi['state']) =>
    !state.isDefaultValue && !state.isSubmitting && JSON.stringify(state.values) !== sent
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const online = useOnline()
  // A submission waiting for the connection is unsent work too (it asks before its screen is left).
  const waitingNow = () => form.state.isSubmitting && isOffline()
  const changed = useStore(form.store, isChanged) || (submitting && !online)
  useUnsavedChangesReport(label, () => isChanged(form.state) || waitingNow(), changed, waitingNow)
  return null
}

/**
 * Registers the form's submission with the area's `WaitingSaves` while it waits for the connection
 * (submitting while offline), until it settles, so that neither a reload of the error screen nor
 * closing the tab loses it silently (decision 037). `mounted()` tells whether the form is still on
 * the screen; `announce` says a result in the area's status line.
 */
function useWaitingSubmission(form: ScreenFormApi, label: string) {
  const saves = useWaitingSaves()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const online = useOnline()
  const id = useRef<string | undefined>(undefined)
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => {
    if (submitting && !online && saves && id.current === undefined) id.current = saves.begin(label)
  }, [submitting, online, saves, label])
  return {
    mounted: () => mounted.current,
    announce: (result: { tone: 'success' | 'error'; message: string }) => saves?.announce(result),
    settled: () => {
      const started = id.current
      id.current = undefined
      if (started !== undefined) saves?.end(started)
    },
  }
}

/**
 * Under a form's buttons while it waits for the connection to send (decision 037): its call was
 * paused, not lost, and goes out once the browser is back online; the form's result says how it went.
 * A live region from the moment the browser goes offline (so what it then says is announced), none
 * while online.
 */
function OfflineNote({ form }: { form: ScreenFormApi }) {
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const online = useOnline()
  if (online) return null
  return (
    <p className="offline-note" role="status">
      {submitting ? OFFLINE_SEND_MESSAGE : null}
    </p>
  )
}
