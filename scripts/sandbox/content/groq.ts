/**
 * GROQ evaluation with groq-js, plus what the Content Lake does and groq-js does not (decision 013):
 * - parameters are known where the grammar needs them, as on Sanity: a query whose `[…]` is an index,
 *   key or slice by `$param` (`[0...$limit]`, `array[$i]`, `object[$key]`) is parsed with the params
 *   inlined (`parse(query, {params})`); any other stays parameterised and is compiled once for every
 *   parameter set. A `$param` the request did not send is a 400 `queryParseError` with its position;
 * - a trailing `// comment` parses; `sanity::projectId()`, `sanity::dataset()` and `identity()` answer;
 *   functions groq-js cannot evaluate (`geo::*`, `text::semanticSimilarity`…) are refused with a 400
 *   before evaluation;
 * - indexes instead of scans: every `*[…]` (top-level or nested) whose filter has an `attr == value`
 *   or `references(value)` conjunct whose value does not depend on the filtered document reads the
 *   smallest matching bucket of the view's indexes instead of every document (the filter still runs
 *   on the bucket, so results are the same; groq-lookups.ts); `->` reads the view's `_id` map;
 * - slices before projections: `*[…]{…}[0...3]` (or `[0]`) projects the rows it keeps, not every row
 *   (`slicesBeforeMaps`, groq-slices.ts; an `order()` between them still sorts every row first);
 * - time limits: the evaluation runs synchronously under a short deadline; a query that outlives it is
 *   run again a row at a time (groq-slices.ts), yielding to other queries every few ms, a row that
 *   outlives its own deadline asynchronously in slices, up to the query timeout (deadline.ts), past
 *   which it fails with a query timeout error.
 */
import { evaluate, evaluateSync, toJS } from 'groq-js'
import { checkDeadline, QueryTimeoutError, ScanArray, withDeadline } from './deadline.ts'
import { ContentServiceError } from './errors.ts'
import {
  dereferencer,
  findTopFilter,
  type LookupSite,
  type Node,
  typesOf,
  value,
  walk,
  withLookups,
  withSlicedScans,
} from './groq-lookups.ts'
import { createSlicer, evaluateByRows, slicesBeforeMaps, unslicedSorts } from './groq-slices.ts'
import type { DocumentView } from './perspectives.ts'
import type { QueryParser } from './query-parser.ts'
import type { SanityDocument } from './store.ts'

/** A parsed query (parameters inlined only where the grammar needs them) with what the service needs. */
export interface CompiledQuery {
  /** The tree with index lookups. */
  tree: Node
  /** The tree as groq-js parsed it, with slices taken before maps (groq-slices.ts), without index lookups. */
  plainTree: Node
  /** Subtrees of `tree` and `plainTree` with every `*` read through the hook, for evaluation in slices. */
  slicedMemo: WeakMap<object, unknown>
  /** The lookup sites of {@link tree}: the kinds and paths of each one's terms, in key order. */
  sites: LookupSite[]
  /** The top-level filter's expression (listen filters), or undefined for a query not over `*`. */
  topFilter: Node | undefined
  /** Whether the query reads documents besides the top-level filter's (a nested `*`). */
  readsOtherDocuments: boolean
  /** Its `order()`/`score()` calls that run inside one step of the evaluation (groq-slices.ts). */
  unslicedSorts: Node[]
}

/** Functions groq-js parses but cannot evaluate (they throw "not implemented"). */
const UNSUPPORTED_FUNCTIONS = new Set([
  'geo::latLng',
  'geo::contains',
  'geo::intersects',
  'geo::distance',
  'text::query',
  'text::semanticSimilarity',
  'user::attributes',
  'documents::incomingGlobalDocumentReferenceCount',
])

/** How long one row (or batch of rows) runs synchronously (thread CPU time) before it is evaluated in slices (ms). */
const ROW_SLICE_MS = 10
/** Compiled queries kept (a page query of the site compiles to about 1 MB). */
const CACHE_LIMIT = 100
/** Parameter sets larger than this (as JSON) are parsed each time instead of cached. */
const CACHEABLE_PARAMS_CHARS = 4096
const cache = new Map<string, CompiledQuery>()

const queryParseError = (query: string, description: string, start: number, end: number) =>
  new ContentServiceError(400, 'queryParseError', description, { query, start, end })

