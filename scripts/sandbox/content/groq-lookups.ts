/**
 * The index lookups of the query worker (decision 013; used by groq.ts): which conjuncts of a filter an
 * index can answer, the rewritten tree that asks for them through groq-js's `dereference` hook, and the
 * hook that answers from a view's indexes.
 *
 * Every `*[…]` whose filter has `attr.path == <value>`, `<value> in items[].path` or `references(<value>)` conjuncts, where the
 * value does not depend on the filtered document (literals, `$params`, `^…`), gets the base
 * `coalesce({"_ref": <key>}->, *)`; the key is a per-process secret prefix, the lookup site and the
 * values (evaluated in a scope nested exactly as the filter's own, via a projection over `{}`). The hook
 * answers the smallest bucket, or `null` (so `coalesce` falls back to `*`) when a value is not a string.
 * The filter still runs on the bucket, so the results are those of a scan. No document `_ref` can carry
 * the prefix.
 */
import { randomUUID } from 'node:crypto'
import { evaluateSync } from 'groq-js'
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

/** The kinds and paths of one lookup site's terms, in key order. */
export type LookupSite = Array<{ kind: 'eq'; path: string } | { kind: 'references' }>

/** The prefix of index lookup keys: unknowable to documents (decision 013). */
const LOOKUP_PREFIX = `\u0000lookup:${randomUUID()}:`
const SEPARATOR = '\u0000'
/** A lookup value that constrains nothing (a guarded term whose guard is undefined). */
const ANY = `${LOOKUP_PREFIX}any`

/** Calls `visit` on every node of the tree. */
export function walk(node: unknown, visit: (node: Node) => void): void {
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
export function findTopFilter(root: Node): Node | undefined {
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

/**
 * `translations[].value._ref` for a chain through arrays of the filtered document (groq-js parses
 * `a[].b` as a Map over an ArrayCoerce), a plain attribute path otherwise; undefined for anything else.
 */
function memberPath(node: Node | undefined): string | undefined {
  if (node?.type === 'Map' && node.base?.type === 'ArrayCoerce') {
    const items = memberPath(node.base.base)
    if (items === undefined) return undefined
    const rest = node.expr?.type === 'This' ? '' : attributePath(node.expr)
    return rest === undefined ? undefined : rest === '' ? `${items}[]` : `${items}[].${rest}`
  }
  return attributePath(node)
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
      if (expr.op === 'in') {
        // `<value> in lessons[]._ref`: the documents holding the value somewhere along the path.
        const path = memberPath(expr.right)
        return path?.includes('[]') && independentOfDocument(expr.left) && expr.left
          ? [{ kind: 'eq', path, value: expr.left }]
          : []
      }
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
export function typesOf(expr: Node | undefined, params: Record<string, unknown>): string[] | undefined {
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

export const value = (v: unknown): Node => ({ type: 'Value', value: v })
const concat = (left: Node, right: Node): Node => ({ type: 'OpCall', op: '+', left, right })

/** The tree with each indexable `*[…]` reading through a lookup site; `sites` collects their terms. */
export function withLookups(node: Node, sites: LookupSite[]): Node {
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
export function withSlicedScans(node: Node): Node {
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

/**
 * The `dereference` hook: `_id` map for `->` (a scan without indexes, as groq-js does), index buckets
 * for lookup keys, all documents for a `*` evaluated in slices. `wrap` turns a document list into
 * what the evaluation iterates.
 */
export function dereferencer(
  sites: readonly LookupSite[],
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
    const site = sites[Number(siteIndex)]
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
