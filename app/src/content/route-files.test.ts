import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { productKeys } from './products.ts'
import { resolveContentPath } from './resolve-content-path.ts'
import { specRoutes } from './spec-routes.ts'

/**
 * The route files and `resolveContentPath` must agree: every spec §2 path is served by a content route
 * file (picked as TanStack Router ranks them: more static segments first) whose declared content type
 * is the one `resolveContentPath` gives; every content route file serves paths that resolve.
 * Reads the route files' source (`createFileRoute('…')` + `contentPageRoute(…)`).
 */
const routesDir = fileURLToPath(new URL('../routes/', import.meta.url))

interface ContentRouteFile {
  file: string
  path: string
  contentTypes: string[]
}

function contentRouteFiles(dir = routesDir): ContentRouteFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('-') ? [] : contentRouteFiles(full)
    if (!entry.name.endsWith('.tsx')) return []
    const source = readFileSync(full, 'utf8')
    const path = /createFileRoute\('([^']+)'\)/.exec(source)?.[1]
    const declared = /contentPageRoute\(([^)]*)\)/.exec(source)?.[1]
    if (!path || declared === undefined) return []
    const contentTypes = [...declared.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1] ?? '')
    return [{ file: relative(routesDir, full), path: path.replace(/(.)\/$/, '$1'), contentTypes }]
  })
}

const routeFiles = contentRouteFiles()

/** Segments of a route path, `$param` segments as `null`. */
const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? null : segment))

/** The route file serving `pathname`: same segment count, statics equal, most static segments wins. */
function routeFor(pathname: string): ContentRouteFile | undefined {
  const wanted = pathname.split('/').filter(Boolean)
  const candidates = routeFiles.filter((route) => {
    const segments = segmentsOf(route.path)
    if (segments.length !== wanted.length) return false
    if (!segments.every((segment, i) => segment === null || segment === wanted[i])) return false
    // `$product` must be a product key (params.parse), as in the router.
    const productIndex = route.path.split('/').filter(Boolean).indexOf('$product')
    return productIndex < 0 || (productKeys as readonly string[]).includes(wanted[productIndex] ?? '')
  })
  const staticCount = (route: ContentRouteFile) => segmentsOf(route.path).filter((s) => s !== null).length
  return candidates.sort((a, b) => staticCount(b) - staticCount(a))[0]
}

describe('content route files', () => {
  it('exist for every route of spec §2 (71 files)', () => {
    expect(routeFiles.length).toBe(71)
  })

  it.each(specRoutes)('%s is served by a route file declaring its content type', (path, expected) => {
    const route = routeFor(path)
    expect(route, `no route file serves ${path}`).toBeDefined()
    expect(route?.contentTypes).toContain(expected.contentType)
  })

  it.each(routeFiles.map((route) => [route.file, route] as const))(
    '%s serves paths that resolve',
    (_, route) => {
      const sample = route.path.replace('$product', 'studio').replace('$slug', 'example-slug')
      const resolved = resolveContentPath(sample)
      expect(resolved?.contentType).toBeDefined()
      expect(route.contentTypes).toContain(resolved?.contentType)
    },
  )
})