function positionOf(query: string, text: string): { start: number; end: number } {
  const at = query.indexOf(text)
  return at >= 0 ? { start: at, end: at + text.length } : { start: 0, end: query.length }
}

/** Whether `[…]` after a value means an index, key or slice only once the params are known (`[$i]`). */
function needsParamsToParse(tree: Node): boolean {
  let needs = false
  const constant = (node: Node | undefined): boolean => {
    let ok = node !== undefined
    let hasParam = false
    walk(node, (n) => {
      if (n.type === 'Parameter') hasParam = true
      else if (!['Value', 'OpCall', 'Group', 'Neg', 'Pos'].includes(n.type)) ok = false
    })
    return ok && hasParam
  }
  walk(tree, (node) => {
    if (node.type === 'Filter' && constant(node.expr)) needs = true
  })
  return needs
}

function compileTree(query: string, parsed: Node): CompiledQuery {
  // Slices before projections (`*[…]{…}[0...3]` projects 3 rows, not all of them): same answers.
  const tree = slicesBeforeMaps(parsed)
  walk(tree, (node) => {
    if (node.type === 'FuncCall' && UNSUPPORTED_FUNCTIONS.has(`${node.namespace}::${node.name}`)) {
      const name = `${node.namespace}::${node.name}`
      const { start, end } = positionOf(query, node.namespace === 'global' ? String(node.name) : name)
      throw queryParseError(
        query,
        `function ${name}() is not supported by the local content service`,
        start,
        end,
      )
    }
  })
  const topFilter = findTopFilter(tree)
  let everything = 0
  walk(tree, (node) => {
    if (node.type === 'Everything') everything++
  })
  const sites: CompiledQuery['sites'] = []
  const indexed = withLookups(tree, sites)
  return {
    tree: indexed,
    plainTree: tree,
    slicedMemo: new WeakMap(),
    sites,
    topFilter: topFilter?.expr,
    readsOtherDocuments: everything > (topFilter ? 1 : 0),
    unslicedSorts: unslicedSorts(tree),
  }
}

/**
 * Characters of JSON a parameter may have when an `order()` or `score()` that nothing can slice reads
 * it (decision 039): sorting is the one step groq-js takes whole, about 2 µs a value, so 64 KiB is at
 * most a few tens of ms; a 1.9 MB string split into characters and sorted held the worker for seconds.
 */
export const MAX_UNSLICED_SORT_PARAM_CHARS = 65_536

/** Throws a 400 when an unsliced sort of `compiled` reads a parameter over {@link MAX_UNSLICED_SORT_PARAM_CHARS}. */
function refuseHeavySorts(query: string, compiled: CompiledQuery, params: Record<string, unknown>): void {
  for (const sort of compiled.unslicedSorts) {
    walk(sort, (node) => {
      if (node.type !== 'Parameter' || typeof node.name !== 'string') return
      const chars = JSON.stringify(params[node.name] ?? null).length
      if (chars <= MAX_UNSLICED_SORT_PARAM_CHARS) return
      throw new ContentServiceError(
        400,
        'validationError',
        `Query too heavy: ${sort.name}() inside the query would sort $${node.name} (${chars} characters of JSON) in one step, which no other query could interrupt; such a parameter may have ${MAX_UNSLICED_SORT_PARAM_CHARS} characters. Sort at the top level (… | order(…)), where sorting runs in slices, or send less`,
        { query },
      )
    })
  }
}

/** Queries whose `[…]` need their params to parse: compiled per parameter set. */
const needsParams = new Set<string>()

function cacheGet(key: string | undefined): CompiledQuery | undefined {
  const hit = key === undefined ? undefined : cache.get(key)
  if (hit && key !== undefined) {
    // Least recently used goes first.
    cache.delete(key)
    cache.set(key, hit)
  }
  return hit
}

function cacheSet(key: string | undefined, compiled: CompiledQuery): void {
  if (key === undefined) return
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(key, compiled)
}

/**
 * Compiles `query` for `params`, as the Content Lake reads it: parameters stay parameters, except
 * where the grammar needs their values (`[0...$limit]`, `[$i]`, `[$key]`), where the query is parsed
 * with them inlined. Parsing happens in the parse thread (`parser`; decision 030). Cached per query
 * (and per parameter set for the latter). Rejects with a 400 `queryParseError` with `start`/`end` on
 * bad GROQ, a `$param` that was not sent, or a function the service cannot evaluate, a 400
 * `validationError` for a sort nothing can slice of a parameter over
 * {@link MAX_UNSLICED_SORT_PARAM_CHARS}, and with the parser's timeout error for a parse past the
 * time limit.
 */
