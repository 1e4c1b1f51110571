import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { usePublicConfig } from '../config/public-config.ts'
import type { PublicConfig } from '../config/server-config.ts'
import type { ContentPath } from '../content/content-path.ts'
import { keepListening, type ListenFn, type LiveStatus } from './live-subscription.ts'

/**
 * Preview mode's live updates (docs/requirements.md §4 "Content"): while `enabled`, listens for changes to the
 * documents the page query selects (sdk `pageListenQuery`: content type, slug, product), reloads the
 * route on connect and on each (`router.invalidate()`: loader, component and head follow); reconnects
 * 1 s after a failure; unsubscribes when the page is left. Browser-only (runs in an effect). The listener sends the
 * visitor's cookies (`withCredentials`), so drafts are included only with the preview cookie.
 * Returns where the listener stands ({@link LiveStatus}; `connecting` until it is welcomed).
 */
export function useLivePreview(page: ContentPath, enabled: boolean): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const config = usePublicConfig()
  const router = useRouter()
  const { contentType, product, slug } = page
  useEffect(() => {
    if (!enabled) return
    let stop: (() => void) | undefined
    let left = false
    void previewListen(config, { contentType, product, slug }).then((listen) => {
      if (left) return
      // Reload the route: the loader fetches the document again, head() (title, og tags) follows.
      stop = keepListening(
        listen,
        () => {
          void router.invalidate()
        },
        { onStatus: setStatus },
      )
    })
    return () => {
      left = true
      stop?.()
    }
  }, [enabled, config, router, contentType, product, slug])
  return status
}

/**
 * A {@link ListenFn} for the page (preview-listen.ts), loaded on demand so visitors outside preview
 * never download the content client.
 */
async function previewListen(config: PublicConfig, page: ContentPath): Promise<ListenFn> {
  const { createPreviewListen } = await import('./preview-listen.ts')
  return createPreviewListen(config, page)
}
