/**
 * Content Source Maps (`resultSourceMap=true|withKeyArraySelector`; sanity.io/docs/content-source-maps;
 * decision 030): for each string of a query result, the document and the path within it the string
 * came from, in the shape `@sanity/client`'s stega encoding reads (`documents`, `paths`, `mappings`
 * keyed by the result's JSON path, each `{type: 'value', source: {type: 'documentValue', document,
 * path}}`).
 *
 * groq-js does not trace values, so the map is found by matching the result against the documents
 * the query read, the way the result was built from them:
 * - an object or array of a document reached as it is (a field returned whole) maps with everything
 *   in it (groq-js returns the document's own objects);
 * - an object with an `_id` is the document with that id (`_originalId` under a drafts perspective),
 *   one with a `_key` the array item with that key in the document around it, one in place of a
 *   reference the document it references (`->`); their fields map to the same-named fields of that
 *   source;
 * - any other string maps to the one value equal to it within its object's source (a renamed field,
 *   `"slug": slug.current`). Strings computed by the query (concatenations, literals) map to nothing.
 * Paths go through array items by `[_key=="…"]` with `withKeyArraySelector`, by index otherwise.
 */
import type { DocumentView } from './perspectives.ts'
import type { SanityDocument } from './store.ts'

/** A path segment within a document: a field, an index, or an array item by key. */
type Segment = string | number | { _key: string; _index: number }

/** Where a value of the result came from. */
interface Source {
  doc: SanityDocument
  path: Segment[]
  value: unknown
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

/** Objects of each view's documents, by identity: the documents and their top-level fields. */
const identities = new WeakMap<DocumentView, Map<object, Source>>()

function identityIndex(view: DocumentView): Map<object, Source> {
  let index = identities.get(view)
  if (index) return index
  index = new Map()
  for (let i = 0; i < view.documents.length; i++) {
    const doc = view.documents[i] as SanityDocument
    index.set(doc, { doc, path: [], value: doc })
    for (const [key, value] of Object.entries(doc)) {
      if (typeof value === 'object' && value !== null) index.set(value, { doc, path: [key], value })
    }
  }
  identities.set(view, index)
  return index
}

/** The array item with `_key` anywhere in `value`, with its path (first found). */
function findKeyed(value: unknown, key: string, path: Segment[], depth = 0): Source['path'] | undefined {
  if (depth > 12) return undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const segment: Segment =
        isRecord(item) && typeof item._key === 'string' ? { _key: item._key, _index: index } : index
      if (isRecord(item) && item._key === key) return [...path, segment]
      const found = findKeyed(item, key, [...path, segment], depth + 1)
      if (found) return found
    }
  } else if (isRecord(value)) {
    for (const [field, child] of Object.entries(value)) {
      if (typeof child !== 'object' || child === null) continue
      const found = findKeyed(child, key, [...path, field], depth + 1)
      if (found) return found
    }
  }
  return undefined
}

/** The path of the only string equal to `text` within `value` (none when absent or ambiguous). */
function findString(value: unknown, text: string, path: Segment[], depth = 0): Segment[] | undefined | null {
  if (typeof value === 'string') return value === text ? path : undefined
  if (depth > 8 || typeof value !== 'object' || value === null) return undefined
  let found: Segment[] | undefined
  const entries: Array<[Segment, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [
        isRecord(item) && typeof item._key === 'string' ? { _key: item._key, _index: index } : index,
        item,
      ])
    : Object.entries(value)
  for (const [segment, child] of entries) {
    const hit = findString(child, text, [...path, segment], depth + 1)
    if (hit === null) return null
    if (hit) {
      if (found) return null
      found = hit
    }
  }
  return found
}

const valueAt = (doc: SanityDocument, path: readonly Segment[]): unknown => {
  let value: unknown = doc
  for (const segment of path) {
    if (Array.isArray(value))
      value = typeof segment === 'object' ? value[segment._index] : value[segment as number]
    else if (isRecord(value)) value = value[segment as string]
    else return undefined
  }
  return value
}

