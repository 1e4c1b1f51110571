/**
 * The revalidation webhook's memory of the deliveries it has processed (docs/decisions/031): a
 * delivery seen again is refused, whether it is the same signed request replayed (its signature,
 * which covers the body and a timestamp, is the same) or Sanity delivering the same event again (its
 * `idempotency-key` header; `webhook-id` of the Standard Webhooks naming). A delivery is kept for
 * twice the signature's tolerance: older ones are refused for their timestamp anyway.
 */
import { LRUCache } from 'lru-cache'

/** How many deliveries are remembered at most (each a short string: well under 1 MiB). */
export const MAX_REMEMBERED_DELIVERIES = 10_000

/** The keys a webhook request is known by: its signature, and its idempotency key when it sends one. */
export function deliveryKeys(signature: string, headers: Headers): string[] {
  const keys = [`signature:${signature}`]
  const id = headers.get('idempotency-key') ?? headers.get('webhook-id')
  if (id) keys.push(`id:${id.slice(0, 200)}`)
  return keys
}

/** Deliveries processed in the last {@link WebhookDeliveries} `ttlMs`. */
export class WebhookDeliveries {
  readonly #seen: LRUCache<string, true>

  /** @param ttlMs how long a delivery is remembered, in ms (default 10 minutes) */
  constructor(ttlMs = 10 * 60_000) {
    this.#seen = new LRUCache({ max: MAX_REMEMBERED_DELIVERIES, ttl: ttlMs })
  }

  /** Whether any of `keys` belongs to a delivery already processed. */
  seen(keys: readonly string[]): boolean {
    return keys.some((key) => this.#seen.has(key))
  }

  /** Records `keys` as processed. */
  remember(keys: readonly string[]): void {
    for (const key of keys) this.#seen.set(key, true)
  }

  /** Forgets `keys` (a delivery whose processing failed, so that its retry is accepted). */
  forget(keys: readonly string[]): void {
    for (const key of keys) this.#seen.delete(key)
  }
}
