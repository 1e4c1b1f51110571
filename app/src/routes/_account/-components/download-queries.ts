import {
  getListAssetsSuspenseQueryOptions,
  getListMyDownloadsQueryKey,
  getListMyDownloadsSuspenseQueryOptions,
  type ListAssetsParams,
} from '@music/sdk/downloads'

/**
 * The download service's queries of the customer area (docs/requirements.md §7 "Download service"), shared by loaders,
 * components and invalidation.
 */
export const downloadQueries = {
  /** `GET /assets` with the filters as given (host application, OS, type, release type, latest only). */
  assets: (filter: ListAssetsParams) => getListAssetsSuspenseQueryOptions(filter),
  /**
   * `GET /me/log/downloads`: every download of the customer with its date, newest first; an empty list
   * when there is none (decision 033: the installer history call answers 404 then, a failed request on
   * every visit of a customer who has not downloaded everything).
   */
  history: () => getListMyDownloadsSuspenseQueryOptions(),
}

/** The queries a download changes: the download history. */
export const downloadChanges = [getListMyDownloadsQueryKey()] as const
