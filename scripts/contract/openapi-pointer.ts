/**
 * Navigation in a loaded OpenAPI document for the contract checks (tests only): JSON Pointers
 * (RFC 6901) and matching a concrete path to its path template.
 */
import type { OpenApiDocument } from '../codegen/bundle.ts'

/** Escapes one JSON Pointer segment (RFC 6901 §3): `~` → `~0`, `/` → `~1`. */
export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/** The node at a JSON Pointer (`/paths/~1api~1v1~1me/get`), or `undefined`. */
export function pointerGet(document: unknown, pointer: string): unknown {
  let node = document
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    node = (node as Record<string, unknown> | undefined)?.[key]
  }
  return node
}

/** The path template of the document that `path` matches; static templates win over parameterised. */
export function matchPath(document: OpenApiDocument, path: string): string | undefined {
  const templates = Object.keys(document.paths).sort((a, b) => a.split('{').length - b.split('{').length)
  return templates.find((template) => templatePattern(template).test(path))
}

/** The concrete paths of a path template (`/users/{userId}`): one capture group per parameter. */
export function templatePattern(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')
  return new RegExp(`^${pattern}$`)
}
