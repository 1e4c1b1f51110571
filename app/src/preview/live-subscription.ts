/** The part of an Observable subscription the live listener uses (`@sanity/client` `listen`). */
export interface Unsubscribable {
  unsubscribe(): void
}

/** An event of `client.listen` (docs/references.md "Sanity HTTP API": welcome, mutation, reconnect, …). */
export interface ListenEvent {
  type: string
}

/** Starts one listen connection; `next` gets each event, `error` a connection failure. */
export type ListenFn = (observer: {
  next: (event: ListenEvent) => void
  error: (error: unknown) => void
  complete?: () => void
}) => Unsubscribable

/** Where a live listener stands: connecting (first time), live (welcomed), reconnecting (after a failure). */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting'

/** docs/requirements.md §9 "Listener reconnect delay": 1000 ms. */
export const LISTENER_RECONNECT_DELAY_MS = 1000

/**
 * Keeps a live listener open (docs/requirements.md §4 "Content"): calls `onChange` on each `mutation` event and on
 * every `welcome`: the page shows content fetched before the listener connected (server render, the
 * hydrated loader data, a disconnection), so a change made in between would otherwise be missed. When the
 * connection fails or ends, it reconnects after `reconnectDelayMs` (default 1000 ms). Returns the
 * function that ends the subscription (when the page is left); after it, nothing is called again.
 * `onStatus` (optional) hears each {@link LiveStatus} change.
 */
export function keepListening(
  listen: ListenFn,
  onChange: () => void,
  {
    reconnectDelayMs = LISTENER_RECONNECT_DELAY_MS,
    onStatus,
  }: { reconnectDelayMs?: number; onStatus?: (status: LiveStatus) => void } = {},
): () => void {
  let stopped = false
  let subscription: Unsubscribable | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const retry = () => {
    subscription = undefined
    if (stopped) return
    onStatus?.('reconnecting')
    timer = setTimeout(connect, reconnectDelayMs)
  }
  const connect = () => {
    if (stopped) return
    subscription = listen({
      next: (event) => {
        if (stopped) return
        if (event.type === 'welcome') onStatus?.('live')
        if (event.type === 'mutation' || event.type === 'welcome') onChange()
      },
      error: retry,
      complete: retry,
    })
  }
  onStatus?.('connecting')
  connect()
  return () => {
    stopped = true
    clearTimeout(timer)
    subscription?.unsubscribe()
  }
}
