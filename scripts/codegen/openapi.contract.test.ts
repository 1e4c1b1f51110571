/**
 * Every generated msw handler (sdk/src/generated/<service>/msw.ts, orval) answers its operation with
 * a reply its OpenAPI document allows: a declared success status, and a JSON body valid against the
 * operation's response schema (the shared contract validator, `scripts/contract/validator.ts`: ajv,
 * JSON Schema 2020-12 = OpenAPI 3.1). Faker is seeded, and each handler is asked several times so
 * optional fields and array lengths vary. Without the bearer token an operation demands, the handler
 * answers the document's 401 (code 2002). Needs `npm run codegen`.
 */
import { faker } from '@faker-js/faker'
import { generatedHandlerFactories } from '@music/sdk/mocks'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { services } from '../../codegen.config.ts'
import { pointerGet } from '../contract/openapi-pointer.ts'
import { operationParameters } from '../contract/request-contract.ts'
import { createContractValidator, SPECS_DIR } from '../contract/validator.ts'
import { listOperations, loadServiceDocument, type OpenApiDocument } from './bundle.ts'

const ROUNDS = 8

type Reply = { $ref?: string; content?: Record<string, unknown> }

type Operation = ReturnType<typeof listOperations>[number]

/** Status and media types of an operation's success reply (a `$ref` to `components.responses` followed). */
function successReply(document: OpenApiDocument, { operation }: Operation) {
  const responses = operation.responses as Record<string, Reply>
  const status = Object.keys(responses).find((code) => code.startsWith('2')) as string
  const reply = responses[status] as Reply
  const resolved = reply.$ref ? (pointerGet(document, reply.$ref.slice(1)) as Reply) : reply
  return { status: Number(status), content: resolved.content ?? {} }
}

/** A concrete path for a templated one: integers for integer parameters, a word otherwise. */
function concretePath(document: OpenApiDocument, { path, method }: Operation): string {
  const parameters = operationParameters(document, path, method.toLowerCase())
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema
    return schema?.type === 'integer' ? '1234567' : 'mac'
  })
}

const validator = createContractValidator(services)

describe.each(services)('%s msw handlers', (service) => {
  const document = loadServiceDocument(`${SPECS_DIR}/${service}.yaml`)
  const operations = listOperations(document)
  const handlers = generatedHandlerFactories[service]()

  it('cover every operation', () => {
    expect(handlers).toHaveLength(operations.length)
  })

  it.each(operations.map((op) => [op.operation.operationId as string, op]))(
    '%s answers within its document',
    async (_id, operation) => {
      const { method, path } = operation
      const reply = successReply(document, operation)
      const concrete = concretePath(document, operation)
      for (let round = 0; round < ROUNDS; round++) {
        faker.seed(round + 1)
        const request = new Request(`${document.servers?.[0]?.url}${concrete}`, {
          method,
          headers: { Authorization: 'Bearer contract-test' },
        })
        const response = await getResponse(handlers, request)
        expect(response, `${method} ${path}: no handler answered`).toBeDefined()
        if (!response) return
        expect(response.status).toBe(reply.status)
        const type = response.headers.get('Content-Type') ?? ''
        if (Object.keys(reply.content).length > 0 && !type.includes('json')) {
          // A binary reply (the invoice PDF): a documented media type and some bytes.
          expect(Object.keys(reply.content)).toContain(type)
          expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0)
        } else {
          // No body where none is documented; otherwise JSON valid against the reply's schema.
          expect(await validator.check(service, method, concrete, response)).toEqual([])
        }
      }
    },
  )

  const demandingBearer = operations.filter(
    ({ operation }) =>
      ((operation.security ?? []) as unknown[]).length > 0 &&
      ((operation.security ?? []) as Record<string, unknown>[]).every(
        (requirement) => 'bearerAuth' in requirement,
      ),
  )
  it.each(demandingBearer.map((op) => [op.operation.operationId as string, op]))(
    '%s answers 401 code 2002 without a bearer token',
    async (_id, operation) => {
      const concrete = concretePath(document, operation)
      const request = new Request(`${document.servers?.[0]?.url}${concrete}`, { method: operation.method })
      const response = await getResponse(handlers, request)
      expect(response?.status).toBe(401)
      expect(await response?.clone().json()).toMatchObject({ code: 2002 })
      expect(await validator.check(service, operation.method, concrete, response as Response)).toEqual([])
    },
  )
})
