import { ServiceError } from '@music/sdk'
import { getGetMyFileQueryKey, getMyFile, type File as LibraryFile } from '@music/sdk/cloud-library'
import { type Query, type QueryKey, queryOptions } from '@tanstack/react-query'

/** How long before its signed request expires a file's reply counts as stale, ms. */
const EXPIRY_MARGIN_MS = 60_000

/** How long a reply stays fresh, ms: until a minute before its signed request expires. */
function freshFor(query: Query<LibraryFile | null, Error, LibraryFile | null, QueryKey>): number {
  const expiry = query.state.data ? Date.parse(query.state.data.download.expiry) : Number.NaN
  return Number.isNaN(expiry) ? 0 : Math.max(0, expiry - EXPIRY_MARGIN_MS - query.state.dataUpdatedAt)
}

/** The cloud library's queries of the customer area (docs/requirements.md §7 "Other", decision 017). */
export const cloudLibraryQueries = {
  /**
   * `GET /me/files/{fileId}`: the file and a signed download request (valid 15 minutes), or `null`
   * when the library has no such file (404 code 3001: removed, or another account's). Fresh until a
   * minute before the request expires, so a link on the screen always works.
   */
  file: (fileId: string) =>
    queryOptions({
      queryKey: getGetMyFileQueryKey(fileId),
      queryFn: async ({ signal }): Promise<LibraryFile | null> => {
        try {
          return await getMyFile(fileId, undefined, signal)
        } catch (error) {
          if (error instanceof ServiceError && error.status === 404) return null
          throw error
        }
      },
      staleTime: freshFor,
      // Shown long enough to go stale, the file is asked for again, so its links keep working (at most
      // every 10 s, should the clocks disagree); a file that is not there is not asked for again.
      refetchInterval: (query) => (query.state.data ? Math.max(10_000, freshFor(query)) : false),
    }),
}