export async function compileQuery(
  query: string,
  params: Record<string, unknown>,
  parser: QueryParser,
): Promise<CompiledQuery> {
  let compiled = needsParams.has(query) ? undefined : cacheGet(query)
  if (!compiled && !needsParams.has(query)) {
    let tree: Node | undefined
    try {
      tree = await parser.parse(query)
    } catch (error) {
      // A constant `[$param]` groq-js cannot parse without its value: parse with the params below.
      if (!(error instanceof ContentServiceError) || !/constant|param/i.test(error.message)) throw error
    }
    if (tree && !needsParamsToParse(tree)) {
      compiled = compileTree(query, tree)
      cacheSet(query, compiled)
    } else {
      needsParams.add(query)
      if (needsParams.size > CACHE_LIMIT) needsParams.delete(needsParams.values().next().value as string)
    }
  }
  if (!compiled) {
    const paramsJson = JSON.stringify(params)
    const key = paramsJson.length <= CACHEABLE_PARAMS_CHARS ? `${query}\u0000${paramsJson}` : undefined
    compiled = cacheGet(key)
    if (!compiled) {
      compiled = compileTree(query, await parser.parse(query, params))
      cacheSet(key, compiled)
    }
  }
  refuseHeavySorts(query, compiled, params)
  walk(compiled.plainTree, (node) => {
    if (node.type === 'Parameter' && typeof node.name === 'string' && !Object.hasOwn(params, node.name)) {
      const match = new RegExp(`\\$${node.name}(?![A-Za-z0-9_])`).exec(query)
      const start = match?.index ?? 0
      throw queryParseError(
        query,
        `param $${node.name} referenced, but not provided`,
        start,
        start + node.name.length + 1,
      )
    }
  })
  return compiled
}

/** The `_type`s a query's top-level filter restricts to with these params, when it does (sync tags). */
export const topTypesOf = (compiled: CompiledQuery, params: Record<string, unknown>): string[] | undefined =>
  typesOf(compiled.topFilter, params)

/** What a query is evaluated with besides the view. */
export interface RunOptions {
  /** The request's `$params`. */
  params: Record<string, unknown>
  /** `identity()`: the caller's id, '' when anonymous. */
  identity: string
  /** `sanity::projectId()`, `sanity::dataset()`. */
  sanity: { projectId: string; dataset: string }
  /** Total time limit (ms); past it the evaluation throws {@link QueryTimeoutError}. */
  timeoutMs: number
  /** Use the lookup sites and the `_id` map (default true); false evaluates plain groq-js scans. */
  useIndexes?: boolean
}

/** A query's result and the ids it dereferenced (sync tags). */
export interface QueryOutcome {
  result: unknown
  dereferenced: Set<string>
}

/** `items` as an async iterator that asks `slice` at every step. */
async function* slices<T>(items: readonly T[], slice: () => Promise<void> | undefined): AsyncGenerator<T> {
  for (const item of items.values()) {
    const pause = slice()
    if (pause) await pause
    yield item
  }
}

/** `raw` (groq-js data: may hold its DateTime and Path values) as JSON values, a row at a time for an array. */
async function normalize(raw: unknown, pause: () => Promise<void> | undefined): Promise<unknown> {
  // toJS reads only `data`: the wrapper of a raw value that groq-js would build.
  const plain = (data: unknown) => toJS({ data } as never)
  if (!Array.isArray(raw)) return plain(raw)
  const out: unknown[] = []
  for (const item of raw) {
    const wait = pause()
    if (wait) await wait
    out.push(plain(item))
  }
  return out
}

