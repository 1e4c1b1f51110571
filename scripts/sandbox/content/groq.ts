/**
 * GROQ evaluation with groq-js (`parse`, `evaluate`, `await value.get()`), plus what the Content Lake
 * does and groq-js does not: Sanity-style parse errors with positions, the "param referenced, but not
 * provided" check, and speed-ups measured by `npm run bench:content`: parsed queries are cached;
 * a top-level filter with `attr.path == <string param or literal>` conjuncts (`_type`, `slug.current`,
 * `product`…, also inside `!defined($p) || attr == $p`) runs over the smallest matching bucket of a
 * per-view equality index only; references
 * (`->`) are resolved through an `_id` map instead of groq-js's scan of the dataset.
 */
import { evaluate, GroqSyntaxError, parse } from 'groq-js'
import { ContentServiceError } from './errors.ts'
import type { DocumentView } from './perspectives.ts'
import type { SanityDocument } from './store.ts'

/** The few groq-js AST shapes this module inspects (groq-js ships no types for its nodes). */
interface Node {
  type: string
  base?: Node
  expr?: Node
  left?: Node
  right?: Node
  op?: string
  name?: string
  value?: unknown
  [key: string]: unknown
}

/** `path == operand`, a conjunct of the top-level filter usable with an equality index. */
interface Equality {
  path: string
  operand: { param: string } | { literal: string }
}

/** A parsed query with what the service needs to know about it. */
export interface CompiledQuery {
  tree: Node
  paramNames: string[]
  /** The index-friendly equality conjuncts of the top-level filter (may be empty). */
  equalities: Equality[]
}

const CACHE_LIMIT = 500
const cache = new Map<string, CompiledQuery>()

const queryParseError = (query: string, description: string, start: number, end: number) =>
  new ContentServiceError(400, 'queryParseError', description, { query, start, end })

function collectParams(node: unknown, names: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectParams(item, names)
  } else if (typeof node === 'object' && node !== null) {
    const n = node as Node
    if (n.type === 'Parameter' && typeof n.name === 'string') names.add(n.name)
    for (const [key, value] of Object.entries(n)) if (key !== 'value') collectParams(value, names)
  }
}

/** Walks from the root through the nodes that pass a stream along to the filter over `*`. */
function findTopFilter(root: Node): Node | undefined {
  let node: Node | undefined = root
  while (node) {
    if (node.type === 'Filter' && node.base?.type === 'Everything') return node
    if (!['Projection', 'Slice', 'AccessElement', 'PipeFuncCall', 'Filter', 'Group'].includes(node.type))
      return
    node = node.base
  }
  return undefined
}

/** `slug.current` for an attribute chain on the current document, undefined otherwise. */
function attributePath(node: Node | undefined): string | undefined {
  if (node?.type !== 'AccessAttribute' || typeof node.name !== 'string') return undefined
  if (node.base === undefined || node.base.type === 'This') return node.name
  const parent = attributePath(node.base)
  return parent === undefined ? undefined : `${parent}.${node.name}`
}

/** `!defined($p) || <equality on $p>`: the site's "optional param" idiom (decision 002). */
function optionalParamEquality(expr: Node): Equality[] {
  const guard = expr.left
  const call = guard?.type === 'Not' ? guard.base : undefined
  const args =
    call?.type === 'FuncCall' && call.name === 'defined' ? (call.args as Node[] | undefined) : undefined
  const guarded = args?.length === 1 && args[0]?.type === 'Parameter' ? args[0].name : undefined
  if (guarded === undefined) return []
  // With $p a string, `!defined($p)` is false, so the disjunction is exactly the equality.
  return equalitiesOf(expr.right).filter((eq) => 'param' in eq.operand && eq.operand.param === guarded)
}

function equalitiesOf(expr: Node | undefined): Equality[] {
  if (!expr) return []
  if (expr.type === 'Group') return equalitiesOf(expr.base)
  if (expr.type === 'And') return [...equalitiesOf(expr.left), ...equalitiesOf(expr.right)]
  if (expr.type === 'Or') return optionalParamEquality(expr)
  if (expr.type !== 'OpCall' || expr.op !== '==') return []
  const [attr, other] =
    attributePath(expr.left) !== undefined ? [expr.left, expr.right] : [expr.right, expr.left]
  const path = attributePath(attr)
  if (path === undefined) return []
  if (other?.type === 'Parameter' && typeof other.name === 'string')
    return [{ path, operand: { param: other.name } }]
  if (other?.type === 'Value' && typeof other.value === 'string')
    return [{ path, operand: { literal: other.value } }]
  return []
}

