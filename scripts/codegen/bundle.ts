/**
 * Loads one hand-written OpenAPI document of `specs/` into the single, self-contained shape the code
 * generators take (openapi-typescript, orval) and the spec tests read.
 *
 * Two steps, both deterministic:
 * 1. Bundle: every `$ref` into `./common.yaml` is replaced by a local `#/components/<section>/<name>`
 *    reference and the component (with what it references in turn) is copied into the document.
 *    YAML merge keys (`<<: *anchor`, used for the `/users/{userId}` twins of `/me` operations) are
 *    resolved while parsing.
 * 2. Flatten servers: the version prefix of the effective server (path-level `servers` first, else the
 *    document's first server) is moved into each path key, and the document keeps only the origin.
 *    `/me` under `https://id.serato.com/api/v1` becomes `/api/v1/me` under `https://id.serato.com`.
 *    So generated code sends origin-relative paths (`/api/v1/me`, `/api/v2/tokens/refresh`) and the
 *    transport needs one base URL per service (its origin), as the public SDK of these services does.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parse } from 'yaml'

/** A parsed OpenAPI document (plain JSON data). */
export type OpenApiDocument = Record<string, unknown> & {
  servers?: { url: string; description?: string }[]
  paths: Record<string, Record<string, unknown>>
  components?: Record<string, Record<string, unknown>>
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/** Parses a YAML file with merge keys enabled. */
export function readYaml(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8'), { merge: true }) as OpenApiDocument
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Calls `visit` on every object in `node` (depth first, objects before their children). */
function walk(node: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit)
  } else if (isObject(node)) {
    visit(node)
    for (const value of Object.values(node)) walk(value, visit)
  }
}

const COMMON_REF = /^(?:\.\/)?common\.yaml#\/components\/([A-Za-z]+)\/([A-Za-z0-9_.-]+)$/
const LOCAL_REF = /^#\/components\/([A-Za-z]+)\/([A-Za-z0-9_.-]+)$/

/**
 * Inlines the components of `common.yaml` that `document` references.
 * @throws Error when a referenced common component does not exist, or clashes with a local one
 */
export function bundleCommon(document: OpenApiDocument, common: OpenApiDocument): OpenApiDocument {
  const doc = structuredClone(document)
  doc.components ??= {}
  const components: Record<string, Record<string, unknown>> = doc.components
  const imported = new Set<string>()

  const importComponent = (section: string, name: string) => {
    const key = `${section}/${name}`
    if (imported.has(key)) return
    const source = common.components?.[section]?.[name]
    if (source === undefined) throw new Error(`common.yaml has no #/components/${key}`)
    const existing = components[section]?.[name]
    const isStub = isObject(existing) && typeof existing.$ref === 'string' && COMMON_REF.test(existing.$ref)
    if (existing !== undefined && !isStub)
      throw new Error(`component ${key} is defined locally and in common.yaml`)
    imported.add(key)
    const copy = structuredClone(source)
    components[section] ??= {}
    ;(components[section] as Record<string, unknown>)[name] = copy
    walk(copy, (object) => {
      const match = typeof object.$ref === 'string' ? LOCAL_REF.exec(object.$ref) : null
      if (match) importComponent(match[1] as string, match[2] as string)
    })
  }

  walk(doc, (object) => {
    const match = typeof object.$ref === 'string' ? COMMON_REF.exec(object.$ref) : null
    if (!match) return
    const [, section, name] = match as unknown as [string, string, string]
    const isSelf = components[section]?.[name] === object
    importComponent(section, name)
    if (!isSelf) object.$ref = `#/components/${section}/${name}`
  })
  // Keep the output stable whatever the order of first use.
  for (const section of Object.keys(components)) {
    components[section] = Object.fromEntries(
      Object.entries(components[section] as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
    )
  }
  return doc
}

/**
 * Moves each path's server prefix into the path key (see the module comment).
 * @throws Error when two paths flatten to the same key, or servers of one document differ in origin
 */
export function flattenServers(document: OpenApiDocument): OpenApiDocument {
  const doc = structuredClone(document)
  const rootServer = doc.servers?.[0]?.url
  if (!rootServer) throw new Error('document has no servers')
  const origin = new URL(rootServer).origin
  const paths: OpenApiDocument['paths'] = {}
  for (const [key, item] of Object.entries(doc.paths)) {
    const servers = item.servers as { url: string }[] | undefined
    const server = new URL(servers?.[0]?.url ?? rootServer)
    if (server.origin !== origin) throw new Error(`${key}: server ${server.origin} differs from ${origin}`)
    const flatKey = `${server.pathname.replace(/\/+$/, '')}${key}`
    if (paths[flatKey]) throw new Error(`two paths flatten to ${flatKey}`)
    const { servers: _dropped, ...rest } = item
    paths[flatKey] = rest
  }
  doc.paths = paths
  doc.servers = [
    { url: origin, ...(doc.servers?.[0]?.description ? { description: doc.servers[0].description } : {}) },
  ]
  return doc
}

/**
 * Loads `specs/<service>.yaml` (or any document beside a `common.yaml`), bundled and flattened.
 * @param file path of the document
 */
export function loadServiceDocument(file: string): OpenApiDocument {
  const absolute = resolve(file)
  const common = readYaml(resolve(dirname(absolute), 'common.yaml'))
  return flattenServers(bundleCommon(readYaml(absolute), common))
}

/** Every operation of a (flattened) document, as `{method, path, operation}`; `method` upper case. */
export function listOperations(
  document: OpenApiDocument,
): { method: string; path: string; operation: Record<string, unknown> }[] {
  const result: { method: string; path: string; operation: Record<string, unknown> }[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method]
      if (isObject(operation)) result.push({ method: method.toUpperCase(), path, operation })
    }
  }
  return result
}
