/**
 * Request half of the contract checks (tests only; `ContractValidator.checkRequest` in
 * `sdk/src/mocks/contract.ts` calls it with its Ajv validators): does a request the sdk sent match its
 * operation in the OpenAPI document — path, method, path and query parameters (OpenAPI 3.1 §4.8.12,
 * `style: form`, `explode: true`, the defaults for query), request body (§4.8.13) and `security`
 * (§4.8.10: a requirement `{}` allows anonymous calls).
 */
import type { ValidateFunction } from 'ajv/dist/2020.js'
import type { OpenApiDocument } from '../codegen/bundle.ts'
import { escapePointer, matchPath, pointerGet, templatePattern } from './openapi-pointer.ts'

/** Compiles (once) the schema at a JSON Pointer of the document. */
export type SchemaAt = (pointer: string) => ValidateFunction

interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: { type?: string | string[] }
}

/** One parameter of an operation and the pointer to its schema. */
interface ResolvedParameter extends Parameter {
  schemaPointer: string
}

/** Path-level and operation-level parameters (operation wins), `$ref`s followed. */
export function operationParameters(document: OpenApiDocument, template: string, verb: string) {
  const byKey = new Map<string, ResolvedParameter>()
  for (const base of [`/paths/${escapePointer(template)}`, `/paths/${escapePointer(template)}/${verb}`]) {
    const list = (pointerGet(document, `${base}/parameters`) as { $ref?: string }[] | undefined) ?? []
    list.forEach((entry, index) => {
      const pointer = entry.$ref ? entry.$ref.slice(1) : `${base}/parameters/${index}`
      const parameter = pointerGet(document, pointer) as Parameter
      byKey.set(`${parameter.in}:${parameter.name}`, { ...parameter, schemaPointer: `${pointer}/schema` })
    })
  }
  return [...byKey.values()]
}

/** A parameter's string value(s) typed as its schema says (query strings carry only text). */
function coerce(values: string[], schema: Parameter['schema']): unknown {
  const types = [schema?.type ?? []].flat()
  const one = (value: string): unknown => {
    if (
      (types.includes('integer') || types.includes('number')) &&
      value.trim() !== '' &&
      !Number.isNaN(+value)
    )
      return Number(value)
    if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true'
    return value
  }
  return types.includes('array') ? values.map(one) : one(values[0] as string)
}

function schemaProblems(validate: ValidateFunction, value: unknown, where: string): string[] {
  if (validate(value)) return []
  return (validate.errors ?? []).map((e) => `${where}${e.instancePath || ''} ${e.message}`)
}

/** Schemes (`bearer`, `basic`, or `anonymous`) the operation's `security` allows. */
function allowedCredentials(document: OpenApiDocument, operation: Record<string, unknown>): Set<string> {
  const requirements = (operation.security ?? document.security) as Record<string, unknown>[] | undefined
  if (!requirements || requirements.length === 0) return new Set(['anonymous'])
  const schemes = document.components?.securitySchemes as Record<string, { scheme?: string }> | undefined
  return new Set(
    requirements.flatMap((requirement) => {
      const names = Object.keys(requirement)
      if (names.length === 0) return ['anonymous']
      return names.map((name) => schemes?.[name]?.scheme?.toLowerCase() ?? name)
    }),
  )
}

/**
 * Problems of one request against its operation in `document` (empty when it conforms).
 * @param schemaAt validators over the same document (pointers as in the document)
 * @param request the request as sent (cloned before its body is read)
 * @param baseUrl the base URL it was sent to; default the document's first server
 */
export async function checkRequest(
  document: OpenApiDocument,
  schemaAt: SchemaAt,
  request: Request,
  baseUrl = document.servers?.[0]?.url ?? '',
): Promise<string[]> {
  const url = new URL(request.url)
  const basePath = new URL(baseUrl).pathname.replace(/\/$/, '')
  if (!`${url.origin}${url.pathname}`.startsWith(baseUrl.replace(/\/$/, '')))
    return [`${request.url} is not under the base URL ${baseUrl}`]
  const path = url.pathname.slice(basePath.length) || '/'
  const template = matchPath(document, path)
  if (!template) return [`${path} is not a path of the document`]
  const verb = request.method.toLowerCase()
  const operation = document.paths[template]?.[verb] as Record<string, unknown> | undefined
  const label = `${request.method} ${template}`
  if (!operation) return [`${label} is not an operation of the document`]
  const problems: string[] = []

  const parameters = operationParameters(document, template, verb)
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  const values = templatePattern(template).exec(path)?.slice(1) ?? []
  names.forEach((name, index) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name)
    if (!parameter) problems.push(`${label}: path parameter ${name} is not documented`)
    else {
      const value = coerce([decodeURIComponent(values[index] as string)], parameter.schema)
      problems.push(...schemaProblems(schemaAt(parameter.schemaPointer), value, `${label} path ${name}`))
    }
  })

  const query = parameters.filter((p) => p.in === 'query')
  for (const parameter of query) {
    const sent = url.searchParams.getAll(parameter.name)
    if (sent.length === 0) {
      if (parameter.required) problems.push(`${label}: required query parameter ${parameter.name} is missing`)
      continue
    }
    const value = coerce(sent, parameter.schema)
    if (!Array.isArray(value) && sent.length > 1)
      problems.push(`${label}: query ${parameter.name} sent twice`)
    problems.push(
      ...schemaProblems(schemaAt(parameter.schemaPointer), value, `${label} query ${parameter.name}`),
    )
  }
  for (const name of new Set(url.searchParams.keys())) {
    if (!query.some((p) => p.name === name))
      problems.push(`${label}: query parameter ${name} is not documented`)
  }

  const allowed = allowedCredentials(document, operation)
  const authorization = request.headers.get('Authorization')
  const scheme = authorization ? (authorization.split(' ')[0] ?? '').toLowerCase() : 'anonymous'
  if (!allowed.has(scheme))
    problems.push(`${label}: sent ${scheme} credentials, the document allows ${[...allowed].join(' or ')}`)

  let bodyPointer = `/paths/${escapePointer(template)}/${verb}/requestBody`
  let requestBody = pointerGet(document, bodyPointer) as
    | { $ref?: string; required?: boolean; content?: Record<string, unknown> }
    | undefined
  if (requestBody?.$ref) {
    bodyPointer = requestBody.$ref.slice(1)
    requestBody = pointerGet(document, bodyPointer) as typeof requestBody
  }
  const text = await request.clone().text()
  if (text === '') {
    if (requestBody?.required) problems.push(`${label}: the required request body is missing`)
    return problems
  }
  if (!requestBody?.content) return [...problems, `${label}: sent a body, the document has none`]
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
  if (!(mediaType in requestBody.content))
    return [...problems, `${label}: Content-Type ${mediaType || '(none)'} is not documented`]
  if (mediaType !== 'application/json') return problems
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return [...problems, `${label}: body is not JSON: ${text.slice(0, 80)}`]
  }
  const validate = schemaAt(`${bodyPointer}/content/application~1json/schema`)
  return [...problems, ...schemaProblems(validate, body, `${label} body`)]
}