/**
 * The Content Source Map of `result`, evaluated over `view`. `keyArraySelector`: paths address array
 * items by `_key` (`withKeyArraySelector`).
 */
export function sourceMapOf(
  result: unknown,
  view: DocumentView,
  keyArraySelector: boolean,
): ContentSourceMap {
  const identity = identityIndex(view)
  const documents: ContentSourceMap['documents'] = []
  const documentIndex = new Map<SanityDocument, number>()
  const paths: string[] = []
  const pathIndex = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}

  const map = (resultPath: Segment[], source: Source) => {
    let document = documentIndex.get(source.doc)
    if (document === undefined) {
      document = documents.length
      documents.push({
        _id: String(source.doc._originalId ?? source.doc._id),
        _type: String(source.doc._type ?? ''),
      })
      documentIndex.set(source.doc, document)
    }
    const text = jsonPath(source.path, keyArraySelector)
    let path = pathIndex.get(text)
    if (path === undefined) {
      path = paths.length
      paths.push(text)
      pathIndex.set(text, path)
    }
    mappings[jsonPath(resultPath, false)] = {
      type: 'value',
      source: { type: 'documentValue', document, path },
    }
  }

  const child = (source: Source | undefined, segment: Segment): Source | undefined => {
    if (!source) return undefined
    const value = valueAt(source.doc, [...source.path, segment])
    return value === undefined ? undefined : { doc: source.doc, path: [...source.path, segment], value }
  }

  const walk = (value: unknown, resultPath: Segment[], given: Source | undefined): void => {
    if (typeof value === 'string') {
      if (given && given.value === value) map(resultPath, given)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const same = identity.get(value) ?? (given && given.value === value ? given : undefined)
    if (same) {
      map(resultPath, same)
      return
    }
    let source = given
    if (isRecord(value)) {
      const id = typeof value._originalId === 'string' ? value._originalId : value._id
      const doc = typeof value._id === 'string' ? view.byId.get(value._id) : undefined
      if (doc && (id === value._id || doc._originalId === id || doc._id === id))
        source = { doc, path: [], value: doc }
      else if (typeof value._key === 'string' && source) {
        const keyed =
          isRecord(source.value) && source.value._key === value._key
            ? source.path
            : findKeyed(source.doc, value._key, [])
        if (keyed) source = { doc: source.doc, path: keyed, value: valueAt(source.doc, keyed) }
      }
      // A reference projected through `->`: the fields come from the document it points at.
      const ref = source && isRecord(source.value) ? source.value._ref : undefined
      const target = typeof ref === 'string' && value._ref !== ref ? view.byId.get(ref) : undefined
      if (target) source = { doc: target, path: [], value: target }
      for (const [field, item] of Object.entries(value)) {
        const next = child(source, field)
        if (typeof item === 'string' && !(next && next.value === item) && source) {
          const found = findString(source.value, item, [])
          if (found)
            map([...resultPath, field], { doc: source.doc, path: [...source.path, ...found], value: item })
          continue
        }
        walk(item, [...resultPath, field], next)
      }
      return
    }
    const items = value as unknown[]
    const sourceItems = source && Array.isArray(source.value) ? (source.value as unknown[]) : undefined
    for (const [index, item] of items.entries()) {
      let next: Source | undefined
      if (source && sourceItems) {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
        const at =
          key === undefined
            ? sourceItems.length === items.length
              ? index
              : -1
            : sourceItems.findIndex((s) => isRecord(s) && s._key === key)
        const sourceItem = at >= 0 ? sourceItems[at] : undefined
        if (sourceItem !== undefined) {
          const segment: Segment =
            isRecord(sourceItem) && typeof sourceItem._key === 'string'
              ? { _key: sourceItem._key, _index: at }
              : at
          next = { doc: source.doc, path: [...source.path, segment], value: sourceItem }
        }
      }
      walk(item, [...resultPath, index], next)
    }
  }

  walk(result, [], undefined)
  return { documents, paths, mappings }
}