/** What every evaluation of a query over a view shares: groq-js's options and its `->` hook. */
function evaluationContext(
  compiled: CompiledQuery,
  view: DocumentView,
  options: RunOptions,
  dereferenced: Set<string>,
) {
  const useIndexes = options.useIndexes ?? true
  const context = {
    params: options.params,
    identity: options.identity,
    sanity: options.sanity,
    timestamp: new Date(),
  }
  // Long buckets honour the deadline as `*` does (deadline.ts), and so do joins: every 16th `->`.
  const lookup = dereferencer(compiled.sites, view, useIndexes, dereferenced, (docs) =>
    docs.length > 512 ? ScanArray.copyOf(docs) : docs,
  )
  let lookups = 0
  const hook = (ref: { _ref: string }) => {
    if ((++lookups & 15) === 0) checkDeadline()
    return lookup(ref)
  }
  const tree = (useIndexes ? compiled.tree : compiled.plainTree) as Node
  /** Evaluates `node` synchronously under a deadline of `ms` of CPU time; its raw groq-js data. */
  const evaluateNow = (node: Node, ms: number) =>
    withDeadline(ms, () =>
      evaluateSync(node as never, {
        ...context,
        dataset: view.documents,
        ...(useIndexes ? { dereference: hook } : {}),
      }),
    ).data
  return { useIndexes, context, tree, evaluateNow }
}

/**
 * Subtrees of `compiled` evaluated over `view` as {@link runQuery} evaluates a row: the same
 * parameters, identity, indexes and `->` (the Content Source Map traces a result with it, csm.ts).
 * `tree` is the tree runQuery evaluates; `evaluate(node, ms)` returns raw groq-js data and throws
 * {@link QueryTimeoutError} past `ms` of CPU time.
 */
export function subtreeEvaluator(
  compiled: CompiledQuery,
  view: DocumentView,
  options: RunOptions,
): { tree: Node; evaluate: (node: Node, ms: number) => unknown } {
  const { tree, evaluateNow } = evaluationContext(compiled, view, options, new Set())
  return { tree, evaluate: evaluateNow }
}

/**
 * Evaluates a compiled query over a perspective view a row at a time (groq-slices.ts): batches of
 * rows run synchronously, and between them the evaluation waits a turn of the event loop whenever it
 * has worked for a slice, so other queries are answered meanwhile; a row too long for its own short
 * deadline is evaluated asynchronously in slices. Throws {@link QueryTimeoutError} past `timeoutMs`.
 */
export async function runQuery(
  compiled: CompiledQuery,
  view: DocumentView,
  options: RunOptions,
): Promise<QueryOutcome> {
  const started = performance.now()
  const dereferenced = new Set<string>()
  const { useIndexes, context, tree, evaluateNow } = evaluationContext(compiled, view, options, dereferenced)
  const deadline = started + options.timeoutMs
  const pause = createSlicer(deadline)
  // Scans and lookups ask the clock every 64 steps.
  let steps = 0
  const slice = () => ((++steps & 63) === 0 ? pause() : undefined)
  // Short buckets go as they are: the hook itself asks the clock on every call.
  const sliced = dereferencer(compiled.sites, view, useIndexes, dereferenced, (docs) =>
    docs.length > 64 ? slices(docs, slice) : docs,
  )
  const dereference = async (ref: { _ref: string }) => {
    const wait = slice()
    if (wait) await wait
    return sliced(ref)
  }
  const raw = await evaluateByRows(tree, {
    sync: (node) => evaluateNow(node, Math.min(ROW_SLICE_MS, options.timeoutMs)),
    async: async (node) => {
      const value = await evaluate(withSlicedScans(node, compiled.slicedMemo) as never, {
        ...context,
        dataset: view.documents,
        dereference,
      })
      return (await value.asStatic()).data
    },
    pause,
  })
  return { result: await normalize(raw, pause), dereferenced }
}

/**
 * The top-level filter of a listen query as a predicate on one document (Sanity: "only the
 * top-level filter matters"), evaluated with `view` as `*` and for `->`. A query that is not
 * `*[filter]…` matches every document.
 */
export function compileListenFilter(
  compiled: CompiledQuery,
  params: Record<string, unknown>,
  timeoutMs: number,
): (doc: SanityDocument | undefined, view: DocumentView) => boolean {
  const filter = compiled.topFilter
  return (doc, view) => {
    if (!doc) return false
    if (!filter) return true
    const tree = { type: 'Filter', base: value([doc]), expr: filter } as never
    const dereference = ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null
    // The view's documents are built on first use: a filter without a nested `*` never asks for them,
    // so matching a write costs no copy of the dataset (decision 038).
    const dataset = compiled.readsOtherDocuments ? view.documents : []
    const result = withDeadline(timeoutMs, () => evaluateSync(tree, { dataset, params, dereference }))
    return Array.isArray(result.data) && result.data.length > 0
  }
}
