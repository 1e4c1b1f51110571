import '../account-screens.css'
import { useStore } from '@tanstack/react-form'
import { type QueryClient, useSuspenseQueries } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ScreenForm, useScreenForm } from '../../../../../screens/form.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { downloadQueries } from '../../../-components/download-queries.ts'
import { AssetList } from './asset-list.tsx'
import {
  ASSET_TYPE_TITLES,
  hostAppTitles,
  installerApps,
  OS_TITLES,
  RELEASE_TYPE_TITLES,
} from './download-names.ts'
import {
  type DownloadsSearch,
  type DownloadsSearchParams,
  validateDownloadsSearch,
} from './downloads-search.ts'

/** The `GET /assets` parameters of the screen's filters (absent ones left out). */
function assetFilter(search: DownloadsSearch) {
  const { latest_only = 1, ...rest } = search
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    latest_only,
  }
}

/** Starts the downloads screen's requests (its loader): the assets of the filters, the history. */
export function prefetchDownloads(queryClient: QueryClient, params: DownloadsSearchParams): void {
  const search = validateDownloadsSearch(params)
  void queryClient.prefetchQuery(downloadQueries.assets(assetFilter(search)))
  for (const app of installerApps)
    void queryClient.prefetchQuery(downloadQueries.latestInstaller({ host_app_name: app }))
}

/** The downloads screen (/account/downloads): filters, the matching downloads, the history. */
export function DownloadsScreen() {
  const search = validateDownloadsSearch(useSearch({ from: '/_account/account/downloads' }))
  return (
    <Screen
      title="Downloads"
      intro="Installers and sound packs for your computer. A download link works for 15 minutes; a link we e-mail you, for 7 days."
    >
      <Section title="Your download history" skeleton={<Skeleton lines={2} />}>
        <DownloadHistory />
      </Section>
      <Section title="Available downloads" skeleton={<Skeleton blocks={2} />}>
        <DownloadFilters search={search} />
        <AssetList filter={assetFilter(search)} />
      </Section>
    </Screen>
  )
}

/** The filter form's values: the search parameters as the selects hold them ("" for any). */
interface FilterValues {
  host_app_name: string
  host_app_os: string
  type: string
  release_type: string
  latest_only: boolean
}

const toValues = (search: DownloadsSearch): FilterValues => ({
  host_app_name: search.host_app_name ?? '',
  host_app_os: search.host_app_os ?? '',
  type: search.type ?? '',
  release_type: search.release_type ?? '',
  latest_only: search.latest_only !== 0,
})

const options = (titles: Record<string, string>) =>
  Object.entries(titles).map(([value, label]) => ({ value, label }))

/**
 * The filters of `GET /assets` (product, OS, type, release type, latest only): each change replaces
 * the address's search parameters, which the list follows (and back/forward restore).
 */
function DownloadFilters({ search }: { search: DownloadsSearch }) {
  const navigate = useNavigate({ from: '/account/downloads' })
  const form = useScreenForm({
    defaultValues: toValues(search),
    listeners: {
      onChange: ({ formApi }) => {
        const value = formApi.state.values as FilterValues
        void navigate({
          search: {
            host_app_name: value.host_app_name || undefined,
            host_app_os: (value.host_app_os || undefined) as DownloadsSearch['host_app_os'],
            type: (value.type || undefined) as DownloadsSearch['type'],
            release_type: (value.release_type || undefined) as DownloadsSearch['release_type'],
            latest_only: value.latest_only ? undefined : 0,
          },
          replace: true,
        })
      },
    },
  })
  // Back and forward change the address under the form: show what the list shows.
  const values = useStore(form.store, (state) => state.values)
  useEffect(() => {
    const wanted = toValues(search)
    if (JSON.stringify(wanted) !== JSON.stringify(values)) form.reset(wanted)
  }, [search, values, form])
  return (
    <ScreenForm form={form} className="download-filters" aria-label="Filter downloads">
      <form.AppField name="host_app_name">
        {(field) => (
          <field.SelectField label="Product" placeholder="All products" options={options(hostAppTitles)} />
        )}
      </form.AppField>
      <form.AppField name="host_app_os">
        {(field) => (
          <field.SelectField label="Operating system" placeholder="Any" options={options(OS_TITLES)} />
        )}
      </form.AppField>
      <form.AppField name="type">
        {(field) => <field.SelectField label="Type" placeholder="Any" options={options(ASSET_TYPE_TITLES)} />}
      </form.AppField>
      <form.AppField name="release_type">
        {(field) => (
          <field.SelectField label="Release type" placeholder="Any" options={options(RELEASE_TYPE_TITLES)} />
        )}
      </form.AppField>
      <form.AppField name="latest_only">
        {(field) => <field.CheckboxField label="Latest versions only" />}
      </form.AppField>
    </ScreenForm>
  )
}

/**
 * What the customer downloaded: the latest installer download of each host application
 * (`GET /me/log/downloads/applicationinstaller?host_app_name=…`, one query per application, decision 012).
 */
function DownloadHistory() {
  const downloads = useSuspenseQueries({
    queries: installerApps.map((app) => downloadQueries.latestInstaller({ host_app_name: app })),
  })
  const found = downloads.flatMap(({ data }) => (data ? [data] : []))
  if (found.length === 0) {
    return <EmptyState>You have not downloaded an installer yet. Start one from the list below.</EmptyState>
  }
  return (
    <ul className="screen-list" aria-label="Latest download of each product">
      {found.map((download) => (
        <li key={download.asset.id} className="screen-card screen-card--row">
          <div>
            <strong>{download.resource.name}</strong>
            <div className="screen-muted">{download.resource.file_name}</div>
          </div>
        </li>
      ))}
    </ul>
  )
}
