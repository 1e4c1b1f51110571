import { createAssetResourceDownload, type DownloadLogEntry } from '@music/sdk/downloads'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { formatDateTime } from '../../../../../screens/format.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { downloadQueries } from '../../../-components/download-queries.ts'
import { ASSET_TYPE_TITLES } from './download-names.ts'
import { useResourceDownload } from './use-resource-download.ts'

/**
 * Every download of the customer, newest first (`GET /me/log/downloads`, decision 033): what (the file
 * and its release), when (date and time, the visitor's time zone), and "Download again", which asks
 * for a new link to the same file (`POST /assets/{assetId}/resources/{resourceId}/download`, itself a
 * download that joins the top of the list).
 */
export function DownloadHistoryList() {
  const { data } = useSuspenseQuery(downloadQueries.history())
  const [result, announce] = useResult()
  if (data.items.length === 0) {
    return (
      <EmptyState>You have not downloaded anything yet. Start a download from the list below.</EmptyState>
    )
  }
  return (
    <>
      <ResultStatus result={result} />
      <ul className="screen-list download-history" aria-label="Your downloads, newest first">
        {data.items.map((download) => (
          <HistoryEntry key={download.id} download={download} announce={announce} />
        ))}
      </ul>
    </>
  )
}

function HistoryEntry({
  download,
  announce,
}: {
  download: DownloadLogEntry
  announce: (result: Result | null) => void
}) {
  const { asset, resource } = download
  const timeZone = useVisitorTimeZone()
  const again = useResourceDownload(
    resource.name,
    async () => (await createAssetResourceDownload(asset.id, resource.id as number)).url,
    announce,
  )
  return (
    <li className="screen-card screen-card--row">
      <div>
        <strong className="download-history__name">{resource.name}</strong>
        <span className="screen-muted">
          {ASSET_TYPE_TITLES[resource.type] ?? asset.name} · {resource.file_name}
        </span>
        <span className="screen-muted">
          Downloaded{' '}
          <time dateTime={download.downloaded_at}>{formatDateTime(download.downloaded_at, timeZone)}</time>
        </span>
      </div>
      {resource.id !== undefined ? (
        <PendingButton
          pending={again.isPending}
          className="button button--secondary"
          pendingLabel={
            <>
              Preparing…<span className="visually-hidden"> {resource.name}</span>
            </>
          }
          onClick={() => again.mutate()}
        >
          Download again<span className="visually-hidden"> {resource.name}</span>
        </PendingButton>
      ) : null}
    </li>
  )
}
