/**
 * Request validation of the content service (docs/requirements.md §5 "Content service"), each rule throwing a 400
 * `validationError` with a message naming the rule.
 */
import { validationError } from './errors.ts'

const DATASET_RE = /^[a-z0-9][a-z0-9_-]{0,63}$/
const TAG_RE = /^[a-zA-Z0-9_.-]{1,75}$/
const API_VERSION_RE = /^(?:1|X|\d{4}-\d{2}-\d{2})$/
// @sanity/client's validateDocumentId: letters, digits, `_`, `.`, `-`, at most 128, no `..`.
const DOCUMENT_ID_RE = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,127}$/
const RELEASE_ID_RE = /^[a-zA-Z0-9_-]{1,64}$/

/** Live events (listen) exist from this API version on (docs/requirements.md §9). */
export const LISTEN_MIN_API_VERSION = '2021-03-25'
/** From this API version on the default perspective is `published` instead of `raw` (Sanity changelog). */
const PUBLISHED_DEFAULT_API_VERSION = '2025-02-19'

/**
 * A validated perspective: `raw`, or a stack of layers from highest to lowest priority (release ids
 * and/or `drafts`, always ending in `published`). `previewDrafts` is normalised to `drafts`.
 */
export type Perspective = { kind: 'raw' } | { kind: 'stack'; layers: string[] }

/** Throws unless `name` is a dataset name: lowercase alphanumerics, `_`, `-`, at most 64 characters. */
export function validateDatasetName(name: string): void {
  if (!DATASET_RE.test(name)) {
    throw validationError(
      `Invalid dataset name "${name}": datasets can only contain lowercase characters, numbers, underscores and dashes, and be at most 64 characters`,
    )
  }
}

/** Throws unless `tag` is 1–75 characters of letters, digits, `_`, `-`, `.`. `null` (absent) passes. */
export function validateTag(tag: string | null): void {
  if (tag !== null && !TAG_RE.test(tag)) {
    throw validationError(
      `Invalid request tag "${tag}": tags must be 1-75 characters of letters, numbers, underscores, dashes and dots`,
    )
  }
}

/**
 * Throws unless `version` (without the `v`) is `1`, `X` or a real `YYYY-MM-DD` date.
 * Returns a sortable form: `1` → `2021-03-24` (before the dated versions), `X` → `9999-12-31`.
 */
export function parseApiVersion(version: string): string {
  const isRealDate = (v: string) => {
    const time = Date.parse(`${v}T00:00:00Z`)
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v
  }
  const valid = API_VERSION_RE.test(version) && (version.length < 10 || isRealDate(version))
  if (!valid) {
    throw validationError(`Invalid API version "${version}": expected "1", "X" or a date as YYYY-MM-DD`)
  }
  if (version === '1') return '2021-03-24'
  if (version === 'X') return '9999-12-31'
  return version
}

/** Throws unless `sortableVersion` (from {@link parseApiVersion}) allows listening (≥ 2021-03-25). */
export function validateListenApiVersion(sortableVersion: string, raw: string): void {
  if (sortableVersion < LISTEN_MIN_API_VERSION) {
    throw validationError(
      `Live events (listen) require API version ${LISTEN_MIN_API_VERSION} or later, got "${raw}"`,
    )
  }
}

/** Throws unless `id` is a document id (letters, digits, `_`, `.`, `-`, ≤ 128, no `..`). */
export function validateDocumentId(id: string): void {
  if (!DOCUMENT_ID_RE.test(id) || id.includes('..')) {
    throw validationError(`Invalid document ID "${id}"`)
  }
}

/**
 * Parses the `perspective` query parameter (comma-separated stacks allowed, e.g. `rSpring,drafts`).
 * Absent → `raw` before API version 2025-02-19, `published` from it on (as on Sanity).
 * Throws on unknown names, empty entries, or `raw` combined with anything.
 */
export function parsePerspective(value: string | null, sortableVersion: string): Perspective {
  if (value === null) {
    return sortableVersion >= PUBLISHED_DEFAULT_API_VERSION
      ? { kind: 'stack', layers: ['published'] }
      : { kind: 'raw' }
  }
  const names = value.split(',').map((name) => name.trim())
  for (const name of names) {
    if (name === '' || !RELEASE_ID_RE.test(name)) {
      throw validationError(
        `Invalid perspective "${value}": use published, drafts, previewDrafts, raw or release ids (comma-separated)`,
      )
    }
  }
  if (names.includes('raw')) {
    if (names.length > 1) {
      throw validationError(`Invalid perspective "${value}": raw can not be combined with other perspectives`)
    }
    return { kind: 'raw' }
  }
  const layers = names.map((name) => (name === 'previewDrafts' ? 'drafts' : name))
  const withoutPublished = layers.filter((name) => name !== 'published')
  return { kind: 'stack', layers: [...new Set(withoutPublished), 'published'] }
}

