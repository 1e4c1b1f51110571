import { ServiceError } from '@music/sdk'
import {
  type DownloadHistory,
  type GetMyApplicationInstallerDownloadsParams,
  getGetMyApplicationInstallerDownloadsQueryKey,
  getListAssetsSuspenseQueryOptions,
  getMyApplicationInstallerDownloads,
  type ListAssetsParams,
} from '@music/sdk/downloads'
import { queryOptions } from '@tanstack/react-query'

/**
 * The download service's queries of the customer area (docs/requirements.md §7 "Download service"), shared by loaders,
 * components and invalidation.
 */
export const downloadQueries = {
  /** `GET /assets` with the filters as given (host application, OS, type, release type, latest only). */
  assets: (filter: ListAssetsParams) => getListAssetsSuspenseQueryOptions(filter),
  /**
   * `GET /me/log/downloads/applicationinstaller`: the latest installer download (of one host
   * application when given), or `null` when there is none (the service answers 404 then, decision 012).
   */
  latestInstaller: (params?: GetMyApplicationInstallerDownloadsParams) =>
    queryOptions({
      queryKey: getGetMyApplicationInstallerDownloadsQueryKey(params),
      queryFn: async ({ signal }): Promise<DownloadHistory | null> => {
        try {
          return await getMyApplicationInstallerDownloads(params, undefined, signal)
        } catch (error) {
          if (error instanceof ServiceError && error.status === 404) return null
          throw error
        }
      },
    }),
}

/** The queries a download changes: every installer history query (a prefix of their keys). */
export const downloadChanges = [getGetMyApplicationInstallerDownloadsQueryKey()] as const
