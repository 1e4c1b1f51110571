import {
  getCreateNotificationMutationOptions,
  getUpdateNotificationMutationOptions,
  type Language,
  missingContent,
  type Notification,
  type NotificationType,
  type Status,
  type Template,
  type TemplateOption,
} from '@music/sdk/notifications'
import { useStore } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEditConflict } from '../../../../../screens/edit-conflict.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { useScopedResult } from '../../../../../screens/result-scope.tsx'
import { ResultStatus } from '../../../../../screens/result-status.tsx'
import {
  notificationChanges,
  notificationQueries,
  rereadNotification,
} from '../../../-components/notification-queries.ts'
import { localInputValue } from './local-time.ts'
import {
  LANGUAGES,
  NOTIFICATION_TYPES,
  optionsOf,
  STATUS_HINT,
  STATUSES,
  TEMPLATE_OPTIONS,
} from './notification-labels.ts'
import { fieldErrors, scheduleBody, scheduleFieldProblems } from './schedule-fields.ts'
import { ScheduleFields } from './schedule-inputs.tsx'

/** A notification's settings as the form holds them (dates in the staff member's time zone). */
interface NotificationValues {
  name: string
  type: NotificationType | ''
  priority: string
  template_name: string
  template_option: TemplateOption | ''
  is_persistent: boolean
  is_takeover: boolean
  status: Status
  starts_at: string
  ends_at: string
}

function notificationValues(notification?: Notification): NotificationValues {
  return {
    name: notification?.name ?? '',
    type: notification?.type ?? '',
    priority: String(notification?.priority ?? 0),
    template_name: notification?.template_name ?? '',
    template_option: (notification?.template_option as TemplateOption | undefined) ?? '',
    is_persistent: notification?.is_persistent ?? false,
    is_takeover: notification?.is_takeover ?? false,
    status: notification?.status ?? 'draft',
    starts_at: localInputValue(notification?.starts_at),
    ends_at: localInputValue(notification?.ends_at),
  }
}

/**
 * What a notification still lacks before it may be shown (testing or active), in a sentence: no
 * content at all, or the template's required items a language is missing (`missingContent`, the
 * service's rule); undefined when nothing is missing.
 */
export function contentGaps(notification: Notification, template: Template | undefined): string | undefined {
  if (notification.languages.length === 0) return 'Add content in at least one language first.'
  const gaps = Object.entries(missingContent(notification, template, notification.languages)) as [
    Language,
    string[],
  ][]
  if (gaps.length === 0) return undefined
  return `Content is missing: ${gaps.map(([language, ids]) => `${LANGUAGES[language]} lacks ${ids.join(', ')}`).join('; ')}.`
}

function notificationProblems(
  value: NotificationValues,
  templates: readonly Template[],
  notification: Notification | undefined,
) {
  const problems = scheduleFieldProblems(value)
  if (!value.name.trim()) problems.name = 'Enter a name.'
  if (!/^\d+$/.test(value.priority.trim())) problems.priority = 'Enter a whole number, 0 or more.'
  const template = templates.find((candidate) => candidate.name === value.template_name)
  if (template && value.template_option && !template.options.includes(value.template_option))
    problems.template_option = `The ${template.name} template takes ${template.options.join(', ')}.`
  if (notification && (value.status === 'testing' || value.status === 'active')) {
    const gaps = contentGaps(notification, template)
    if (gaps) problems.status = gaps
  }
  return fieldErrors(problems)
}

/**
 * Creates a notification in a campaign (`POST /notifications`, it starts as draft, without hosts or
 * content) and opens it; or, given `notification`, edits its settings (`PUT /notifications/{id}`),
 * status included: testing or active is refused while a language lacks what its template requires.
 * An edit is written only if nobody changed the settings since the form was loaded (else: reload or
 * overwrite, decision 028). The template's options follow the chosen template (`GET /templates`).
 */
