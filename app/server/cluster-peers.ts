/**
 * The page caches of a cluster's workers kept in step (`SITE_WORKERS` > 1, app/server/cluster.ts):
 * each worker has its own cache, but a signed webhook reaches only one of them. That worker
 * {@link PageCachePeers.announce}s the change; the primary tells every other worker, each empties its
 * cache and acknowledges, and the announcement resolves once all have, so the webhook answers only
 * when no worker can serve the old page any more (an edit shows on the next request after the event,
 * issue 18). Messages travel over the cluster's IPC channel. Plain TypeScript with Node built-ins
 * only, so the Node host runs it natively and the server entry bundles it.
 */
import cluster from 'node:cluster'

/**
 * A worker asks the primary to empty every other worker's cache (`id`: the worker's own count);
 * `deliveries`: the webhook deliveries that caused it, which every worker then refuses as replays.
 */
export interface ClearRequest {
  kind: 'page-cache-clear'
  id: number
  deliveries?: string[]
}
/** The primary tells a worker to empty its cache; the worker answers {@link ClearedReply}. */
export interface ClearOrder {
  kind: 'page-cache-clear-order'
  id: number
  deliveries?: string[]
}
/** A worker has emptied its cache for order `id`. */
export interface ClearedReply {
  kind: 'page-cache-cleared'
  id: number
}
/** The primary to the asking worker: every other worker has emptied its cache for request `id`. */
export interface RelayedReply {
  kind: 'page-cache-relayed'
  id: number
}
/** What the cluster's processes send each other about page caches. */
export type PeerMessage = ClearRequest | ClearOrder | ClearedReply | RelayedReply

/** How long an announcement waits for the other workers, in ms, before it resolves anyway. */
export const ANNOUNCE_TIMEOUT_MS = 2000

/** Whether `value` is one of the {@link PeerMessage}s of `kind`. */
export function isPeerMessage<K extends PeerMessage['kind']>(
  value: unknown,
  kind: K,
): value is Extract<PeerMessage, { kind: K }> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === kind &&
    typeof (value as { id?: unknown }).id === 'number'
  )
}

/** A worker's side of the exchange. */
export interface PageCachePeers {
  /**
   * Tells the other workers to empty their caches (and the webhook `deliveries` they must refuse
   * from now on); resolves once they have (or after the timeout).
   */
  announce(deliveries?: string[]): Promise<void>
}

/**
 * Joins this process to its cluster's page-cache exchange: `clear` runs whenever another worker
 * announces a change, with the deliveries it named. Outside a cluster worker, `announce` resolves at
 * once and nothing listens.
 */
export function pageCachePeers(clear: (deliveries: string[]) => void): PageCachePeers {
  if (!cluster.isWorker || !process.send) return { announce: async () => {} }
  const send = process.send.bind(process)
  const waiting = new Map<number, () => void>()
  let next = 1
  process.on('message', (message: unknown) => {
    if (isPeerMessage(message, 'page-cache-clear-order')) {
      clear(Array.isArray(message.deliveries) ? message.deliveries.filter((d) => typeof d === 'string') : [])
      send({ kind: 'page-cache-cleared', id: message.id } satisfies ClearedReply)
    } else if (isPeerMessage(message, 'page-cache-relayed')) {
      waiting.get(message.id)?.()
    }
  })
  return {
    announce(deliveries) {
      const id = next++
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiting.delete(id)
          resolve()
        }
        const timer = setTimeout(done, ANNOUNCE_TIMEOUT_MS)
        waiting.set(id, done)
        send({ kind: 'page-cache-clear', id, deliveries } satisfies ClearRequest)
      })
    },
  }
}
