/**
 * Messages between the content service's HTTP front (engine.ts, main thread) and its query worker
 * (engine-worker.ts), which holds the datasets, evaluates queries and computes listener and live
 * events (decision 013). Query replies travel as encoded JSON bytes (transferred, not copied).
 */
import type { AssetUrlOptions } from './asset-urls.ts'
import type { MutateRequest } from './mutations.ts'
import type { CompactionOptions } from './store.ts'
import type { SyncTag } from './sync-tags.ts'
import type { Perspective } from './validation.ts'

/** What the worker starts with (`workerData`). */
export interface EngineInit {
  datasetsDir: string
  assetUrls: AssetUrlOptions
  /** Query time limit in ms. */
  queryTimeoutMs: number
  /** Whether queries use the indexes (false only to measure their gain). */
  useIndexes: boolean
  /** Bytes of query replies kept per dataset snapshot (reply-cache.ts); 0 keeps none. */
  replyCacheMaxBytes: number
  /** When dataset files are rewritten from their journals (store.ts; decision 038); defaults when absent. */
  compaction?: CompactionOptions
}

/** A query of the Query API. */
export interface QueryRequest {
  dataset: string
  perspective: Perspective
  privileged: boolean
  query: string
  params: Record<string, unknown>
  /** Echo the query in the reply (`returnQuery`, default true). */
  returnQuery: boolean
  /** Add `syncTags` to the reply. */
  withSyncTags: boolean
  /** Add a Content Source Map (`resultSourceMap`; csm.ts): paths by index, or by `_key` with `withKeyArraySelector`. */
  resultSourceMap?: 'true' | 'withKeyArraySelector'
  /** `identity()` of the caller. */
  identity: string
  projectId: string
}

/** A listener (`/data/listen`). */
export interface SubscribeRequest {
  subscriptionId: string
  dataset: string
  privileged: boolean
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePrevious: boolean
}

/** An SSE frame to send as is. */
export interface Frame {
  event: string
  data: unknown
  id?: string
}

/** Main thread → worker. */
export type EngineRequest =
  | { kind: 'query'; id: number; request: QueryRequest }
  | { kind: 'documents'; id: number; dataset: string; ids: string[]; privileged: boolean }
  | { kind: 'subscribe'; id: number; request: SubscribeRequest }
  | { kind: 'mutate'; id: number; request: MutateRequest }
  | { kind: 'unsubscribe'; subscriptionId: string }
  | { kind: 'heap'; id: number }
  /** Bench: start (`true`) or stop measuring the longest task of the worker; stop replies its CPU ms. */
  | { kind: 'blocking'; id: number; watch: boolean }
  | { kind: 'ping'; id: number }
  | { kind: 'close'; id: number }

/** A refused request, as ContentServiceError's parts. */
export interface SerializedError {
  status: number
  type: string
  description: string
  details: Record<string, unknown>
}

/** Worker → main thread. */
export type EngineMessage =
  | { kind: 'ready'; datasets: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'reply'; id: number; body?: unknown; error?: SerializedError }
  | { kind: 'datasets'; names: string[] }
  | { kind: 'frames'; subscriptionId: string; frames: Frame[] }
  | { kind: 'live'; dataset: string; all: SyncTag[]; published: SyncTag[]; restart: boolean }
