import '../account-screens.css'
import type { QueryClient } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { ScreenForm } from '../../../../../screens/form.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { useSearchForm } from '../../../../../screens/search-params.ts'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { downloadQueries } from '../../../-components/download-queries.ts'
import { AssetList } from './asset-list.tsx'
import { DownloadHistoryList } from './download-history.tsx'
import { ASSET_TYPE_TITLES, hostAppTitles, OS_TITLES, RELEASE_TYPE_TITLES } from './download-names.ts'
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
  void queryClient.prefetchQuery(downloadQueries.history())
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
        <DownloadHistoryList />
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

/** The search parameters a filter's value sets ("" is any: the parameter is left out). */
function filterSearch(
  name: keyof FilterValues,
  value: unknown,
): Partial<Record<keyof DownloadsSearch, unknown>> {
  if (name === 'latest_only') return { latest_only: value ? undefined : 0 }
  return { [name]: value || undefined }
}

/**
 * The filters of `GET /assets` (product, OS, type, release type, latest only): each change sets its
 * own search parameter on the latest address (`useSearchForm`, decision 037), which the list follows
 * (and back/forward restore).
 */
function DownloadFilters({ search }: { search: DownloadsSearch }) {
  const form = useSearchForm({ values: toValues(search), toSearch: filterSearch })
  return (
    <ScreenForm form={form} className="download-filters" aria-label="Filter downloads" warnOnLeave={false}>
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
