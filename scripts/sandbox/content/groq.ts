/**
 * GROQ evaluation with groq-js, plus what the Content Lake does and groq-js does not (decision 013):
 * - parameters are known when the query is parsed (`parse(query, {params})`), as on Sanity, so
 *   `[0...$limit]`, `array[$i]` and `object[$key]` mean what they say; a `$param` the request did not
 *   send is a 400 `queryParseError` with its position, like every parse error;
 * - a trailing `// comment` parses; `sanity::projectId()`, `sanity::dataset()` and `identity()` answer;
 *   functions groq-js cannot evaluate (`geo::*`, `text::semanticSimilarity`…) are refused with a 400
 *   before evaluation;
 * - indexes instead of scans: every `*[…]` (top-level or nested) whose filter has an `attr == value`
 *   or `references(value)` conjunct whose value does not depend on the filtered document reads the
 *   smallest matching bucket of the view's indexes instead of every document (the filter still runs
 *   on the bucket, so results are the same); `->` reads the view's `_id` map;
 * - time limits: the evaluation runs synchronously under a short deadline; a query that outlives it is
 *   run again asynchronously, yielding to other queries every few ms, up to the query timeout
 *   (deadline.ts), past which it fails with a query timeout error.
 *
 * The index lookup goes through groq-js's `dereference` hook: the filter's `*` becomes
 * `coalesce({"_ref": <key>}->, *)`, where the key names the lookup site and carries the values; the
 * hook answers keys that start with a per-process secret prefix from the indexes, and `null` (so
 * `coalesce` falls back to `*`) when a value is not a string. Document `_ref`s can never carry the prefix.
 */
import { randomUUID } from 'node:crypto'
import { evaluate, evaluateSync, GroqSyntaxError, parse, toJS } from 'groq-js'
import { QueryTimeoutError, ScanArray, withDeadline } from './deadline.ts'
import { ContentServiceError } from './errors.ts'
import type { DocumentView } from './perspectives.ts'
import type { SanityDocument } from './store.ts'

/** The few groq-js AST shapes this module inspects and builds (groq-js's node types, loosely). */
export interface Node {
  type: string
  base?: Node
  expr?: Node
  left?: Node
  right?: Node
  op?: string
  name?: string
  namespace?: string
  value?: unknown
  args?: Node[]
  [key: string]: unknown
}

/** One indexable conjunct of a filter: `path == value` or `references(value)`. */
type Term = ({ kind: 'eq'; path: string; value: Node } | { kind: 'references'; value: Node; call: Node }) & {
  /** The term only applies when this value is defined (`!defined($p) || attr == $p`). */
  guard?: Node
}

/** A parsed query (parameters inlined) with what the service needs to know about it. */
export interface CompiledQuery {
  /** The tree with index lookups. */
  tree: Node
  /** The tree as groq-js parsed it (no index lookups). */
  plainTree: Node
  /** `tree` (or `plainTree`) with every `*` read through the hook, for evaluation in slices (memoised). */
  sliced(indexed: boolean): Node
  /** The lookup sites of {@link tree}: the kinds and paths of each one's terms, in key order. */
  sites: Array<Array<{ kind: 'eq'; path: string } | { kind: 'references' }>>
  /** The top-level filter's expression (listen filters), or undefined for a query not over `*`. */
  topFilter: Node | undefined
  /** Whether the query reads documents besides the top-level filter's (a nested `*`). */
  readsOtherDocuments: boolean
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

/** How long an evaluation runs synchronously before it is continued in slices (ms). */
const SYNC_SLICE_MS = 40
/** How long an asynchronous evaluation works before it lets other queries run (ms). */
const ASYNC_SLICE_MS = 4
/** Compiled queries kept (a page query of the site compiles to about 1 MB). */
const CACHE_LIMIT = 100
/** Parameter sets larger than this (as JSON) are parsed each time instead of cached. */
const CACHEABLE_PARAMS_CHARS = 4096
const cache = new Map<string, CompiledQuery>()
/** The prefix of index lookup keys: unknowable to documents (decision 013). */
const LOOKUP_PREFIX = `\u0000lookup:${randomUUID()}:`
const SEPARATOR = '\u0000'
/** A lookup value that constrains nothing (a guarded term whose guard is undefined). */
const ANY = `${LOOKUP_PREFIX}any`

const queryParseError = (query: string, description: string, start: number, end: number) =>
  new ContentServiceError(400, 'queryParseError', description, { query, start, end })

/** Calls `visit` on every node of the tree. */
function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
  } else if (typeof node === 'object' && node !== null && typeof (node as Node).type === 'string') {
    visit(node as Node)
    // A Value node's `value` is data, not more nodes.
    if ((node as Node).type !== 'Value') for (const value of Object.values(node)) walk(value, visit)
  } else if (typeof node === 'object' && node !== null) {
    for (const value of Object.values(node)) walk(value, visit)
  }
}

