import type { CampaignStatus } from '@music/sdk/notifications'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { notificationQueries } from '../../../-components/notification-queries.ts'
import { CampaignForm } from './campaign-form.tsx'
import { describeSchedule } from './local-time.ts'
import { CAMPAIGN_STATUSES, STATUSES } from './notification-labels.ts'
import { StatusBadge } from './status-badge.tsx'
import { StatusFilter } from './status-filter.tsx'

/** /staff/notifications: the campaigns with their status, schedule and audience, filtered by status; a new campaign. */
export function CampaignsScreen() {
  const [status, setStatus] = useState<CampaignStatus | ''>('')
  return (
    <Screen
      title="Campaigns"
      intro="In-app notifications for the desktop applications, grouped in campaigns. Open a campaign to write its notifications."
    >
      <Section
        title="All campaigns"
        subject="The campaigns"
        skeleton={<Skeleton blocks={3} />}
        action={<StatusFilter statuses={CAMPAIGN_STATUSES} value={status} onChange={setStatus} />}
      >
        <CampaignList status={status || undefined} />
      </Section>
      <Section
        title="New campaign"
        subject="The form for a new campaign"
        skeleton={<Skeleton lines={4} />}
        data={false}
      >
        <CampaignForm />
      </Section>
    </Screen>
  )
}

function CampaignList({ status }: { status?: CampaignStatus }) {
  const { data } = useSuspenseQuery(notificationQueries.campaigns(status ? { status } : undefined))
  const timeZone = useVisitorTimeZone()
  if (data.items.length === 0)
    return (
      <EmptyState>
        {status ? `No campaign is ${STATUSES[status].toLowerCase()}.` : 'There are no campaigns yet.'} Create
        one below.
      </EmptyState>
    )
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">Campaigns</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Schedule</th>
            <th scope="col">Audience</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((campaign) => (
            <tr key={campaign.id}>
              <th scope="row">
                <Link to="/staff/notifications/campaigns/$campaignId" params={{ campaignId: campaign.id }}>
                  {campaign.name}
                </Link>
              </th>
              <td>
                <StatusBadge status={campaign.status} />
              </td>
              <td>{describeSchedule(campaign.starts_at, campaign.ends_at, timeZone)}</td>
              <td>{campaign.anonymous ? 'Everyone' : 'Signed-in users'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
