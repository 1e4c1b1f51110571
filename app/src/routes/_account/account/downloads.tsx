import { createFileRoute } from '@tanstack/react-router'
import { screenHead } from '../../../screens/screen-head.ts'
import { ACCOUNT_AREA } from '../-components/account-navigation.ts'
import { DownloadsScreen, prefetchDownloads } from './-components/downloads/downloads-screen.tsx'
import type { DownloadsSearchParams } from './-components/downloads/downloads-search.ts'

/**
 * /account/downloads: the download service's assets filtered by the address's search parameters, each
 * file downloadable or e-mailed, and the installer download history (docs/requirements.md §7 "Download
 * service", docs/decisions/012, 015).
 */
export const Route = createFileRoute('/_account/account/downloads')({
  // The loader goes with the component into the screen's chunk, out of every page's first JavaScript.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
  // Only typed here: `validateSearch` is not code-split, so the screen's chunk checks the values
  // (`validateDownloadsSearch`), in its loader and its component.
  validateSearch: (search: Record<string, unknown>): DownloadsSearchParams => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => prefetchDownloads(queryClient, deps),
  head: () => screenHead('Downloads', ACCOUNT_AREA),
  component: DownloadsScreen,
})
