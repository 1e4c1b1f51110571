/**
 * The query worker of the content service (decision 013): a worker thread that owns the datasets
 * (store.ts), evaluates queries (groq.ts) and turns dataset reloads into listener mutations and live
 * sync tags. The HTTP front (engine.ts) never evaluates GROQ, so no query can block it; in here a
 * long query is evaluated in slices between other queries and cut off at the query timeout.
 * Protocol: engine-protocol.ts.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { type MessagePort, parentPort, workerData } from 'node:worker_threads'
import { isPrivateId } from './auth.ts'
import { sourceMapOf } from './csm.ts'
import { QueryTimeoutError } from './deadline.ts'
import type { EngineInit, EngineMessage, EngineRequest, Frame, SubscribeRequest } from './engine-protocol.ts'
import { ContentServiceError, notFoundError } from './errors.ts'
import {
  type CompiledQuery,
  compileListenFilter,
  compileQuery,
  type RunOptions,
  runQuery,
  topTypesOf,
} from './groq.ts'
import { createSlicer, jsonInSlices } from './groq-slices.ts'
import { planTransaction } from './mutations.ts'
import { publishedView, viewFor } from './perspectives.ts'
import { QueryParser } from './query-parser.ts'
import { ReplyCache } from './reply-cache.ts'
import {
  type DatasetChange,
  type DatasetSnapshot,
  DatasetStore,
  documentAfter,
  documentBefore,
  type SanityDocument,
} from './store.ts'
import { changeTags, queryTags } from './sync-tags.ts'

if (!parentPort) throw new Error('engine-worker.ts runs as a worker thread (engine.ts starts it)')
const port: MessagePort = parentPort
// A query cut off at its time limit inside groq-js's asynchronous evaluation leaves promises of its
// streams that nobody awaits any more rejected with the timeout: the query itself is answered (408).
// Anything else stays fatal, as by default.
process.on('unhandledRejection', (reason) => {
  if (!(reason instanceof QueryTimeoutError)) throw reason
})
const init = workerData as EngineInit
const post = (message: EngineMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
const encoder = new TextEncoder()
const RAW = { kind: 'raw' } as const

function snapshotOf(store: DatasetStore, dataset: string): DatasetSnapshot {
  const snapshot = store.get(dataset)
  if (!snapshot) throw notFoundError(`Dataset "${dataset}" not found`)
  return snapshot
}

/** The error reply for a query that ran past the time limit. */
const timeoutError = (query: string) =>
  new ContentServiceError(
    408,
    'queryTimeout',
    `Query timed out: it ran longer than the query time limit of ${init.queryTimeoutMs} ms. Narrow its filter, or raise CONTENT_QUERY_TIMEOUT_MS`,
    { query },
  )

interface Subscription extends SubscribeRequest {
  matches: (doc: SanityDocument | undefined, snapshot: DatasetSnapshot | undefined) => boolean
}

type Transition = 'update' | 'appear' | 'disappear'
const transitionOf = (before: boolean, after: boolean): Transition | undefined =>
  before && after ? 'update' : after ? 'appear' : before ? 'disappear' : undefined

/** The mutation frames of one reload for one listener (docs/references.md "Sanity HTTP API" listen events). */
function mutationFrames(change: DatasetChange, sub: Subscription): Frame[] {
  const frames: Frame[] = []
  const timestamp = change.timestamp ?? new Date().toISOString()
  const total = change.changedIds.length
  for (const [index, documentId] of change.changedIds.entries()) {
    if (!sub.privileged && isPrivateId(documentId)) continue
    const before = documentBefore(change, documentId)
    const after = documentAfter(change, documentId)
    const transition = transitionOf(sub.matches(before, change.previous), sub.matches(after, change.next))
    if (!transition) continue
    const eventId = `${change.transactionId}#${documentId}`
    const event: Record<string, unknown> = {
      eventId,
      documentId,
      transactionId: change.transactionId,
      transition,
      identity: change.identity ?? 'sandbox',
      mutations: change.mutations?.get(documentId) ?? [],
      previousRev: before?._rev,
      resultRev: after?._rev,
      timestamp,
      visibility: 'query',
      transactionTotalEvents: total,
      transactionCurrentEvent: index + 1,
    }
    if (sub.includeResult && after) event.result = after
    if (sub.includePrevious && before) event.previous = before
    frames.push({ event: 'mutation', data: event, id: eventId })
  }
  return frames
}

/**
 * Bench (`QueryEngine.watchBlocking`): the longest thread CPU time between two turns of the event
 * loop while watched. A turn is taken with setImmediate, so the worker spins while it watches.
 */
