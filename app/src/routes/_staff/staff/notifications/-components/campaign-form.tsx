import {
  type Campaign,
  type CampaignStatus,
  getCreateCampaignMutationOptions,
  getUpdateCampaignMutationOptions,
} from '@music/sdk/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEditConflict } from '../../../../../screens/edit-conflict.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { useScopedResult } from '../../../../../screens/result-scope.tsx'
import { ResultStatus } from '../../../../../screens/result-status.tsx'
import { campaignChanges, rereadCampaign } from '../../../-components/notification-queries.ts'
import { localInputValue } from './local-time.ts'
import { optionsOf, STATUSES } from './notification-labels.ts'
import { fieldErrors, scheduleBody, scheduleFieldProblems } from './schedule-fields.ts'
import { ScheduleFields } from './schedule-inputs.tsx'
import { CAMPAIGN_STATUSES } from './staff-list-search.ts'

/** A campaign as its form holds it (dates in the staff member's time zone). */
interface CampaignValues {
  name: string
  description: string
  anonymous: boolean
  status: CampaignStatus
  starts_at: string
  ends_at: string
}

function campaignValues(campaign?: Campaign): CampaignValues {
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    anonymous: campaign?.anonymous ?? false,
    status: (campaign?.status as CampaignStatus | undefined) ?? 'draft',
    starts_at: localInputValue(campaign?.starts_at),
    ends_at: localInputValue(campaign?.ends_at),
  }
}

/** The form's checks: a name, and the service's schedule rule on the dates as they will be sent. */
function campaignProblems(value: CampaignValues) {
  const problems = scheduleFieldProblems(value)
  if (!value.name.trim()) problems.name = 'Enter a name.'
  return fieldErrors(problems)
}

/**
 * Creates a campaign (`POST /campaigns`, it starts as draft) and opens it; or, given `campaign`, edits
 * it (`PUT /campaigns/{id}`: name, description, audience, status, schedule; an emptied date is cleared).
 * Dates are typed in the staff member's time zone and sent with its offset. The service's 400 field
 * messages appear next to their fields; the form keeps what was typed. An edit is written only if
 * nobody changed the campaign since the form was loaded (else: reload or overwrite, decision 028).
 */
export function CampaignForm({ campaign }: { campaign?: Campaign }) {
  const [result, announce] = useScopedResult()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const create = useServiceMutation({ ...getCreateCampaignMutationOptions(), invalidates: campaignChanges })
  const update = useServiceMutation({ ...getUpdateCampaignMutationOptions(), invalidates: campaignChanges })
  const form = useScreenForm({
    defaultValues: campaignValues(campaign),
    validators: { onChange: ({ value }) => campaignProblems(value) },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      const common = {
        name: value.name.trim(),
        description: value.description.trim() || undefined,
        anonymous: value.anonymous,
      }
      try {
        if (campaign) {
          const written = await conflict.save(async () =>
            campaignValues(
              await update.mutateAsync({
                campaignId: campaign.id,
                data: { ...common, status: value.status, ...scheduleBody(value, null) },
              }),
            ),
          )
          if (written) announce({ tone: 'success', message: `Campaign “${common.name}” saved.` })
        } else {
          const created = await create.mutateAsync({ data: { ...common, ...scheduleBody(value, undefined) } })
          await navigate({
            to: '/staff/notifications/campaigns/$campaignId',
            params: { campaignId: created.id },
          })
        }
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const conflict = useEditConflict({
    form,
    loaded: campaignValues(campaign),
    reread: async () => {
      const stored = campaign && (await rereadCampaign(queryClient, campaign.id))
      return stored && campaignValues(stored)
    },
    subject: 'This campaign',
  })
  return (
    <>
      <ScreenForm form={form} aria-label={campaign ? 'Campaign settings' : 'New campaign'}>
        <form.AppField name="name">{(field) => <field.TextField label="Name" wide />}</form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextAreaField label="Description (optional)" rows={2} />}
        </form.AppField>
        <form.AppField name="anonymous">
          {(field) => (
            <field.CheckboxField
              label="Also for people who are not signed in"
              hint="Without it, the campaign's notifications are shown to signed-in users only."
            />
          )}
        </form.AppField>
        {campaign ? (
          <form.AppField name="status">
            {(field) => (
              <field.SelectField
                label="Status"
                hint="Draft and archived campaigns show nothing; active notifications need an active campaign."
                options={optionsOf(STATUSES, CAMPAIGN_STATUSES)}
              />
            )}
          </form.AppField>
        ) : null}
        <ScheduleFields form={form} />
        {conflict.notice}
        <form.FormError />
        <form.SubmitButton pendingLabel={campaign ? 'Saving…' : 'Creating…'}>
          {campaign ? 'Save campaign' : 'Create campaign'}
        </form.SubmitButton>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}
