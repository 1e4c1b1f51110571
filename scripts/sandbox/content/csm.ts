/**
 * Content Source Maps (`resultSourceMap=true|withKeyArraySelector`; sanity.io/docs/content-source-maps;
 * decisions 030, 039): for each value of a query result taken from a document, the document and the
 * path within it, in the shape `@sanity/client`'s stega encoding reads (`documents`, `paths`,
 * `mappings` keyed by the result's JSON path, each `{type: 'value', source: {type: 'documentValue',
 * document, path}}`). A value returned whole (a document, an object or array of one) is mapped once
 * at its own path, as the Content Lake does; the client resolves what is inside it by that prefix.
 *
 * groq-js does not trace values, so the query is evaluated a second time by a tracer that follows
 * the tree where values pass through unchanged: attribute access (`.title`, `{title}`, `{"t": title}`),
 * projections and their splats (conditional ones included), `->`, array elements, slices, filters,
 * `[]`, `order()`, `coalesce()`, `select()`, array literals and `@`/`^`. Anything else (operators,
 * functions, literals, parameters) is evaluated by groq-js itself in the same scope, and what it
 * returns maps only when it is a document of the view, by identity. Conditions (filters, conditional
 * splats, `select`) are evaluated by groq-js in the tracer's scope, rebuilt with projections (`@` an
 * object) and maps (`[]`, whose scope `^` skips), exactly as groq-js nests them. The tracer's values
 * are the engine's; a mapping is kept only where the result the engine answered holds the same value.
 * Computed values (concatenations, `upper()`, literals) map to nothing.
 *
 * The tracer runs in slices (it waits a turn of the event loop whenever it has worked for a few
 * milliseconds) and within the query time limit; past it, the map is left empty rather than the query
 * failing. Paths go through array items by `[_key=="…"]` with `withKeyArraySelector`, by index
 * otherwise.
 */
import { QueryTimeoutError } from './deadline.ts'
import { type CompiledQuery, type RunOptions, subtreeEvaluator } from './groq.ts'
import { value as constant, type Node } from './groq-lookups.ts'
import { createSlicer } from './groq-slices.ts'
import type { DocumentView } from './perspectives.ts'
import type { SanityDocument } from './store.ts'

/** A path segment within a document: a field, an index, or an array item by key. */
type Segment = string | number | { _key: string; _index: number }

/** Where a traced value came from. */
type Provenance =
  /** The value as it is at `path` in `doc`. */
  | { kind: 'at'; doc: SanityDocument; path: Segment[] }
  /** An object the query built: where each of its fields came from. */
  | { kind: 'object'; fields: Map<string, Provenance | undefined> }
  /** An array the query built: where each item came from. */
  | { kind: 'array'; items: Array<Provenance | undefined> }
  | undefined

/** A value as the tracer evaluated it, with where it came from. */
interface Traced {
  value: unknown
  provenance: Provenance
}

/**
 * One scope of the evaluation, as groq-js's Scope: a projection nests one (`@` an object), a `[]`
 * map one that `^` skips (hidden). `creator` is the scope it was made in, to rebuild it for groq-js.
 */
interface Frame {
  value: unknown
  provenance: Provenance
  kind: 'root' | 'nested' | 'hidden'
  creator: Frame | undefined
  /** The scope `^` reads (groq-js: a scope made in a hidden one has the hidden one's parent). */
  parent: Frame | undefined
}

/** A Content Source Map as the Content Lake answers it. */
export interface ContentSourceMap {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<
    string,
    { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }
  >
}

/** What {@link sourceMapOf} evaluates with (the query's own run options) and how it writes paths. */
export interface SourceMapOptions extends RunOptions {
  /** Paths address array items by `_key` (`withKeyArraySelector`). */
  keyArraySelector: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const ESCAPES: Record<string, string> = {
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
}
const escapePathText = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c] ?? c)

/** A JSON path as `@sanity/client`'s `jsonPath` writes it. */
function jsonPath(path: readonly Segment[], keyed: boolean): string {
  return `$${path
    .map((segment) =>
      typeof segment === 'string'
        ? `['${escapePathText(segment)}']`
        : typeof segment === 'number'
          ? `[${segment}]`
          : keyed
            ? `[?(@._key=='${escapePathText(segment._key)}')]`
            : `[${segment._index}]`,
    )
    .join('')}`
}

/** Thrown inside the tracer when it cannot follow a construct: that branch maps to nothing. */
class Untraceable extends Error {}

