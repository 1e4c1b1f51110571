/**
 * Query replies kept per dataset snapshot (decision 019, "Isolation"): the same query with the same
 * parameters against the same snapshot has the same reply, so the worker serialises it once. Sanity's
 * API CDN does the same for published content until the next mutation; here a reload or a write
 * makes a new, immutable snapshot (dataset-snapshot.ts), so replies of an older one are never served
 * again and are collected with it: they live in the snapshot's `memo`, beside its perspective views
 * (perspectives.ts).
 * Queries that read the clock (`now()`) are not kept. Bounded by bytes per snapshot.
 */
import type { QueryRequest } from './engine-protocol.ts'
import type { DatasetSnapshot } from './store.ts'

/** Bytes of replies kept per snapshot (16 MiB); past it the snapshot's replies are dropped. */
export const REPLY_CACHE_MAX_BYTES = 16 * 1024 * 1024

/** A query whose result depends on the time it runs (GROQ `now()`). */
const READS_CLOCK = /\bnow\s*\(/

/** The replies kept in one snapshot's `memo`, and their bytes. */
interface KeptReplies {
  replies: Map<string, Uint8Array>
  bytes: number
}

/** The snapshot `memo` key of its {@link KeptReplies}. */
const MEMO_KEY = 'replies'

/** Replies by snapshot and request. */
export class ReplyCache {
  readonly #maxBytes: number

  /** @param maxBytes bound of the kept replies' bytes per snapshot; 0 keeps none */
  constructor(maxBytes = REPLY_CACHE_MAX_BYTES) {
    this.#maxBytes = maxBytes
  }

  /** The key of `request`, or `undefined` when its reply must not be kept (it reads the clock). */
  static keyOf(request: QueryRequest): string | undefined {
    if (READS_CLOCK.test(request.query)) return undefined
    return JSON.stringify([
      request.perspective,
      request.privileged,
      request.identity,
      request.projectId,
      request.returnQuery,
      request.withSyncTags,
      request.resultSourceMap ?? false,
      request.query,
      request.params,
    ])
  }

  /** A copy of the reply kept for `key` against `snapshot`, if any. */
  get(snapshot: DatasetSnapshot, key: string): Uint8Array<ArrayBuffer> | undefined {
    return (snapshot.memo.get(MEMO_KEY) as KeptReplies | undefined)?.replies.get(key)?.slice()
  }

  /** Keeps a copy of `reply` for `key` against `snapshot` (unless past the byte bound). */
  set(snapshot: DatasetSnapshot, key: string, reply: Uint8Array): void {
    if (reply.byteLength > this.#maxBytes) return
    let entry = snapshot.memo.get(MEMO_KEY) as KeptReplies | undefined
    if (!entry || entry.bytes + reply.byteLength > this.#maxBytes) {
      entry = { replies: new Map(), bytes: 0 }
      snapshot.memo.set(MEMO_KEY, entry)
    }
    entry.replies.set(key, reply.slice())
    entry.bytes += reply.byteLength
  }
}
