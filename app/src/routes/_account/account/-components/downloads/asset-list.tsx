import {
  type Asset,
  createAssetResourceDownload,
  type ListAssetsParams,
  type Resource,
  sendResourceDownloadEmail,
} from '@music/sdk/downloads'
import { useSuspenseQuery } from '@tanstack/react-query'
import { requestInstallerDownload } from '../../../../../downloads/installer-download.ts'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { formatBytes } from '../../../../../screens/format.ts'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { useDates } from '../../../../../screens/time-zone.ts'
import { downloadQueries } from '../../../-components/download-queries.ts'
import { ASSET_TYPE_TITLES, OS_TITLES, RELEASE_TYPE_TITLES } from './download-names.ts'
import { useResourceDownload } from './use-resource-download.ts'

/**
 * The assets of `GET /assets` for the screen's filters, newest first, each with its files; results of
 * the download and e-mail buttons are announced above the list (role="status").
 */
export function AssetList({ filter }: { filter: ListAssetsParams }) {
  const dates = useDates()
  const { data } = useSuspenseQuery(downloadQueries.assets(filter))
  const [result, announce] = useResult()
  if (data.items.length === 0) {
    return (
      <EmptyState>
        No downloads match these filters. Choose “All products” or another operating system.
      </EmptyState>
    )
  }
  return (
    <>
      <ResultStatus result={result} />
      <ul className="screen-list">
        {data.items.map((asset) => (
          <li key={asset.id} className="screen-card">
            <h3>{asset.name}</h3>
            <dl className="screen-details">
              <div>
                <dt>Type</dt>
                <dd>{ASSET_TYPE_TITLES[asset.type] ?? asset.type}</dd>
              </div>
              <div>
                <dt>Released</dt>
                <dd>
                  <time dateTime={asset.release_date}>{dates.date(asset.release_date)}</time>
                  {asset.release_type !== 'release' ? ` (${RELEASE_TYPE_TITLES[asset.release_type]})` : null}
                </dd>
              </div>
              {typeof asset.meta?.core_pack === 'string' ? (
                <div>
                  <dt>Core pack</dt>
                  <dd>{asset.meta.core_pack}</dd>
                </div>
              ) : null}
            </dl>
            <ul className="resource-list" aria-label={`Files of ${asset.name}`}>
              {asset.resources.map((resource) => (
                <ResourceRow
                  key={resource.id ?? resource.file_name}
                  asset={asset}
                  resource={resource}
                  announce={announce}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * How a file of an asset is downloaded: an installer through the installer call (with or without the
 * core pack, as the resource is; recorded in the history), another protected file through the asset's
 * resource call, a public one from its permanent URL.
 */
async function downloadUrl(asset: Asset, resource: Resource): Promise<string> {
  const hostAppName = asset.host_app_compatibility[0]?.name
  const hostOs = resource.host_os_compatibility.find((os) => os === 'mac' || os === 'win')
  if (resource.type === 'application_installer' && hostAppName && hostOs) {
    const withoutCorePack = resource.installer_type?.endsWith('-no-corepack') === true
    const offersCorePack = typeof asset.meta?.core_pack === 'string'
    const signed = await requestInstallerDownload({
      hostAppName,
      hostOs,
      version: asset.version,
      includeCorePack: offersCorePack ? !withoutCorePack : undefined,
    })
    return signed.url
  }
  if (resource.id === undefined) {
    if (!resource.url) throw new Error(`${resource.name} has neither an id nor a URL`)
    return resource.url
  }
  return (await createAssetResourceDownload(asset.id, resource.id)).url
}

/** One file: its name, size and OS, "Download" and (protected files) "E-mail me the link". */
function ResourceRow({
  asset,
  resource,
  announce,
}: {
  asset: Asset
  resource: Resource
  announce: (result: Result | null) => void
}) {
  const download = useResourceDownload(resource.name, () => downloadUrl(asset, resource), announce)
  const email = useServiceMutation({
    mutationFn: (resourceId: number) => sendResourceDownloadEmail(resourceId),
    invalidates: [],
    onMutate: () => announce(null),
    onSuccess: (sent) =>
      announce({
        tone: 'success',
        message: `We sent a download link for ${resource.name} to ${sent.email_address}.`,
      }),
    onError: (error) =>
      announce({ tone: 'error', message: `The link was not sent. ${serviceErrorMessage(error)}` }),
  })
  const os = resource.host_os_compatibility.map((name) => OS_TITLES[name] ?? name).join(', ')
  return (
    <li className="resource-list__item">
      <div>
        <strong>{resource.name}</strong>
        <div className="screen-muted">
          {[os, resource.file_size !== undefined ? formatBytes(resource.file_size) : null, resource.file_name]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </div>
      <div className="screen-actions">
        <PendingButton
          pending={download.isPending}
          pendingLabel={
            <>
              Preparing…<span className="visually-hidden"> {resource.name}</span>
            </>
          }
          onClick={() => download.mutate()}
        >
          Download<span className="visually-hidden"> {resource.name}</span>
        </PendingButton>
        {resource.id !== undefined ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={email.isPending}
            aria-busy={email.isPending || undefined}
            onClick={() => email.mutate(resource.id as number)}
          >
            {email.isPending ? 'Sending…' : 'E-mail me the link'}
            <span className="visually-hidden"> for {resource.name}</span>
          </button>
        ) : null}
      </div>
    </li>
  )
}