const blocking = (() => {
  const cpuMs = () => {
    const { user, system } = process.threadCpuUsage()
    return (user + system) / 1000
  }
  let watching = false
  let longest = 0
  let last = 0
  const turn = () => {
    if (!watching) return
    const now = cpuMs()
    longest = Math.max(longest, now - last)
    last = now
    setImmediate(turn)
  }
  return {
    start(): undefined {
      longest = 0
      last = cpuMs()
      if (!watching) {
        watching = true
        setImmediate(turn)
      }
      return undefined
    },
    stop(): number {
      watching = false
      return longest
    },
  }
})()

/** A full garbage collection of this thread's heap, which then gives the pages it freed back. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

/** When the worker last took a request (ms, performance.now()). */
let lastRequest = 0
/** How long the worker must have been idle before it collects a compaction's garbage (ms). */
const IDLE_BEFORE_COLLECTING_MS = 1000

/**
 * After a compaction the old base's documents and indexes are garbage; V8 keeps the pages they took
 * (memory at rest, decision 038). Collect them once the worker has been idle for a second, so the
 * collection's pause never falls on a request that is waiting; one collection serves every call made
 * meanwhile.
 */
let collecting = false
function collectWhenIdle(): void {
  if (collecting) return
  collecting = true
  const wait = () =>
    setTimeout(() => {
      if (performance.now() - lastRequest < IDLE_BEFORE_COLLECTING_MS) return wait()
      collecting = false
      collectGarbage()
    }, IDLE_BEFORE_COLLECTING_MS).unref()
  wait()
}