/** True when the perspective can reveal private documents (drafts or release versions). */
export function perspectiveNeedsCredential(perspective: Perspective): boolean {
  return perspective.kind === 'stack' && perspective.layers.length > 1
}

/**
 * Longest GROQ query the service evaluates, in characters (docs/decisions/019). The site's longest
 * page query is ~18 000; Sanity documents no such limit, but its GET limit is 11 264 characters and
 * a query many times the size of any real one only costs the worker parse time.
 */
export const MAX_QUERY_LENGTH = 64 * 1024

/** Deepest nesting of `(`, `[` and `{` a query may have (groq-js parses recursively). */
export const MAX_QUERY_NESTING = 64

/**
 * Most tokens a query may have (decision 030). groq-js's parser takes time quadratic in the tokens (it
 * concatenates arrays of marks): the site's largest page query has about 4,200 tokens and parses in
 * 60–600 ms on the 2 shared cores; 40 KB of `1+1+…` took 14–40 s. 8,192 tokens bound a parse to about
 * four times the site's largest.
 */
export const MAX_QUERY_TOKENS = 8192

/**
 * Most operators a query may chain without brackets, counted along the nesting (an operator chain
 * inside brackets adds to the chains around it): groq-js parses and evaluates each operator one
 * level deeper, so a long chain (`1+1+…`, `a.b.c…`, `!!!…`) costs stack and time. The site's queries
 * chain at most 7.
 */
export const MAX_QUERY_OPERATOR_DEPTH = 256

const TWO_CHAR_OPERATORS = new Set(['==', '!=', '<=', '>=', '&&', '||', '->', '=>', '**', '..'])
const WORD_OPERATORS = new Set(['in', 'match', 'asc', 'desc'])

/**
 * Refuses a query over {@link MAX_QUERY_LENGTH} characters, nested deeper than
 * {@link MAX_QUERY_NESTING}, with more than {@link MAX_QUERY_TOKENS} tokens or operator chains deeper
 * than {@link MAX_QUERY_OPERATOR_DEPTH}, with a 400 before the query worker sees it, so no query text
 * can occupy the parser (decision 030). Strings and `//` comments are skipped.
 */
export function validateQueryText(query: string): void {
  if (query.length > MAX_QUERY_LENGTH) {
    throw validationError(
      `Query too large: ${query.length} characters (the limit is ${MAX_QUERY_LENGTH}); send what varies as parameters`,
    )
  }
  let tokens = 0
  // The operator chain of each open bracket level, and their sum.
  const chains: number[] = [0]
  let depth = 0
  const operator = (at: number) => {
    chains[chains.length - 1] = (chains.at(-1) ?? 0) + 1
    depth++
    if (depth > MAX_QUERY_OPERATOR_DEPTH) {
      throw validationError(
        `Query too complex: more than ${MAX_QUERY_OPERATOR_DEPTH} operators chained without brackets at position ${at}; split it or use parameters`,
      )
    }
  }
  for (let i = 0; i < query.length; ) {
    const c = query[i] as string
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++
      continue
    }
    if (c === '/' && query[i + 1] === '/') {
      const end = query.indexOf('\n', i)
      i = end === -1 ? query.length : end
      continue
    }
    tokens++
    if (tokens > MAX_QUERY_TOKENS) {
      throw validationError(
        `Query too complex: more than ${MAX_QUERY_TOKENS} tokens at position ${i}; send what varies as parameters`,
      )
    }
    if (c === '"' || c === "'") {
      for (i++; i < query.length && query[i] !== c; i++) if (query[i] === '\\') i++
      i++
      continue
    }
    if (/[A-Za-z0-9_$]/.test(c)) {
      const start = i
      while (i < query.length && /[A-Za-z0-9_$]/.test(query[i] as string)) i++
      if (WORD_OPERATORS.has(query.slice(start, i))) operator(start)
      continue
    }
    if (c === '(' || c === '[' || c === '{') {
      chains.push(0)
      if (chains.length - 1 > MAX_QUERY_NESTING) {
        throw validationError(
          `Query nested too deeply: more than ${MAX_QUERY_NESTING} levels of brackets at position ${i}`,
        )
      }
      i++
      continue
    }
    if (c === ')' || c === ']' || c === '}') {
      if (chains.length > 1) depth -= chains.pop() ?? 0
      i++
      continue
    }
    if (query.startsWith('::', i)) {
      // A namespace (`pt::text`): part of a function's name.
      i += 2
      continue
    }
    if (c === ',' || c === ':') {
      depth -= chains.at(-1) ?? 0
      chains[chains.length - 1] = 0
      i++
      continue
    }
    const two = query.slice(i, i + 2)
    const length = query.startsWith('...', i) ? 3 : TWO_CHAR_OPERATORS.has(two) ? 2 : 1
    operator(i)
    i += length
  }
}
