/**
 * What the site's server asks the content service besides page documents: whether it answers
 * (`/readyz`) and when content changes (the page cache's invalidation). Both through the content
 * client of page-document.server.ts, the one place the server reads content.
 */
import type { ServerConfig } from '../src/config/server-config.ts'
import { contentClient } from '../src/content/page-document.server.ts'

/** How long the readiness probe waits for the content service, in ms. */
export const READY_PROBE_TIMEOUT_MS = 2000

/** Delay before listening again after the stream failed, in ms (docs/requirements.md §9 "listener reconnect delay"). */
export const LISTEN_RETRY_MS = 1000

/** Whether the content service answers a trivial query within {@link READY_PROBE_TIMEOUT_MS}. */
export async function contentServiceReady(config: ServerConfig): Promise<boolean> {
  try {
    await contentClient(config, undefined).fetch(
      '1',
      {},
      { signal: AbortSignal.timeout(READY_PROBE_TIMEOUT_MS) },
    )
    return true
  } catch {
    return false
  }
}

/**
 * Listens to every published document's changes (the Listen API, docs/references.md "Sanity HTTP API")
 * and calls `onChange` for each mutation, and on every (re)connection (`welcome`), since changes may
 * have been missed while disconnected. A failed stream is listened to again after {@link LISTEN_RETRY_MS}.
 * @returns stops listening
 */
export function listenToContentChanges(
  config: ServerConfig,
  onChange: (reason: 'mutation' | 'welcome') => void,
): () => void {
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let subscription: { unsubscribe(): void } | undefined
  const start = () => {
    subscription = contentClient(config, undefined)
      .listen('*', {}, { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome' || event.type === 'mutation') onChange(event.type)
        },
        error: () => {
          if (!stopped) retry = setTimeout(start, LISTEN_RETRY_MS)
        },
      })
  }
  start()
  return () => {
    stopped = true
    clearTimeout(retry)
    subscription?.unsubscribe()
  }
}
