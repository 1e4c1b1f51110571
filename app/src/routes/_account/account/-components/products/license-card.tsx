import { ServiceError } from '@music/sdk'
import type { License } from '@music/sdk/license'
import * as v from 'valibot'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Reveal } from '../../../../../screens/reveal.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { useDates } from '../../../../../screens/time-zone.ts'
import { licenseChanges } from '../../../-components/license-queries.ts'
import { authorize, type Machine, machineOf } from './authorizations.ts'
import { activationCount, authorizingApp, HOST_APPLICATION_NAMES, TERM_LABELS } from './license-rules.ts'

/**
 * One licence: its type, term, expiry and key; "Authorised on n of m machines" and the machines, each
 * with "Deauthorise"; and the form that authorises another machine, while the limit allows. Results
 * are announced in the card (role="status"); the counts update as the products are fetched again.
 */
export function LicenseCard({ license }: { license: License }) {
  const dates = useDates()
  const [result, announce] = useResult()
  const canAuthorize = authorizingApp(license) !== undefined
  const full = license.activations.length >= license.activation_limit
  const type = license.license_type
  return (
    <li className="screen-card license-card">
      <h4>{type.name} licence</h4>
      <dl className="screen-details">
        <div>
          <dt>Term</dt>
          <dd>{TERM_LABELS[type.term] ?? type.term}</dd>
        </div>
        {license.valid_to ? (
          <div>
            <dt>Valid until</dt>
            <dd>
              <time dateTime={license.valid_to}>{dates.date(license.valid_to)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Licence key</dt>
          <dd className="screen-mono">{license.id}</dd>
        </div>
        <div>
          <dt>Authorised on</dt>
          <dd>{activationCount(license)}</dd>
        </div>
      </dl>
      {license.activations.length > 0 ? (
        <ul className="machine-list" aria-label={`Machines authorised for ${type.name}`}>
          {license.activations.map((activation) => (
            <MachineRow
              key={activation.machine.canonical_hardware_id}
              license={license}
              machine={machineOf(activation)}
              detail={`${HOST_APPLICATION_NAMES[activation.app.id] ?? activation.app.id} ${activation.app.version}, since ${dates.date(activation.machine.activated_at)}`}
              announce={announce}
            />
          ))}
        </ul>
      ) : null}
      <ResultStatus result={result} />
      {!canAuthorize ? null : full ? (
        <p className="screen-muted">
          This licence is authorised on the most machines it allows. Deauthorise one to authorise another.
        </p>
      ) : (
        <Reveal label="Authorise a machine">
          {(close) => <AuthorizeForm license={license} announce={announce} onDone={close} />}
        </Reveal>
      )}
    </li>
  )
}

/** The licence service's refusal of a deauthorisation: not authorised on that machine (specs/license.yaml). */
const NOT_AUTHORISED_HERE = 1202

/** A machine the licence is authorised on, with "Deauthorise" (two calls; pending while they run). */
function MachineRow({
  license,
  machine,
  detail,
  announce,
}: {
  license: License
  machine: Machine
  detail: string
  announce: (result: Result | null) => void
}) {
  const deauthorize = useServiceMutation({
    mutationFn: () => authorize('deactivate', license, machine),
    invalidates: licenseChanges,
    onMutate: () => announce(null),
    onSuccess: () =>
      announce({
        tone: 'success',
        message: `${license.license_type.name} is no longer authorised on ${machine.name}.`,
      }),
    onError: (error) =>
      announce(
        // Done meanwhile in another tab or on the computer itself: the list now shows it (decision 033).
        error instanceof ServiceError && error.code === NOT_AUTHORISED_HERE
          ? { tone: 'success', message: `${machine.name} was already deauthorised elsewhere.` }
          : { tone: 'error', message: `${machine.name} was not deauthorised. ${serviceErrorMessage(error)}` },
      ),
  })
  return (
    <li className="machine-list__item">
      <div>
        <strong>{machine.name}</strong>
        <span className="screen-muted"> {detail}</span>
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={deauthorize.isPending}
        aria-busy={deauthorize.isPending || undefined}
        aria-label={`Deauthorise ${machine.name}`}
        onClick={() => deauthorize.mutate()}
      >
        {deauthorize.isPending ? 'Deauthorising…' : 'Deauthorise'}
      </button>
    </li>
  )
}

const machineSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter a name for the computer, e.g. Studio iMac.'),
    v.maxLength(64, 'A computer name has at most 64 characters.'),
  ),
  id: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the machine ID the application shows.'),
    v.regex(/^[A-Za-z0-9-]{4,64}$/, 'A machine ID has 4 to 64 letters, digits or dashes.'),
  ),
})

/**
 * "Authorise a machine": the computer's name and machine ID (hardware id), then the two authorization
 * calls. The service's refusals about the machine (1201 limit reached, 1202) show next to the machine
 * ID; others above the button.
 */
function AuthorizeForm({
  license,
  announce,
  onDone,
}: {
  license: License
  announce: (result: Result | null) => void
  /** Called after a successful authorization (hides the form). */
  onDone: () => void
}) {
  const authorizeMachine = useServiceMutation({
    mutationFn: (machine: Machine) => authorize('activate', license, machine),
    invalidates: licenseChanges,
  })
  const form = useScreenForm({
    defaultValues: { name: '', id: '' },
    validators: { onChange: machineSchema },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const machine = { name: value.name.trim(), id: value.id.trim() }
      try {
        await authorizeMachine.mutateAsync(machine)
      } catch (error) {
        return showServiceError(formApi, error, { 1201: 'id', 1202: 'id' })
      }
      onDone()
      announce({
        tone: 'success',
        message: `${license.license_type.name} is now authorised on ${machine.name}.`,
      })
    },
  })
  return (
    <ScreenForm form={form} aria-label={`Authorise ${license.license_type.name} on a machine`}>
      <form.AppField name="name">
        {(field) => <field.TextField label="Computer name" autoComplete="off" />}
      </form.AppField>
      <form.AppField name="id">
        {(field) => (
          <field.TextField
            label="Machine ID"
            hint="The application shows it under Help › About this computer."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Authorising…">Authorise</form.SubmitButton>
      </div>
    </ScreenForm>
  )
}