/** Walks from the root through the nodes that pass a stream along to the filter over `*`. */
function findTopFilter(root: Node): Node | undefined {
  let node: Node | undefined = root
  while (node) {
    if (node.type === 'Filter' && node.base?.type === 'Everything') return node
    if (
      !['Projection', 'Slice', 'AccessElement', 'PipeFuncCall', 'Filter', 'Group', 'Map'].includes(node.type)
    )
      return undefined
    node = node.base
  }
  return undefined
}

/** `slug.current` for an attribute chain on the filtered document, undefined otherwise. */
function attributePath(node: Node | undefined): string | undefined {
  if (node?.type !== 'AccessAttribute' || typeof node.name !== 'string') return undefined
  if (node.base === undefined || node.base.type === 'This') return node.name
  const parent = attributePath(node.base)
  return parent === undefined ? undefined : `${parent}.${node.name}`
}

/** Whether `node`'s value is the same for every document the filter tests (reads only `^`, constants). */
function independentOfDocument(node: Node | undefined): boolean {
  if (!node) return false
  switch (node.type) {
    case 'Value':
      return typeof node.value === 'string'
    case 'Parent':
    case 'Parameter':
      return true
    case 'Group':
      return independentOfDocument(node.base)
    case 'AccessAttribute':
    case 'AccessElement':
    case 'Deref':
      return node.base !== undefined && independentOfDocument(node.base)
    default:
      return false
  }
}

/** Evaluates a subtree made only of constants and `defined()`; undefined when it is not one. */
function constantValue(node: Node): unknown {
  let constant = true
  walk(node, (n) => {
    const pure =
      ['Value', 'Not', 'And', 'Or', 'Group', 'OpCall'].includes(n.type) ||
      (n.type === 'FuncCall' && n.namespace === 'global' && n.name === 'defined')
    if (!pure) constant = false
  })
  if (!constant) return undefined
  try {
    return evaluateSync(node as never).data
  } catch {
    return undefined
  }
}

/** The indexable conjuncts of a filter expression. */
function termsOf(expr: Node | undefined): Term[] {
  if (!expr) return []
  switch (expr.type) {
    case 'Group':
      return termsOf(expr.base)
    case 'And':
      return [...termsOf(expr.left), ...termsOf(expr.right)]
    case 'Or':
      // `!defined($p) || attr == $p` with $p sent: the guard is false, the equality is a conjunct.
      if (expr.left && constantValue(expr.left) === false) return termsOf(expr.right)
      if (expr.right && constantValue(expr.right) === false) return termsOf(expr.left)
      {
        // `!defined($p) || attr == $p` with $p known at run time: the terms apply when $p is defined.
        const call = expr.left?.type === 'Not' ? expr.left.base : undefined
        const guard = call?.type === 'FuncCall' && call.name === 'defined' ? call.args?.[0] : undefined
        if (guard && call?.args?.length === 1 && independentOfDocument(guard)) {
          return termsOf(expr.right).map((term) => ({ ...term, guard }))
        }
      }
      return []
    case 'OpCall': {
      if (expr.op !== '==') return []
      for (const [attr, other] of [
        [expr.left, expr.right],
        [expr.right, expr.left],
      ]) {
        const path = attributePath(attr)
        if (path !== undefined && other && independentOfDocument(other))
          return [{ kind: 'eq', path, value: other }]
      }
      return []
    }
    case 'FuncCall': {
      const arg = expr.args?.[0]
      if (expr.namespace === 'global' && expr.name === 'references' && expr.args?.length === 1 && arg) {
        return independentOfDocument(arg) ? [{ kind: 'references', value: arg, call: expr }] : []
      }
      return []
    }
    default:
      return []
  }
}

