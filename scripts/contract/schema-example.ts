/**
 * Realistic instances of OpenAPI 3.1 schemas for tests (never shipped): the document's own examples
 * where it has them (`example`, JSON Schema `examples`, `const`, `default`, first `enum` value), and
 * plain values by type and format elsewhere. Used to call every operation with a body the document
 * itself describes (`request-contract.test.ts`).
 */
import type { OpenApiDocument } from '../codegen/bundle.ts'
import { pointerGet } from './openapi-pointer.ts'

/** The JSON Schema keywords the builder reads. */
export interface Schema {
  $ref?: string
  example?: unknown
  examples?: unknown[]
  const?: unknown
  default?: unknown
  enum?: unknown[]
  type?: string | string[]
  format?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minItems?: number
  minLength?: number
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
  readOnly?: boolean
}

const byFormat: Record<string, unknown> = {
  email: 'riv.andersen@example.com',
  uri: 'https://www.example.com/dj/pro',
  'uri-reference': '/dj/pro',
  url: 'https://www.example.com/dj/pro',
  'date-time': '2026-11-21T09:30:00Z',
  date: '2026-11-21',
  time: '09:30:00Z',
  uuid: '3f1c2a9e-7b4d-4c1e-9a2f-5d6e7f8a9b0c',
  ipv4: '192.0.2.10',
  hostname: 'www.example.com',
}

/**
 * An instance of `schema` (following local `$ref`s into `document`). Objects get their required
 * properties and every optional one that documents an example (all of them when that leaves none);
 * `readOnly` properties are left out (they are never sent).
 */
export function schemaExample(document: OpenApiDocument, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return undefined
  if (schema.$ref) {
    const target = pointerGet(document, schema.$ref.slice(1)) as Schema
    return schemaExample(document, { ...target, ...withoutRef(schema) }, depth + 1)
  }
  if (schema.example !== undefined) return schema.example
  if (schema.examples?.length) return schema.examples[0]
  if (schema.const !== undefined) return schema.const
  if (schema.default !== undefined) return schema.default
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0]
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => schemaExample(document, part, depth + 1))
    return parts.every(isPlainObject) ? Object.assign({}, ...parts) : parts[0]
  }
  const alternative = schema.oneOf?.[0] ?? schema.anyOf?.[0]
  if (alternative) return schemaExample(document, alternative, depth + 1)
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((t) => t !== 'null')
  switch (type) {
    case 'object': {
      const writable = Object.entries(schema.properties ?? {}).filter(
        ([, property]) => !resolve(document, property).readOnly,
      )
      const chosen = writable.filter(
        ([name, property]) =>
          schema.required?.includes(name) || documentsExample(resolve(document, property)),
      )
      // An object of optional fields without examples (a partial update) gets all of them, not `{}`.
      const result: Record<string, unknown> = {}
      for (const [name, property] of chosen.length ? chosen : writable) {
        const value = schemaExample(document, property, depth + 1)
        if (value !== undefined) result[name] = value
      }
      return result
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        schemaExample(document, schema.items, depth + 1),
      )
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
      return Math.min(low, schema.maximum ?? low)
    }
    case 'boolean':
      return true
    default: {
      const text = (schema.format && byFormat[schema.format]) ?? 'example text'
      return typeof text === 'string' ? text.padEnd(schema.minLength ?? 0, 'x') : text
    }
  }
}

function withoutRef({ $ref: _ref, ...rest }: Schema): Schema {
  return rest
}

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  return schema.$ref
    ? { ...(pointerGet(document, schema.$ref.slice(1)) as Schema), ...withoutRef(schema) }
    : schema
}

function documentsExample(schema: Schema): boolean {
  return schema.example !== undefined || Boolean(schema.examples?.length) || schema.const !== undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
