import { ServiceError } from '@music/sdk'
import {
  type AppName,
  describeRange,
  getCreateNotificationHostMutationOptions,
  getDeleteNotificationHostMutationOptions,
  getUpdateNotificationHostMutationOptions,
  type Host,
  type HostRequest,
  hostProblems,
  type Notification,
  type OsName,
} from '@music/sdk/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { ConfirmRemoval, useFocusAfterRemoval } from '../../../../../screens/confirm-removal.tsx'
import { useEditConflict } from '../../../../../screens/edit-conflict.tsx'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { useScopedResult } from '../../../../../screens/result-scope.tsx'
import { ResultStatus } from '../../../../../screens/result-status.tsx'
import { Reveal } from '../../../../../screens/reveal.tsx'
import { notificationChanges, rereadNotification } from '../../../-components/notification-queries.ts'
import { APP_NAMES, labelOf, OS_NAMES, optionsOf } from './notification-labels.ts'
import { fieldErrors } from './schedule-fields.ts'

/** A host specification as its form holds it; '' for "any" OS. */
interface HostValues {
  app_name: AppName | ''
  app_version_min: string
  app_version_max: string
  os_name: OsName | ''
  os_version_min: string
  os_version_max: string
}

function hostValues(host?: Host): HostValues {
  return {
    app_name: host?.app_name ?? '',
    app_version_min: host?.app_version_min ?? '0',
    app_version_max: host?.app_version_max ?? '0',
    os_name: host?.os_name ?? '',
    os_version_min: host?.os_version_min ?? '0',
    os_version_max: host?.os_version_max ?? '0',
  }
}

/** The versions as sent: an empty field is `0` (any). */
function hostRequest(value: HostValues): HostRequest {
  const version = (text: string) => text.trim() || '0'
  return {
    app_name: value.app_name as AppName,
    app_version_min: version(value.app_version_min),
    app_version_max: version(value.app_version_max),
    os_name: value.os_name || undefined,
    os_version_min: version(value.os_version_min),
    os_version_max: version(value.os_version_max),
  }
}

/** The form's checks: an application, and the service's version rules (`hostProblems`, decision 014). */
function hostFormProblems(value: HostValues) {
  const problems = hostProblems(hostRequest({ ...value, app_name: value.app_name || 'serato_dj_pro' }))
  if (!value.app_name) problems.app_name = 'Choose an application.'
  return fieldErrors(problems)
}

/** "DJ Pro 3.0 – 3.9 on macOS 11 – any" */
export function describeHost(host: Host): string {
  const app = `${labelOf(APP_NAMES, host.app_name)} ${describeRange(host.app_version_min, host.app_version_max)}`
  const os = host.os_name
    ? `${labelOf(OS_NAMES, host.os_name)} ${describeRange(host.os_version_min, host.os_version_max)}`
    : 'any OS'
  return `${app} on ${os}`
}

/**
 * The notification's host specifications (which applications, versions and OSes it is for): each
 * can be edited (`PUT …/hosts/{id}`; only if nobody changed it since the form opened, decision 028)
 * or removed after a confirmation (`DELETE`, once however often it is clicked; issue 33), and more
 * added (`POST …/hosts`). Its results share the screen's one status message (`ResultScope`).
 */