/** Rows traced between two checks of the clock (a row of a long list is a few µs). */
const ROWS_PER_CHECK = 16

/**
 * The Content Source Map of `result`, the answer of `compiled` over `view` with `options` (the same
 * parameters, identity and indexes). Resolves with an empty map when tracing runs past the query time
 * limit (the query itself was answered).
 */
export async function sourceMapOf(
  compiled: CompiledQuery,
  view: DocumentView,
  result: unknown,
  options: SourceMapOptions,
): Promise<ContentSourceMap> {
  const started = performance.now()
  const pause = createSlicer(started + options.timeoutMs)
  const { tree, evaluate } = subtreeEvaluator(compiled, view, options)
  const remainingMs = () => Math.max(1, options.timeoutMs - (performance.now() - started))
  let rows = 0
  const breathe = async () => {
    if ((++rows & (ROWS_PER_CHECK - 1)) !== 0) return
    const wait = pause()
    if (wait) await wait
  }

  /** The document `value` is, by identity, in this view. */
  const asDocument = (value: unknown): Provenance => {
    if (!isRecord(value) || typeof value._id !== 'string') return undefined
    const doc = view.byId.get(value._id)
    return doc === value ? { kind: 'at', doc, path: [] } : undefined
  }
  const traced = (value: unknown, provenance: Provenance): Traced => ({
    value,
    provenance: provenance ?? asDocument(value),
  })
  const NULL: Traced = { value: null, provenance: undefined }

  const fieldOf = (from: Traced, name: string): Provenance => {
    const p = from.provenance
    if (p?.kind === 'at') return { kind: 'at', doc: p.doc, path: [...p.path, name] }
    if (p?.kind === 'object') return p.fields.get(name)
    return undefined
  }
  const itemOf = (from: Traced, index: number): Provenance => {
    const p = from.provenance
    const items = from.value as unknown[]
    if (p?.kind === 'array') return p.items[index]
    if (p?.kind === 'at') {
      const item = items[index]
      const segment: Segment =
        isRecord(item) && typeof item._key === 'string' ? { _key: item._key, _index: index } : index
      return { kind: 'at', doc: p.doc, path: [...p.path, segment] }
    }
    return asDocument(items[index])
  }
  const itemsOf = (from: Traced): Traced[] =>
    (from.value as unknown[]).map((item, index) => traced(item, itemOf(from, index)))
  const arrayOf = (items: Traced[]): Traced => ({
    value: items.map((item) => item.value),
    provenance: { kind: 'array', items: items.map((item) => item.provenance) },
  })

  const root: Frame = {
    value: null,
    provenance: undefined,
    kind: 'root',
    creator: undefined,
    parent: undefined,
  }
  const enter = (frame: Frame, from: Traced, kind: 'nested' | 'hidden'): Frame => ({
    value: from.value,
    provenance: from.provenance,
    kind,
    creator: frame,
    parent: frame.kind === 'hidden' ? frame.parent : frame,
  })
  /** `node` wrapped so that groq-js evaluates it in `frame`'s scope. */
  const inFrame = (frame: Frame, node: Node): Node => {
    let wrapped = node
    for (let f: Frame | undefined = frame; f && f.kind !== 'root'; f = f.creator) {
      wrapped =
        f.kind === 'nested'
          ? { type: 'Projection', base: constant(f.value), expr: wrapped }
          : {
              type: 'AccessElement',
              base: { type: 'Map', base: constant([f.value]), expr: wrapped },
              index: 0,
            }
    }
    return wrapped
  }
  /** groq-js's value of `node` in `frame`; what it cannot evaluate synchronously is untraceable. */
  const groq = (node: Node, frame: Frame): unknown => {
    try {
      return evaluate(inFrame(frame, node), remainingMs())
    } catch (error) {
      if (error instanceof QueryTimeoutError) throw error
      throw new Untraceable()
    }
  }
  const isTrue = (node: Node, frame: Frame) => groq(node, frame) === true

  /** Items of `base` that groq-js keeps when it evaluates `make(base)` (a filter, an order), by identity. */
  const reassociate = (base: Traced, kept: unknown): Traced => {
    if (!Array.isArray(kept)) return traced(kept, undefined)
    const items = itemsOf(base)
    const byObject = new Map<unknown, Traced[]>()
    for (const item of items) {
      if (typeof item.value !== 'object' || item.value === null) throw new Untraceable()
      const list = byObject.get(item.value) ?? []
      list.push(item)
      byObject.set(item.value, list)
    }
    return arrayOf(kept.map((value) => byObject.get(value)?.shift() ?? traced(value, undefined)))
  }

  /** `node` traced in `frame`; a construct the tracer cannot follow is groq-js's value, unmapped. */
  const trace = async (node: Node, frame: Frame): Promise<Traced> => {
    try {
      return await traceNode(node, frame)
    } catch (error) {
      if (!(error instanceof Untraceable)) throw error
      return traced(groq(node, frame), undefined)
    }
  }

  const traceNode = async (node: Node, frame: Frame): Promise<Traced> => {
    switch (node.type) {
      case 'Group':
        return trace(node.base as Node, frame)
      case 'This':
        return { value: frame.value, provenance: frame.provenance }
      case 'Parent': {
        let f: Frame | undefined = frame
        for (let i = 0; i < Number(node.n); i++) f = f?.parent
        return f ? { value: f.value, provenance: f.provenance } : NULL
      }
      case 'AccessAttribute': {
        const base = node.base
          ? await trace(node.base, frame)
          : { value: frame.value, provenance: frame.provenance }
        const name = node.name as string
        if (!isRecord(base.value) || !Object.hasOwn(base.value, name)) return NULL
        return traced(base.value[name], fieldOf(base, name))
      }
      case 'AccessElement': {
        const base = await trace(node.base as Node, frame)
        if (!Array.isArray(base.value)) return NULL
        const index = Number(node.index)
        const at = index < 0 ? index + base.value.length : index
        return at >= 0 && at < base.value.length ? traced(base.value[at], itemOf(base, at)) : NULL
      }
      case 'Slice': {
        const base = await trace(node.base as Node, frame)
        if (!Array.isArray(base.value)) return NULL
        const length = base.value.length
        let left = Number(node.left)
        let right = Number(node.right)
        if (left < 0) left += length
        if (right < 0) right += length
        if (node.isInclusive) right++
        return arrayOf(itemsOf(base).slice(Math.max(0, left), Math.max(0, right)))
      }
      case 'ArrayCoerce': {
        const base = await trace(node.base as Node, frame)
        return Array.isArray(base.value) ? base : NULL
      }
      case 'Filter': {
        const base = await trace(node.base as Node, frame)
        if (!Array.isArray(base.value)) return NULL
        const expr = node.expr as Node
        if (base.value.every((item) => typeof item === 'object' && item !== null)) {
          return reassociate(base, groq({ type: 'Filter', base: constant(base.value), expr }, frame))
        }
        const kept: Traced[] = []
        for (const item of itemsOf(base)) {
          const one = groq({ type: 'Filter', base: constant([item.value]), expr }, frame)
          if (Array.isArray(one) && one.length === 1) kept.push(item)
        }
        return arrayOf(kept)
      }
      case 'PipeFuncCall': {
        const base = await trace(node.base as Node, frame)
        if (!Array.isArray(base.value)) return NULL
        return reassociate(base, groq({ ...node, base: constant(base.value) }, frame))
      }
      case 'Projection': {
        const base = await trace(node.base as Node, frame)
        return isRecord(base.value) ? trace(node.expr as Node, enter(frame, base, 'nested')) : NULL
      }
      case 'Map':
      case 'FlatMap': {
        const base = await trace(node.base as Node, frame)
        if (!Array.isArray(base.value)) return NULL
        const out: Traced[] = []
        for (const item of itemsOf(base)) {
          await breathe()
          const mapped = await trace(node.expr as Node, enter(frame, item, 'hidden'))
          if (node.type === 'FlatMap' && Array.isArray(mapped.value)) out.push(...itemsOf(mapped))
          else out.push(mapped)
        }
        return arrayOf(out)
      }
      case 'Object': {
        const value: Record<string, unknown> = {}
        const fields = new Map<string, Provenance>()
        const spread = (from: Traced) => {
          if (!isRecord(from.value)) return
          for (const [key, field] of Object.entries(from.value)) {
            value[key] = field
            fields.set(key, fieldOf(from, key) ?? asDocument(field))
          }
        }
        const attributes = node.attributes as Node[]
        // The conditions of its conditional splats in one evaluation: a block's projection has dozens.
        const splats = attributes.filter((attribute) => attribute.type === 'ObjectConditionalSplat')
        const conditions =
          splats.length === 0
            ? []
            : (groq(
                {
                  type: 'Array',
                  elements: splats.map((splat) => ({
                    type: 'ArrayElement',
                    value: splat.condition,
                    isSplat: false,
                  })),
                },
                frame,
              ) as unknown[])
        for (const attribute of attributes) {
          if (attribute.type === 'ObjectAttributeValue') {
            const field = await trace(attribute.value as Node, frame)
            value[attribute.name as string] = field.value
            fields.set(attribute.name as string, field.provenance)
          } else if (attribute.type === 'ObjectConditionalSplat') {
            if (conditions[splats.indexOf(attribute)] === true)
              spread(await trace(attribute.value as Node, frame))
          } else if (attribute.type === 'ObjectSplat') {
            spread(await trace(attribute.value as Node, frame))
          } else {
            throw new Untraceable()
          }
        }
        return { value, provenance: { kind: 'object', fields } }
      }
      case 'Array': {
        const out: Traced[] = []
        for (const element of node.elements as Node[]) {
          const item = await trace(element.value as Node, frame)
          if (!element.isSplat) out.push(item)
          else if (Array.isArray(item.value)) out.push(...itemsOf(item))
        }
        return arrayOf(out)
      }
      case 'Select': {
        for (const alternative of node.alternatives as Node[]) {
          if (isTrue(alternative.condition as Node, frame)) return trace(alternative.value as Node, frame)
        }
        return node.fallback ? trace(node.fallback as Node, frame) : NULL
      }
      case 'FuncCall': {
        if (node.namespace === 'global' && node.name === 'coalesce') {
          for (const arg of node.args ?? []) {
            const candidate = await trace(arg, frame)
            if (candidate.value !== null && candidate.value !== undefined) return candidate
          }
          return NULL
        }
        return traced(groq(node, frame), undefined)
      }
      default:
        // `*`, `->`, operators, functions, literals, parameters: groq-js's own value; a document of
        // the view maps as itself.
        return traced(groq(node, frame), undefined)
    }
  }

  let top: Traced
  try {
    top = await trace(tree, root)
  } catch {
    // Past the time limit, or a construct the tracer cannot follow at the top: no map.
    return { documents: [], paths: [], mappings: {} }
  }
  return emit(result, top.provenance, options.keyArraySelector)
}