export function NotificationForm({
  campaignId,
  notification,
}: {
  campaignId: string
  notification?: Notification
}) {
  const { data: templates } = useSuspenseQuery(notificationQueries.templates())
  const [result, announce] = useScopedResult()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useServiceMutation({
    ...getCreateNotificationMutationOptions(),
    invalidates: notificationChanges,
  })
  const update = useServiceMutation({
    ...getUpdateNotificationMutationOptions(),
    invalidates: notificationChanges,
  })
  const form = useScreenForm({
    defaultValues: notificationValues(notification),
    validators: { onChange: ({ value }) => notificationProblems(value, templates.items, notification) },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const common = {
        name: value.name.trim(),
        type: value.type || undefined,
        priority: Number(value.priority.trim()),
        template_name: value.template_name || undefined,
        template_option: value.template_option || undefined,
        is_persistent: value.is_persistent,
        is_takeover: value.is_takeover,
      }
      try {
        if (notification) {
          const written = await conflict.save(async () =>
            notificationValues(
              await update.mutateAsync({
                notificationId: notification.id,
                data: { ...common, status: value.status, ...scheduleBody(value, null) },
              }),
            ),
          )
          if (written) announce({ tone: 'success', message: `Notification “${common.name}” saved.` })
        } else {
          const created = await create.mutateAsync({
            data: { ...common, campaign_id: campaignId, ...scheduleBody(value, undefined) },
          })
          // The new notification as the service answered: its screen needs no list read to find it.
          queryClient.setQueryData(notificationQueries.notification(created.id).queryKey, created)
          await navigate({
            to: '/staff/notifications/$notificationId',
            params: { notificationId: created.id },
          })
        }
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const conflict = useEditConflict({
    form,
    loaded: notificationValues(notification),
    reread: async () => {
      const stored =
        notification && (await rereadNotification(queryClient, notification.id, notification.campaign.id))
      return stored && notificationValues(stored)
    },
    subject: 'This notification',
  })
  const templateName = useStore(form.store, (state) => state.values.template_name)
  const template = templates.items.find((candidate) => candidate.name === templateName)
  return (
    <>
      <ScreenForm form={form} aria-label={notification ? 'Notification settings' : 'New notification'}>
        <form.AppField name="name">{(field) => <field.TextField label="Name" wide />}</form.AppField>
        <div className="field-row">
          <form.AppField name="type">
            {(field) => (
              <field.SelectField label="Type" placeholder="No type" options={optionsOf(NOTIFICATION_TYPES)} />
            )}
          </form.AppField>
          <form.AppField name="priority">
            {(field) => (
              <field.TextField label="Priority" inputMode="numeric" hint="Higher is shown first." />
            )}
          </form.AppField>
        </div>
        <div className="field-row">
          <form.AppField
            name="template_name"
            listeners={{
              onChange: ({ value }) => {
                const chosen = templates.items.find((candidate) => candidate.name === value)
                form.setFieldValue(
                  'template_option',
                  (chosen?.options[0] as TemplateOption | undefined) ?? '',
                )
                if (chosen) form.setFieldValue('is_takeover', chosen.is_takeover)
              },
            }}
          >
            {(field) => (
              <field.SelectField
                label="Template"
                placeholder="No template"
                hint={template?.description}
                options={templates.items.map((item) => ({ value: item.name, label: item.name }))}
              />
            )}
          </form.AppField>
          <form.AppField name="template_option">
            {(field) => (
              <field.SelectField
                label="Template option"
                placeholder="Default"
                options={optionsOf(TEMPLATE_OPTIONS, template?.options ?? [])}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="is_persistent">
          {(field) => (
            <field.CheckboxField label="Persistent" hint="Persistent notifications cannot be dismissed." />
          )}
        </form.AppField>
        <form.AppField name="is_takeover">
          {(field) => (
            <field.CheckboxField label="Takeover" hint="Fills the window at start-up until dismissed." />
          )}
        </form.AppField>
        {notification ? (
          <form.AppField name="status">
            {(field) => <field.SelectField label="Status" hint={STATUS_HINT} options={optionsOf(STATUSES)} />}
          </form.AppField>
        ) : null}
        <ScheduleFields form={form} />
        {conflict.notice}
        <form.FormError />
        <form.SubmitButton pendingLabel={notification ? 'Saving…' : 'Creating…'}>
          {notification ? 'Save notification' : 'Create notification'}
        </form.SubmitButton>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}