/** Parses `query` (cached). Throws a 400 `queryParseError` with `start`/`end` on bad GROQ. */
export function compileQuery(query: string): CompiledQuery {
  const hit = cache.get(query)
  if (hit) return hit
  let tree: Node
  try {
    tree = parse(query) as Node
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const start = Math.min(error.position, query.length)
      throw queryParseError(query, error.message, start, Math.min(start + 1, query.length))
    }
    // GroqQueryError: e.g. "Undefined function: foo". Point at the name when it appears in the query.
    const message = (error as Error).message
    const name = /:\s*(\S+)$/.exec(message)?.[1]
    const at = name ? query.indexOf(name) : -1
    throw queryParseError(query, message, Math.max(at, 0), at >= 0 ? at + (name?.length ?? 0) : query.length)
  }
  const names = new Set<string>()
  collectParams(tree, names)
  const compiled: CompiledQuery = {
    tree,
    paramNames: [...names],
    equalities: equalitiesOf(findTopFilter(tree)?.expr),
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(query, compiled)
  return compiled
}

/** Throws 400 like the Content Lake when the query uses a `$param` the request did not send. */
export function assertParamsProvided(
  query: string,
  compiled: CompiledQuery,
  params: Record<string, unknown>,
) {
  for (const name of compiled.paramNames) {
    if (Object.hasOwn(params, name)) continue
    const match = new RegExp(`\\$${name}(?![A-Za-z0-9_])`).exec(query)
    const start = match?.index ?? 0
    throw queryParseError(
      query,
      `param $${name} referenced, but not provided`,
      start,
      start + name.length + 1,
    )
  }
}

/** Replaces the `*` of the top-level filter by `documents` (same result, fewer documents to test). */
function withFilterBase(root: Node, documents: readonly SanityDocument[]): Node {
  if (root.type === 'Filter' && root.base?.type === 'Everything') {
    return { ...root, base: { type: 'Value', value: documents } }
  }
  return { ...root, base: withFilterBase(root.base as Node, documents) }
}

/** The documents whose string value at `path` is each value, memoised on the view. */
function equalityIndex(view: DocumentView, path: string): Map<string, SanityDocument[]> {
  const cached = view.indexes.get(path)
  if (cached) return cached
  const keys = path.split('.')
  const index = new Map<string, SanityDocument[]>()
  for (const doc of view.documents) {
    let value: unknown = doc
    for (const key of keys)
      value =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
    if (typeof value !== 'string') continue
    const bucket = index.get(value)
    if (bucket) bucket.push(doc)
    else index.set(value, [doc])
  }
  view.indexes.set(path, index)
  return index
}

/**
 * Evaluates a compiled query over a perspective view. Only the top-level filter is narrowed to the
 * smallest equality bucket (a string can only equal a string, so no match is lost); references and
 * nested `*` still see the whole view.
 */
export async function runQuery(
  compiled: CompiledQuery,
  view: DocumentView,
  params: Record<string, unknown>,
  useIndexes = true,
): Promise<unknown> {
  let tree = compiled.tree
  if (useIndexes) {
    let candidates: readonly SanityDocument[] | undefined
    for (const { path, operand } of compiled.equalities) {
      const value = 'param' in operand ? params[operand.param] : operand.literal
      if (typeof value !== 'string') continue
      const bucket = equalityIndex(view, path).get(value) ?? []
      if (!candidates || bucket.length < candidates.length) candidates = bucket
    }
    if (candidates) tree = withFilterBase(tree, candidates)
  }
  const dereference = ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null
  const value = await evaluate(tree, {
    dataset: view.documents as SanityDocument[],
    params,
    ...(useIndexes ? { dereference } : {}),
  })
  return value.get()
}

/**
 * The top-level filter of a listen query as a predicate on one document (Sanity: "only the
 * top-level filter matters"). A query that is not `*[filter]…` matches every document.
 */
export function compileListenFilter(
  compiled: CompiledQuery,
  params: Record<string, unknown>,
): (doc: SanityDocument | undefined, dataset: readonly SanityDocument[]) => Promise<boolean> {
  const filter = findTopFilter(compiled.tree)
  return async (doc, dataset) => {
    if (!doc) return false
    if (!filter) return true
    const tree: Node = { type: 'Filter', base: { type: 'Value', value: [doc] }, expr: filter.expr }
    const value = await evaluate(tree, { dataset: dataset as SanityDocument[], params })
    const result = await value.get()
    return Array.isArray(result) && result.length > 0
  }
}