/** The `_type`s a filter expression restricts to (`_type == "x"`, `_type in ["x", "y"]`, or a `$param`). */
function typesOf(expr: Node | undefined, params: Record<string, unknown>): string[] | undefined {
  if (!expr) return undefined
  if (expr.type === 'Group') return typesOf(expr.base, params)
  if (expr.type === 'And') return typesOf(expr.left, params) ?? typesOf(expr.right, params)
  if (expr.type === 'Or') {
    if (expr.left && constantValue(expr.left) === false) return typesOf(expr.right, params)
    if (expr.right && constantValue(expr.right) === false) return typesOf(expr.left, params)
    const left = typesOf(expr.left, params)
    const right = typesOf(expr.right, params)
    return left && right ? [...left, ...right] : undefined
  }
  if (expr.type !== 'OpCall') return undefined
  const isType = (n: Node | undefined) => attributePath(n) === '_type'
  const literal = (n: Node | undefined) =>
    n?.type === 'Value' ? n.value : n?.type === 'Parameter' ? params[String(n.name)] : undefined
  if (expr.op === '==') {
    const value = isType(expr.left)
      ? literal(expr.right)
      : isType(expr.right)
        ? literal(expr.left)
        : undefined
    return typeof value === 'string' ? [value] : undefined
  }
  if (expr.op === 'in' && isType(expr.left)) {
    const value = literal(expr.right)
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined
  }
  return undefined
}

const value = (v: unknown): Node => ({ type: 'Value', value: v })
const concat = (left: Node, right: Node): Node => ({ type: 'OpCall', op: '+', left, right })

/** The tree with each indexable `*[…]` reading through a lookup site; `sites` collects their terms. */
function withLookups(node: Node, sites: CompiledQuery['sites']): Node {
  const rewrite = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(rewrite)
    if (typeof n !== 'object' || n === null) return n
    const source = n as Node
    if (source.type === 'Value') return source
    const copy: Node = { ...source }
    for (const [key, child] of Object.entries(source)) copy[key] = rewrite(child)
    if (source.type !== 'Filter' || source.base?.type !== 'Everything') return copy
    const terms = termsOf(source.expr)
    if (terms.length === 0) return copy
    // The values are evaluated in a scope nested in the filter's own, as the filter evaluates its
    // expression (a projection over `{}` nests the scope exactly as the filter does per document).
    let key = value(`${LOOKUP_PREFIX}${sites.length}`)
    for (const term of terms) {
      // A guarded term's value is "any" while its guard is undefined.
      const termValue: Node = term.guard
        ? {
            type: 'Select',
            alternatives: [
              {
                type: 'SelectAlternative',
                condition: { type: 'FuncCall', namespace: 'global', name: 'defined', args: [term.guard] },
                value: term.value,
              },
            ],
            fallback: value(ANY),
          }
        : term.value
      key = concat(concat(key, value(SEPARATOR)), { type: 'Projection', base: value({}), expr: termValue })
    }
    sites.push(
      terms.map((term) => (term.kind === 'eq' ? { kind: 'eq', path: term.path } : { kind: 'references' })),
    )
    const lookup: Node = {
      type: 'Deref',
      base: { type: 'Object', attributes: [{ type: 'ObjectAttributeValue', name: '_ref', value: key }] },
    }
    const [only] = terms
    if (terms.length === 1 && only?.kind === 'references' && !only.guard) {
      // The bucket is exactly the documents referencing the id, so none needs walking again to check
      // it; when the id is not a string (an array, say) the lookup fell back to `*` and the call decides.
      const isString: Node = {
        type: 'OpCall',
        op: '==',
        left: { type: 'FuncCall', namespace: 'global', name: 'string', args: [only.value] },
        right: only.value,
      }
      const checked: Node = {
        type: 'Select',
        alternatives: [{ type: 'SelectAlternative', condition: isString, value: value(true) }],
        fallback: only.call,
      }
      const replace = (n: unknown): unknown => {
        if (n === only.call) return checked
        if (Array.isArray(n)) return n.map(replace)
        if (typeof n !== 'object' || n === null || (n as Node).type === 'Value') return n
        return Object.fromEntries(Object.entries(n).map(([k, child]) => [k, replace(child)]))
      }
      copy.expr = rewrite(replace(source.expr)) as Node
    }
    copy.base = {
      type: 'FuncCall',
      namespace: 'global',
      name: 'coalesce',
      args: [lookup, { type: 'Everything' }],
    }
    return copy
  }
  return rewrite(node) as Node
}

/** The key of the lookup that answers `*` itself (all documents of the view). */
const ALL_DOCUMENTS = `${LOOKUP_PREFIX}*`

