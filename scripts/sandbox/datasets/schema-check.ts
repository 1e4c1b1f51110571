/**
 * Checks documents against the compiled content schema (`sdk/src/generated/content/schema.json`, the
 * `@sanity/schema` extract that `npm run codegen` writes): every field name must exist on its type,
 * required fields (`optional: false`, `_type`, `_key`, `_ref`) must be present, string options and
 * literal `_type`s must match, array items need unique `_key`s, and references must resolve to a
 * document of the type they point to (`dereferencesTo`). Used by `seed.test.ts`.
 */

/** A node of the extracted schema (TypeGen's schema JSON). */
export interface SchemaNode {
  type: string
  name?: string
  value?: SchemaNode | string | number | boolean
  of?: SchemaNode | SchemaNode[]
  attributes?: Record<string, { type: 'objectAttribute'; value: SchemaNode; optional?: boolean }>
  rest?: SchemaNode
  dereferencesTo?: string
}

/** One top-level entry of schema.json: a named type or a document type. */
export interface SchemaEntry {
  name: string
  type: 'type' | 'document'
  value?: SchemaNode
  attributes?: SchemaNode['attributes']
}

type Json = unknown
type Attributes = NonNullable<SchemaNode['attributes']>

/** A checker over one schema and one set of documents (for reference targets). */
export function createSchemaChecker(
  schema: SchemaEntry[],
  documentsById: ReadonlyMap<string, { _type: string }>,
) {
  const byName = new Map(schema.map((entry) => [entry.name, entry]))

  /** Follows `inline` names; documents become objects of their attributes. */
  function resolve(node: SchemaNode): SchemaNode {
    if (node.type !== 'inline') return node
    const entry = node.name ? byName.get(node.name) : undefined
    if (!entry) throw new Error(`schema: unknown inline type ${node.name}`)
    if (entry.type === 'document') return { type: 'object', attributes: entry.attributes }
    return resolve(entry.value as SchemaNode)
  }

  /** An object node's attributes merged with those of its `rest` (array members: `_key` + type). */
  function attributesOf(node: SchemaNode): { attributes: Attributes; dereferencesTo?: string } {
    let attributes: Attributes = { ...node.attributes }
    let dereferencesTo = node.dereferencesTo
    if (node.rest) {
      const rest = attributesOf(resolve(node.rest))
      attributes = { ...attributes, ...rest.attributes }
      dereferencesTo ??= rest.dereferencesTo
    }
    return { attributes, dereferencesTo }
  }

  const literalType = (node: SchemaNode): string | undefined => {
    const resolved = resolve(node)
    if (resolved.type !== 'object') return undefined
    const typeAttr = attributesOf(resolved).attributes._type?.value
    return typeAttr && typeof typeAttr.value === 'string' ? typeAttr.value : undefined
  }

  function check(value: Json, rawNode: SchemaNode, path: string, errors: string[]): void {
    const node = resolve(rawNode)
    switch (node.type) {
      case 'unknown':
        return
      case 'string':
        if (typeof value !== 'string') errors.push(`${path}: expected a string, got ${JSON.stringify(value)}`)
        else if (typeof node.value === 'string' && value !== node.value)
          errors.push(`${path}: expected "${node.value}", got "${value}"`)
        return
      case 'number':
        if (typeof value !== 'number') errors.push(`${path}: expected a number`)
        else if (typeof node.value === 'number' && value !== node.value)
          errors.push(`${path}: expected ${node.value}`)
        return
      case 'boolean':
        if (typeof value !== 'boolean') errors.push(`${path}: expected a boolean`)
        return
      case 'union': {
        const members = (node.of as SchemaNode[]).map(resolve)
        if (members.every((m) => (m.type === 'string' || m.type === 'number') && m.value !== undefined)) {
          if (!members.some((m) => m.value === value))
            errors.push(
              `${path}: ${JSON.stringify(value)} is not one of ${members.map((m) => m.value).join(', ')}`,
            )
          return
        }
        const type = (value as { _type?: unknown } | null)?._type
        const member = members.find((m) => literalType(m) === type)
        if (!member) {
          errors.push(`${path}: _type ${JSON.stringify(type)} is not allowed here`)
          return
        }
        check(value, member, path, errors)
        return
      }
      case 'array': {
        if (!Array.isArray(value)) {
          errors.push(`${path}: expected an array`)
          return
        }
        const keys = new Set<string>()
        value.forEach((item, index) => {
          if (item && typeof item === 'object') {
            const key = (item as { _key?: unknown })._key
            if (typeof key !== 'string') errors.push(`${path}[${index}]: missing _key`)
            else if (keys.has(key)) errors.push(`${path}[${index}]: duplicate _key ${key}`)
            else keys.add(key)
          }
          check(item, node.of as SchemaNode, `${path}[${index}]`, errors)
        })
        return
      }
      case 'object': {
        if (!value || typeof value !== 'object' || Array.isArray(value)) {
          errors.push(`${path}: expected an object`)
          return
        }
        const record = value as Record<string, Json>
        const { attributes, dereferencesTo } = attributesOf(node)
        for (const key of Object.keys(record)) {
          if (!(key in attributes)) errors.push(`${path}.${key}: no such field in the schema`)
        }
        for (const [key, attribute] of Object.entries(attributes)) {
          const field = record[key]
          if (field === undefined || field === null) {
            if (attribute.optional !== true) errors.push(`${path}.${key}: required`)
            continue
          }
          check(field, attribute.value, `${path}.${key}`, errors)
        }
        if (dereferencesTo && typeof record._ref === 'string') {
          const target = documentsById.get(record._ref)
          if (!target) errors.push(`${path}: reference to missing document ${record._ref}`)
          else if (target._type !== dereferencesTo)
            errors.push(`${path}: ${record._ref} is a ${target._type}, expected ${dereferencesTo}`)
        }
        return
      }
      default:
        errors.push(`${path}: schema node type ${node.type} not supported by the checker`)
    }
  }

  /** The problems of one document (empty when it conforms), each prefixed with its path. */
  return function checkDocument(document: { _id: string; _type: string }): string[] {
    const entry = byName.get(document._type)
    if (entry?.type !== 'document') return [`${document._id}: _type ${document._type} is not a document type`]
    const errors: string[] = []
    check(document, { type: 'object', attributes: entry.attributes }, document._id, errors)
    return errors
  }
}