/** The value at `path` in `doc`. */
function valueAt(doc: SanityDocument, path: readonly Segment[]): unknown {
  let value: unknown = doc
  for (const segment of path) {
    if (Array.isArray(value))
      value = value[typeof segment === 'object' ? segment._index : (segment as number)]
    else if (isRecord(value)) value = value[segment as string]
    else return undefined
  }
  return value
}

/** The map of `result` from the provenance the tracer found for it. */
function emit(result: unknown, provenance: Provenance, keyed: boolean): ContentSourceMap {
  const documents: ContentSourceMap['documents'] = []
  const documentIndex = new Map<SanityDocument, number>()
  const paths: string[] = []
  const pathIndex = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}
  const map = (resultPath: Segment[], doc: SanityDocument, path: Segment[]) => {
    let document = documentIndex.get(doc)
    if (document === undefined) {
      document = documents.length
      documents.push({ _id: String(doc._originalId ?? doc._id), _type: String(doc._type ?? '') })
      documentIndex.set(doc, document)
    }
    const text = jsonPath(path, keyed)
    let index = pathIndex.get(text)
    if (index === undefined) {
      index = paths.length
      paths.push(text)
      pathIndex.set(text, index)
    }
    mappings[jsonPath(resultPath, false)] = {
      type: 'value',
      source: { type: 'documentValue', document, path: index },
    }
  }
  const walk = (value: unknown, from: Provenance, resultPath: Segment[]): void => {
    if (value === null || value === undefined || !from) return
    if (from.kind === 'at') {
      const source = valueAt(from.doc, from.path)
      // A leaf maps only when the answer holds the document's own value.
      if (typeof value !== 'object' ? source === value : typeof source === 'object' && source !== null)
        map(resultPath, from.doc, from.path)
      return
    }
    if (from.kind === 'object' && isRecord(value)) {
      for (const [key, field] of Object.entries(value))
        walk(field, from.fields.get(key), [...resultPath, key])
    } else if (from.kind === 'array' && Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, from.items[index], [...resultPath, index])
    }
  }
  walk(result, provenance, [])
  return { documents, paths, mappings }
}