/**
 * The tree with every `*` read through the dereference hook: evaluated in slices, each `*` is then a
 * fresh iterator that yields to other queries (groq-js keeps the dataset's own stream once read).
 */
function withSlicedScans(node: Node): Node {
  const rewrite = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(rewrite)
    if (typeof n !== 'object' || n === null) return n
    const source = n as Node
    if (source.type === 'Value') return source
    if (source.type === 'Everything') {
      return {
        type: 'Deref',
        base: {
          type: 'Object',
          attributes: [{ type: 'ObjectAttributeValue', name: '_ref', value: value(ALL_DOCUMENTS) }],
        },
      }
    }
    return Object.fromEntries(Object.entries(source).map(([key, child]) => [key, rewrite(child)]))
  }
  return rewrite(node) as Node
}

function positionOf(query: string, text: string): { start: number; end: number } {
  const at = query.indexOf(text)
  return at >= 0 ? { start: at, end: at + text.length } : { start: 0, end: query.length }
}

/** Parses `query`, with `params` inlined when given; a 400 `queryParseError` when groq-js refuses it. */
function parseQuery(query: string, params?: Record<string, unknown>): Node {
  try {
    // The newline ends a `// comment` on the last line, which groq-js otherwise refuses.
    return parse(`${query}\n`, params ? { params } : {}) as unknown as Node
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const start = Math.min(error.position, query.length)
      throw queryParseError(query, error.message, start, Math.min(start + 1, query.length))
    }
    // GroqQueryError: e.g. "Undefined function: foo". Point at the name when it appears in the query.
    const message = (error as Error).message
    const name = /:\s*(\S+)$/.exec(message)?.[1]
    const { start, end } = name ? positionOf(query, name) : { start: 0, end: query.length }
    throw queryParseError(query, message, start, end)
  }
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

function compileTree(query: string, tree: Node): CompiledQuery {
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
  const sliced = new Map<boolean, Node>()
  return {
    tree: indexed,
    plainTree: tree,
    sliced(withIndexes) {
      let memo = sliced.get(withIndexes)
      if (!memo) sliced.set(withIndexes, (memo = withSlicedScans(withIndexes ? indexed : tree)))
      return memo
    },
    sites,
    topFilter: topFilter?.expr,
    readsOtherDocuments: everything > (topFilter ? 1 : 0),
  }
}

function cached(key: string | undefined, make: () => CompiledQuery): CompiledQuery {
  const hit = key === undefined ? undefined : cache.get(key)
  if (hit) {
    // Least recently used goes first.
    cache.delete(key as string)
    cache.set(key as string, hit)
    return hit
  }
  const compiled = make()
  if (key !== undefined) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
    cache.set(key, compiled)
  }
  return compiled
}

/**
 * Compiles `query` for `params`, as the Content Lake reads it: parameters stay parameters, except
 * where the grammar needs their values (`[0...$limit]`, `[$i]`, `[$key]`), where the query is parsed
 * with them inlined. Cached per query (and per parameter set for the latter). Throws a 400
 * `queryParseError` with `start`/`end` on bad GROQ, a `$param` that was not sent, or a function the
 * service cannot evaluate.
 */