export function HostEditor({ notification }: { notification: Notification }) {
  const [result, announce] = useScopedResult()
  // Where focus goes after a removal: the removed host's buttons are gone, the announcement is here.
  const [resultRef, focusResult] = useFocusAfterRemoval<HTMLDivElement>()
  const remove = useServiceMutation({
    ...getDeleteNotificationHostMutationOptions(),
    invalidates: notificationChanges,
  })
  return (
    <>
      {notification.compatible_hosts.length === 0 ? (
        <EmptyState>No host yet: the notification is shown in no application. Add one below.</EmptyState>
      ) : (
        <ul className="staff-list" aria-label="Hosts">
          {notification.compatible_hosts.map((host) => (
            <li key={host.id} className="staff-list__item">
              <p className="staff-list__title">{describeHost(host)}</p>
              <div className="staff-list__actions">
                <Reveal label={`Edit ${describeHost(host)}`}>
                  {(close) => (
                    <HostForm
                      notification={notification}
                      host={host}
                      onDone={(message) => {
                        close()
                        announce({ tone: 'success', message })
                      }}
                    />
                  )}
                </Reveal>
                <ConfirmRemoval
                  title="Remove this host?"
                  explanation={
                    <>
                      “{notification.name}” will no longer be shown in {describeHost(host)}
                      {notification.compatible_hosts.length === 1
                        ? ', its only host: it is then shown in no application'
                        : ''}
                      .
                    </>
                  }
                  confirmLabel="Remove host"
                  onRemove={async () => {
                    announce(null)
                    try {
                      await remove.mutateAsync({ notificationId: notification.id, hostId: host.id })
                    } catch (error) {
                      // Removed elsewhere meanwhile (another tab): it is gone, which is what was asked.
                      if (!(error instanceof ServiceError && error.status === 404)) throw error
                    }
                  }}
                  onRemoved={() => {
                    announce({ tone: 'success', message: `Removed ${describeHost(host)}.` })
                    focusResult()
                  }}
                >
                  Remove {describeHost(host)}
                </ConfirmRemoval>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div ref={resultRef} tabIndex={-1} className="focus-target">
        <ResultStatus result={result} />
      </div>
      <h3>Add a host</h3>
      <HostForm notification={notification} onDone={(message) => announce({ tone: 'success', message })} />
    </>
  )
}

/**
 * A host specification's form: application, its version range, OS and OS version range (versions of
 * 1 to 4 numbers, `0` any; each minimum at most its maximum). Adds one, or edits `host`.
 */
function HostForm({
  notification,
  host,
  onDone,
}: {
  notification: Notification
  host?: Host
  onDone: (message: string) => void
}) {
  const create = useServiceMutation({
    ...getCreateNotificationHostMutationOptions(),
    invalidates: notificationChanges,
  })
  const update = useServiceMutation({
    ...getUpdateNotificationHostMutationOptions(),
    invalidates: notificationChanges,
  })
  const queryClient = useQueryClient()
  const form = useScreenForm({
    defaultValues: hostValues(host),
    validators: { onChange: ({ value }) => hostFormProblems(value) },
    onSubmit: async ({ value, formApi }) => {
      const notificationId = notification.id
      try {
        const data = hostRequest(value)
        if (host) {
          let saved: Host | undefined
          const written = await conflict.save(async () => {
            saved = await update.mutateAsync({ notificationId, hostId: host.id, data })
            return hostValues(saved)
          })
          if (written && saved) onDone(`Saved ${describeHost(saved)}.`)
        } else {
          const added = await create.mutateAsync({ notificationId, data })
          formApi.reset()
          onDone(`Added ${describeHost(added)}.`)
        }
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const conflict = useEditConflict({
    form,
    loaded: hostValues(host),
    reread: async () => {
      const stored =
        host && (await rereadNotification(queryClient, notification.id, notification.campaign.id))
      const current = stored?.compatible_hosts.find((candidate) => candidate.id === host?.id)
      return current && hostValues(current)
    },
    subject: 'This host',
  })
  const hint = 'e.g. 3.2.1; 0 for any version.'
  return (
    <ScreenForm form={form} aria-label={host ? `Edit ${describeHost(host)}` : 'Add a host'}>
      <form.AppField name="app_name">
        {(field) => (
          <field.SelectField label="Application" placeholder="Choose…" options={optionsOf(APP_NAMES)} />
        )}
      </form.AppField>
      <div className="field-row">
        <form.AppField name="app_version_min">
          {(field) => <field.TextField label="App version from" hint={hint} inputMode="decimal" />}
        </form.AppField>
        <form.AppField name="app_version_max">
          {(field) => <field.TextField label="App version to" hint={hint} inputMode="decimal" />}
        </form.AppField>
      </div>
      <form.AppField name="os_name">
        {(field) => <field.SelectField label="OS" placeholder="Any OS" options={optionsOf(OS_NAMES)} />}
      </form.AppField>
      <div className="field-row">
        <form.AppField name="os_version_min">
          {(field) => <field.TextField label="OS version from" hint={hint} inputMode="decimal" />}
        </form.AppField>
        <form.AppField name="os_version_max">
          {(field) => <field.TextField label="OS version to" hint={hint} inputMode="decimal" />}
        </form.AppField>
      </div>
      {conflict.notice}
      <form.FormError />
      <form.SubmitButton pendingLabel="Saving…">{host ? 'Save host' : 'Add host'}</form.SubmitButton>
    </ScreenForm>
  )
}
