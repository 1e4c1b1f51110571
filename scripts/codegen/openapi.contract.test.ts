/**
 * Every generated msw handler (sdk/src/generated/<service>/msw.ts, orval) answers its operation with
 * a reply its OpenAPI document allows: a declared success status, and a JSON body valid against the
 * operation's response schema (ajv, JSON Schema 2020-12 = OpenAPI 3.1). Faker is seeded, and each
 * handler is asked several times so optional fields and array lengths vary. Needs `npm run codegen`.
 */
import { fileURLToPath } from 'node:url'
import { faker } from '@faker-js/faker'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { services } from '../../codegen.config.ts'
import { generatedHandlerFactories } from '../../sdk/src/generated/msw.ts'
import { listOperations, loadServiceDocument, type OpenApiDocument } from './bundle.ts'

const ROUNDS = 8

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>

type Operation = ReturnType<typeof listOperations>[number]

/** JSON pointer of the success reply of an operation, following a `$ref` to `components.responses`. */
function successReply(document: OpenApiDocument, { path, method, operation }: Operation) {
  const responses = operation.responses as Responses
  const status = Object.keys(responses).find((code) => code.startsWith('2')) as string
  const reply = responses[status] as Responses[string]
  const pointer = reply.$ref
    ? reply.$ref.slice(1)
    : `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}`
  const resolved = reply.$ref
    ? (document.components?.responses?.[reply.$ref.split('/').pop() as string] as Responses[string])
    : reply
  return { status: Number(status), pointer, content: resolved.content ?? {} }
}

/** A concrete URL for a templated path: integers for integer parameters, a word otherwise. */
function concreteUrl(document: OpenApiDocument, { path, operation }: Operation): string {
  const pathParameters = (document.paths[path]?.parameters as unknown[] | undefined) ?? []
  const operationParameters = (operation.parameters as unknown[] | undefined) ?? []
  const parameters = [...pathParameters, ...operationParameters].map((p) => {
    const ref = (p as { $ref?: string }).$ref
    return (ref ? document.components?.parameters?.[ref.split('/').pop() as string] : p) as {
      name: string
      schema?: { type?: string; enum?: unknown[]; $ref?: string }
    }
  })
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.name === name)?.schema
    return schema?.type === 'integer' ? '1234567' : 'mac'
  })
  return `${document.servers?.[0]?.url}${filled}`
}

function validatorFor(service: string, document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  for (const format of ['int64', 'int32', 'password', 'binary']) ajv.addFormat(format, true)
  const id = `https://specs.invalid/${service}.json`
  ajv.addSchema({ $id: id, paths: document.paths, components: document.components })
  return (pointer: string) => {
    const validate = ajv.getSchema(`${id}#${pointer}/content/application~1json/schema`)
    if (!validate) throw new Error(`no schema at ${pointer}`)
    return validate
  }
}

describe.each(services)('%s msw handlers', (service) => {
  const document = loadServiceDocument(fileURLToPath(new URL(`../../specs/${service}.yaml`, import.meta.url)))
  const operations = listOperations(document)
  const handlers = generatedHandlerFactories[service]()
  const schemaAt = validatorFor(service, document)

  it('cover every operation', () => {
    expect(handlers).toHaveLength(operations.length)
  })

  it.each(operations.map((op) => [op.operation.operationId as string, op]))(
    '%s answers within its document',
    async (_id, operation) => {
      const { method, path } = operation
      const reply = successReply(document, operation)
      for (let round = 0; round < ROUNDS; round++) {
        faker.seed(round + 1)
        const request = new Request(concreteUrl(document, operation), { method })
        const response = await getResponse(handlers, request)
        expect(response, `${method} ${path}: no handler answered`).toBeDefined()
        if (!response) return
        expect(response.status).toBe(reply.status)
        const type = response.headers.get('Content-Type') ?? ''
        if (reply.status === 204 || Object.keys(reply.content).length === 0) {
          expect(await response.text()).toBe('')
        } else if (type.includes('json')) {
          const validate = schemaAt(reply.pointer)
          const body = await response.json()
          expect(validate(body), JSON.stringify(validate.errors, null, 2)).toBe(true)
        } else {
          expect(Object.keys(reply.content)).toContain(type)
          expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
        }
      }
    },
  )
})