export function compileQuery(query: string, params: Record<string, unknown>): CompiledQuery {
  let compiled: CompiledQuery
  try {
    compiled = cached(query, () => {
      const tree = parseQuery(query)
      if (needsParamsToParse(tree)) throw new Error('needs params')
      return compileTree(query, tree)
    })
  } catch (error) {
    if (error instanceof ContentServiceError && !/constant|param/i.test(error.message)) throw error
    const paramsJson = JSON.stringify(params)
    const key = paramsJson.length <= CACHEABLE_PARAMS_CHARS ? `${query}${SEPARATOR}${paramsJson}` : undefined
    compiled = cached(key, () => compileTree(query, parseQuery(query, params)))
  }
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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * The clock of one evaluation in slices: every scan step asks it whether the evaluation has worked for
 * a slice (then it waits a turn of the event loop, so other queries run) or is past its deadline
 * (then it throws {@link QueryTimeoutError}). One clock for all the scans of an evaluation, since its
 * time is spread over many short ones.
 */
function createSlicer(deadline: number): () => Promise<void> | undefined {
  let steps = 0
  let since = performance.now()
  return () => {
    if ((++steps & 63) !== 0) return undefined
    const now = performance.now()
    if (now > deadline) throw new QueryTimeoutError()
    if (now - since < ASYNC_SLICE_MS) return undefined
    return nextTurn().then(() => {
      since = performance.now()
    })
  }
}

/** `items` as an async iterator that asks `slice` at every step. */
async function* slices<T>(items: readonly T[], slice: () => Promise<void> | undefined): AsyncGenerator<T> {
  for (const item of items.values()) {
    const pause = slice()
    if (pause) await pause
    yield item
  }
}

/**
 * The `dereference` hook: `_id` map for `->` (a scan without indexes, as groq-js does), index buckets
 * for lookup keys, all documents for a `*` evaluated in slices. `wrap` turns a document list into
 * what the evaluation iterates.
 */
function dereferencer(
  compiled: CompiledQuery,
  view: DocumentView,
  useIndexes: boolean,
  dereferenced: Set<string>,
  wrap: (docs: readonly SanityDocument[]) => unknown,
) {
  return ({ _ref }: { _ref: string }): unknown => {
    if (!_ref.startsWith(LOOKUP_PREFIX)) {
      dereferenced.add(_ref)
      if (useIndexes) return view.byId.get(_ref) ?? null
      return view.documents.find((doc) => doc._id === _ref) ?? null
    }
    if (_ref === ALL_DOCUMENTS) return wrap(view.documents)
    const [siteIndex, ...values] = _ref.slice(LOOKUP_PREFIX.length).split(SEPARATOR)
    const site = compiled.sites[Number(siteIndex)]
    // A value holding the separator cannot be read back: scan instead.
    if (!site || values.length !== site.length) return null
    let best: readonly SanityDocument[] | undefined
    site.forEach((term, i) => {
      const key = values[i] as string
      if (key === ANY) return
      let bucket: readonly SanityDocument[]
      if (term.kind === 'references') bucket = view.referencing(key)
      else if (term.path === '_id') bucket = view.byId.has(key) ? [view.byId.get(key) as SanityDocument] : []
      else bucket = view.equality(term.path).get(key) ?? []
      if (!best || bucket.length < best.length) best = bucket
    })
    // Every term unconstrained: scan.
    return best ? wrap(best) : null
  }
}

/**
 * Evaluates a compiled query over a perspective view: synchronously first (under a short deadline),
 * then, if it needs longer, asynchronously in slices up to `timeoutMs`.
 * Throws {@link QueryTimeoutError} past the time limit.
 */
export async function runQuery(
  compiled: CompiledQuery,
  view: DocumentView,
  options: RunOptions,
): Promise<QueryOutcome> {
  const useIndexes = options.useIndexes ?? true
  const started = performance.now()
  const context = {
    params: options.params,
    identity: options.identity,
    sanity: options.sanity,
    timestamp: new Date(),
  }
  const syncLimit = Math.min(SYNC_SLICE_MS, options.timeoutMs)
  let dereferenced = new Set<string>()
  try {
    const tree = (useIndexes ? compiled.tree : compiled.plainTree) as never
    // Long buckets honour the deadline as `*` does (deadline.ts).
    const hook = dereferencer(compiled, view, useIndexes, dereferenced, (docs) =>
      docs.length > 512 ? ScanArray.copyOf(docs) : docs,
    )
    const value = withDeadline(syncLimit, () =>
      evaluateSync(tree, {
        ...context,
        dataset: view.documents,
        ...(useIndexes ? { dereference: hook } : {}),
      }),
    )
    return { result: toJS(value), dereferenced }
  } catch (error) {
    if (error instanceof QueryTimeoutError && syncLimit >= options.timeoutMs) throw error
    // Too long for one slice, or a construct groq-js only evaluates asynchronously: go on in slices.
  }
  const slice = createSlicer(started + options.timeoutMs)
  dereferenced = new Set<string>()
  const tree = compiled.sliced(useIndexes) as never
  // Short buckets go as they are: the hook itself asks the clock on every call.
  const lookup = dereferencer(compiled, view, useIndexes, dereferenced, (docs) =>
    docs.length > 64 ? slices(docs, slice) : docs,
  )
  const dereference = async (ref: { _ref: string }) => {
    const pause = slice()
    if (pause) await pause
    return lookup(ref)
  }
  const value = await evaluate(tree, { ...context, dataset: view.documents, dereference })
  return { result: toJS(await value.asStatic()), dereferenced }
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
    const result = withDeadline(timeoutMs, () =>
      evaluateSync(tree, { dataset: view.documents, params, dereference }),
    )
    return Array.isArray(result.data) && result.data.length > 0
  }
}
