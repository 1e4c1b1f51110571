import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { usePublicConfig } from '../config/public-config.ts'
import { isBrowserOnline } from '../connection/browser-online.ts'
import { createBuildPoller } from './build-poller.ts'
import { claimChunkReload } from './reload-guard.ts'

/**
 * New build detection in the browser (docs/requirements.md §4 "New build detection", §8 "Code chunk load failure"):
 * - polls `builds/latest.json` every `buildPollIntervalMs` and on tab focus; once a new build id is
 *   seen, the next navigation is a full page load of its target (fresh HTML and chunks);
 * - a code chunk that fails to load (`vite:preloadError`) during a navigation reloads the target once
 *   (guarded per path for 10 s in sessionStorage); a failure during a hover preload never reloads, it
 *   only makes the next navigation a full load; while the browser is offline neither (decision 037:
 *   the error screen says it is offline and loads the page again once back online).
 * Off under `vite dev` (no build id).
 */
export function useBuildDetection(): void {
  const router = useRouter()
  const { buildPollIntervalMs } = usePublicConfig()
  useEffect(() => {
    const buildId = import.meta.env.BUILD_ID
    if (!buildId || buildId === 'dev') return
    let reloadOnNextNavigation = false
    const poller = createBuildPoller({
      currentBuildId: buildId,
      intervalMs: buildPollIntervalMs,
      fetchJson: async (url) => {
        const response = await fetch(url, { cache: 'no-store' })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        return response.json()
      },
      onNewBuild: () => {
        reloadOnNextNavigation = true
      },
    })
    const stopPolling = poller.start()
    const stopNavigationHook = router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (reloadOnNextNavigation && pathChanged) window.location.assign(toLocation.href)
    })
    const onPreloadError = (event: Event) => {
      if (!isBrowserOnline()) {
        // Offline the chunk is not gone, there is no connection: no reload, which would show the
        // browser's own offline page (and TanStack's lazy route would reload on an import error, so
        // the import is not let fail as one). The error screen says the page loads when the
        // connection is back, and loads it then (decision 037).
        event.preventDefault()
        return
      }
      const navigating = router.state.status === 'pending'
      if (!navigating) {
        // A hover preload failed: the chunk is probably gone with a new build. Never reload here.
        reloadOnNextNavigation = true
        event.preventDefault()
        return
      }
      const target = router.state.location.href
      if (claimChunkReload(window.sessionStorage, target)) {
        event.preventDefault()
        window.location.assign(target)
      }
      // Otherwise the import error surfaces and the route's error screen offers a retry.
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => {
      stopPolling()
      stopNavigationHook()
      window.removeEventListener('vite:preloadError', onPreloadError)
    }
  }, [router, buildPollIntervalMs])
}
