import type { Campaign } from '@music/sdk/notifications'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchUpdate } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { notificationQueries } from '../../../-components/notification-queries.ts'
import { CampaignForm } from './campaign-form.tsx'
import { ScheduleText } from './schedule-text.tsx'
import { type ListColumn, nameSort, StaffList, startSort, statusSort, useListView } from './staff-list.tsx'
import { type CAMPAIGN_SORTS, CAMPAIGN_STATUSES, type CampaignsSearch } from './staff-list-search.ts'
import { StatusBadge } from './status-badge.tsx'

const route = getRouteApi('/_staff/staff/notifications/')

/**
 * /staff/notifications: the campaigns (`GET /campaigns`, oldest first) with their status, schedule and
 * audience; searched by name, filtered by status, sorted and paged in the address (issue 33,
 * `StaffList`); a new campaign.
 */
export function CampaignsScreen() {
  return (
    <Screen
      title="Campaigns"
      intro="In-app notifications for the desktop applications, grouped in campaigns. Open a campaign to write its notifications."
    >
      <Section title="All campaigns" subject="The campaigns" skeleton={<Skeleton blocks={3} />}>
        <CampaignList />
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

const COLUMNS: ListColumn<Campaign, (typeof CAMPAIGN_SORTS)[number]>[] = [
  {
    label: 'Name',
    sort: 'name',
    cell: (campaign) => (
      <Link to="/staff/notifications/campaigns/$campaignId" params={{ campaignId: campaign.id }}>
        {campaign.name}
      </Link>
    ),
  },
  { label: 'Status', sort: 'status', cell: (campaign) => <StatusBadge status={campaign.status} /> },
  {
    label: 'Schedule',
    sort: 'start',
    cell: (campaign) => <ScheduleText startsAt={campaign.starts_at} endsAt={campaign.ends_at} />,
  },
  { label: 'Audience', cell: (campaign) => (campaign.anonymous ? 'Everyone' : 'Signed-in users') },
]

/** How the campaigns sort; by default in the service's order (oldest first). */
const ORDER = { sorts: { name: nameSort, status: statusSort, start: startSort } }

function CampaignList() {
  const { data } = useSuspenseQuery(notificationQueries.campaigns())
  const search = route.useSearch()
  const update = useSearchUpdate()
  const view = useListView(data.items, search, ORDER)
  return (
    <StaffList
      view={view}
      search={search}
      onChange={(change: CampaignsSearch, { replace }) =>
        // A list's view changes in place: no page transition (a keystroke would skip the last one's).
        update(change, { replace, resetScroll: false, viewTransition: false })
      }
      noun={['campaign', 'campaigns']}
      caption="Campaigns"
      statuses={CAMPAIGN_STATUSES}
      columns={COLUMNS}
      order={ORDER}
      empty={<EmptyState>There are no campaigns yet. Create one below.</EmptyState>}
    />
  )
}