async function main(): Promise<void> {
  const store = new DatasetStore(init.datasetsDir, {
    compaction: init.compaction,
    onGarbage: collectWhenIdle,
  })
  try {
    await store.start({ assetUrls: init.assetUrls })
  } catch (error) {
    post({ kind: 'failed', message: (error as Error).message })
    return
  }
  // Loading leaves the files' text and the parser's garbage behind; nobody waits yet, so collect it
  // now rather than keep it resident (decision 030: memory at rest).
  collectGarbage()
  const subscriptions = new Map<string, Subscription>()
  const replies = new ReplyCache(init.replyCacheMaxBytes)
  // Parsing runs in a thread of its own, bounded by the query time limit (decision 030); never less
  // than 2 s, which the thread's own start can take on a busy machine.
  const parser = new QueryParser(Math.max(init.queryTimeoutMs, 2000), timeoutError)
  let names = store.names()
  post({ kind: 'ready', datasets: names })

  store.onChange((change) => {
    const now = store.names()
    if (now.join('\n') !== names.join('\n')) {
      names = now
      post({ kind: 'datasets', names })
    }
    const tags = changeTags(change, isPrivateId)
    const restart = !change.previous || !change.next
    post({ kind: 'live', dataset: change.dataset, ...tags, restart })
    for (const sub of subscriptions.values()) {
      if (sub.dataset !== change.dataset) continue
      let frames: Frame[]
      try {
        frames = mutationFrames(change, sub)
      } catch (error) {
        frames = [{ event: 'channelError', data: { message: (error as Error).message } }]
      }
      if (frames.length > 0) post({ kind: 'frames', subscriptionId: sub.subscriptionId, frames })
    }
  })

  const handle = async (message: EngineRequest): Promise<{ body?: unknown; transfer?: ArrayBuffer[] }> => {
    switch (message.kind) {
      case 'query': {
        const request = message.request
        const started = performance.now()
        const snapshot = snapshotOf(store, request.dataset)
        const key = ReplyCache.keyOf(request)
        const kept = key === undefined ? undefined : replies.get(snapshot, key)
        if (kept) return { body: kept, transfer: [kept.buffer] }
        const view = viewFor(snapshot, request.perspective, request.privileged)
        const compiled: CompiledQuery = await compileQuery(request.query, request.params, parser)
        const runOptions: RunOptions = {
          params: request.params,
          identity: request.identity,
          sanity: { projectId: request.projectId, dataset: request.dataset },
          timeoutMs: init.queryTimeoutMs,
          useIndexes: init.useIndexes,
        }
        let outcome: Awaited<ReturnType<typeof runQuery>>
        try {
          outcome = await runQuery(compiled, view, runOptions)
        } catch (error) {
          throw error instanceof QueryTimeoutError ? timeoutError(request.query) : error
        }
        const reply: Record<string, unknown> = {}
        if (request.returnQuery) reply.query = request.query
        reply.ms = Math.round((performance.now() - started) * 100) / 100
        reply.result = outcome.result ?? null
        if (request.resultSourceMap) {
          reply.resultSourceMap = await sourceMapOf(compiled, view, reply.result, {
            ...runOptions,
            keyArraySelector: request.resultSourceMap === 'withKeyArraySelector',
          })
        }
        if (request.withSyncTags) {
          reply.syncTags = queryTags(
            request.dataset,
            compiled,
            topTypesOf(compiled, request.params),
            outcome.dereferenced,
          )
        }
        // A long result is serialised a row at a time, so other queries are answered meanwhile.
        const bytes = encoder.encode(await jsonInSlices(reply, 'result', createSlicer()))
        if (key !== undefined) replies.set(snapshot, key, bytes)
        return { body: bytes, transfer: [bytes.buffer] }
      }
      case 'mutate': {
        const request = message.request
        snapshotOf(store, request.dataset)
        const result = await store.transact(
          request.dataset,
          async (latest) => {
            // Delete and patch by query select from the latest state, drafts included.
            const queryIds = async (query: string, params: Record<string, unknown>) => {
              const outcome = await runQuery(
                await compileQuery(query, params, parser),
                viewFor(latest, RAW, true),
                {
                  params,
                  identity: request.identity,
                  sanity: { projectId: init.assetUrls.projectId, dataset: request.dataset },
                  timeoutMs: init.queryTimeoutMs,
                  useIndexes: init.useIndexes,
                },
              )
              const found = Array.isArray(outcome.result) ? outcome.result : [outcome.result]
              return found.flatMap((doc) =>
                typeof (doc as SanityDocument | null)?._id === 'string' ? [(doc as SanityDocument)._id] : [],
              )
            }
            // Integrity reads who references what from the snapshot's reference index (decisions 038, 039);
            // a large patch lets other requests run between its paths.
            const planned = await planTransaction(request, latest.byId, queryIds, {
              referrers: (id) => latest.referencing(id),
              pause: createSlicer(),
            })
            return { ...planned, mutations: planned.mutationsById }
          },
          request.dryRun,
        )
        return { body: result }
      }
      case 'documents': {
        const snapshot = snapshotOf(store, message.dataset)
        const visible = (id: string) =>
          message.privileged || !isPrivateId(id) ? snapshot.byId.get(id) : undefined
        const documents = message.ids.flatMap((id) => visible(id) ?? [])
        const omitted = message.ids
          .filter((id) => !visible(id))
          .map((id) => ({ id, reason: snapshot.byId.has(id) ? 'permission' : 'existence' }))
        return { body: { documents, omitted } }
      }
      case 'subscribe': {
        const request = message.request
        snapshotOf(store, request.dataset)
        const compiled = await compileQuery(request.query, request.params, parser)
        const filter = compileListenFilter(compiled, request.params, init.queryTimeoutMs)
        // Anonymous listeners' filters see published documents only, so no event reveals a draft.
        const viewOf = (snapshot: DatasetSnapshot) =>
          request.privileged ? viewFor(snapshot, RAW, true) : publishedView(snapshot)
        subscriptions.set(request.subscriptionId, {
          ...request,
          matches: (doc, snapshot) => (doc && snapshot ? filter(doc, viewOf(snapshot)) : false),
        })
        return {}
      }
      case 'heap': {
        // Measure what stays alive, not what a load left for the collector (bench: memory after load).
        collectGarbage()
        return { body: getHeapStatistics().used_heap_size }
      }
      case 'blocking':
        return { body: message.watch ? blocking.start() : blocking.stop() }
      case 'ping':
        return {}
      case 'unsubscribe':
        subscriptions.delete(message.subscriptionId)
        return {}
      case 'close':
        subscriptions.clear()
        await parser.close()
        await store.close()
        return {}
    }
  }

  port.on('message', (message: EngineRequest) => {
    if (message.kind !== 'ping') lastRequest = performance.now()
    const id = 'id' in message ? message.id : undefined
    handle(message).then(
      ({ body, transfer }) => {
        if (id !== undefined) post({ kind: 'reply', id, body }, transfer)
      },
      (error: unknown) => {
        if (id === undefined) return
        const known =
          error instanceof ContentServiceError
            ? error
            : new ContentServiceError(
                500,
                'serverError',
                `Internal error: ${(error as Error)?.message ?? String(error)}`,
              )
        post({
          kind: 'reply',
          id,
          error: {
            status: known.status,
            type: known.type,
            description: known.message,
            details: known.details,
          },
        })
      },
    )
  })
}

await main()
