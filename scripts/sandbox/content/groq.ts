/**
 * GROQ evaluation with groq-js (`parse`, `evaluate`, `await value.get()`), plus what the Content Lake
 * does and groq-js does not: Sanity-style parse errors with positions, the "param referenced, but not
 * provided" check, and two speed-ups measured by `npm run bench:content`: parsed queries are cached,
 * and a top-level filter starting with `_type == <param or string>` is run over the `_type` index only.
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

/** A parsed query with what the service needs to know about it. */
export interface CompiledQuery {
  tree: Node
  paramNames: string[]
  /** The `_type == X` operand of the top-level filter, when there is one. */
  typeOperand?: { param: string } | { literal: string }
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
    node = node.type === 'Group' ? (node.base as Node | undefined) : node.base
  }
  return undefined
}

function typeOperandOf(expr: Node | undefined): CompiledQuery['typeOperand'] {
  if (!expr) return undefined
  if (expr.type === 'And') return typeOperandOf(expr.left) ?? typeOperandOf(expr.right)
  if (expr.type !== 'OpCall' || expr.op !== '==') return undefined
  const isTypeAttr = (n: Node | undefined) =>
    n?.type === 'AccessAttribute' && n.name === '_type' && (n.base === undefined || n.base.type === 'This')
  const other = isTypeAttr(expr.left) ? expr.right : isTypeAttr(expr.right) ? expr.left : undefined
  if (other?.type === 'Parameter' && typeof other.name === 'string') return { param: other.name }
  if (other?.type === 'Value' && typeof other.value === 'string') return { literal: other.value }
  return undefined
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
    typeOperand: typeOperandOf(findTopFilter(tree)?.expr),
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
  const base = root.type === 'Group' ? (root.base as Node) : (root.base as Node)
  return { ...root, base: withFilterBase(base, documents) }
}

/**
 * Evaluates a compiled query over a perspective view. References (`->`) and nested `*` still see the
 * whole view; only the top-level `_type ==` filter is narrowed to that type's documents.
 */
export async function runQuery(
  compiled: CompiledQuery,
  view: DocumentView,
  params: Record<string, unknown>,
): Promise<unknown> {
  let tree = compiled.tree
  const operand = compiled.typeOperand
  if (operand) {
    const type = 'param' in operand ? params[operand.param] : operand.literal
    if (typeof type === 'string') tree = withFilterBase(tree, view.byType.get(type) ?? [])
  }
  const value = await evaluate(tree, { dataset: view.documents as SanityDocument[], params })
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
