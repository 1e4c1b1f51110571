/**
 * Every request the sdk sends with a body conforms to its operation in `specs/<service>.yaml`.
 * Each operation that documents a request body is called through BOTH generated faces — the orval
 * mutation (`get<Op>MutationOptions().mutationFn`, what `use<Op>` runs) and the openapi-fetch client
 * (`create<Service>Client().request`) — with a body built from the document's own examples; msw
 * captures what leaves the transport, and the request's path, query, credentials and JSON body are
 * validated (ajv, JSON Schema 2020-12). The generated msw handlers answer. Needs `npm run codegen`.
 */

import { createMemoryTokenStore, createSdk, type ServiceName, services } from '@music/sdk'
import * as aiProxy from '@music/sdk/ai-proxy'
import * as cloudLibrary from '@music/sdk/cloud-library'
import * as commerce from '@music/sdk/commerce'
import * as downloads from '@music/sdk/downloads'
import * as identity from '@music/sdk/identity'
import * as license from '@music/sdk/license'
import { generatedHandlerFactories } from '@music/sdk/mocks'
import * as notifications from '@music/sdk/notifications'
import * as notificationsV1 from '@music/sdk/notifications-v1'
import * as profile from '@music/sdk/profile'
import * as rewards from '@music/sdk/rewards'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOperations, loadServiceDocument, type OpenApiDocument } from '../codegen/bundle.ts'
import { operationParameters } from './request-contract.ts'
import { type Schema, schemaExample } from './schema-example.ts'
import { createContractValidator, SPECS_DIR } from './validator.ts'

const generated: Record<ServiceName, Record<string, unknown>> = {
  identity,
  license,
  commerce,
  profile,
  notifications,
  'notifications-v1': notificationsV1,
  downloads,
  rewards,
  'cloud-library': cloudLibrary,
  'ai-proxy': aiProxy,
}

const FAR_FUTURE = 4_102_444_800 // 2100-01-01, seconds
const sdk = createSdk({
  appId: 'a1b2c3d4-web',
  appSecret: 'contract-test-secret',
  tokenStore: createMemoryTokenStore({
    access: { token: 'access-token', expires_at: FAR_FUTURE },
    refresh: { token: 'refresh-token', expires_at: FAR_FUTURE },
  }),
  locks: null,
})
const validator = createContractValidator(services)

/** Requests as they left the transport, in order. */
const sent: Request[] = []
const server = setupServer(
  // Records and falls through (no reply) to the generated handlers.
  http.all('*', ({ request }) => {
    sent.push(request.clone())
  }),
  ...services.flatMap((service) => generatedHandlerFactories[service]()),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

interface BodyOperation {
  method: string
  path: string
  operationId: string
  /** Mutation variables: path parameters, `data`, required query parameters as `params`. */
  variables: Record<string, unknown>
  pathParams: Record<string, unknown>
  query: Record<string, unknown> | undefined
  body: unknown
}

/** Operations of a document that take a request body, with example inputs. */
function bodyOperations(document: OpenApiDocument): BodyOperation[] {
  return listOperations(document)
    .filter(({ operation }) => operation.requestBody !== undefined)
    .map(({ method, path, operation }) => {
      let requestBody = operation.requestBody as {
        $ref?: string
        content?: Record<string, { schema?: Schema }>
      }
      if (requestBody.$ref)
        requestBody = document.components?.requestBodies?.[
          requestBody.$ref.split('/').pop() as string
        ] as never
      const body = schemaExample(document, requestBody.content?.['application/json']?.schema)
      const parameters = operationParameters(document, path, method.toLowerCase())
      const example = (name: string, where: string) => {
        const parameter = parameters.find((p) => p.in === where && p.name === name) as Schema & {
          schema?: Schema
        }
        return parameter.example ?? parameter.examples?.[0] ?? schemaExample(document, parameter.schema)
      }
      const pathParams = Object.fromEntries(
        [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, example(name as string, 'path')]),
      )
      const required = parameters.filter((p) => p.in === 'query' && p.required)
      const query = required.length
        ? Object.fromEntries(required.map((p) => [p.name, example(p.name, 'query')]))
        : undefined
      return {
        method,
        path,
        operationId: operation.operationId as string,
        variables: { ...pathParams, data: body, ...(query ? { params: query } : {}) },
        pathParams,
        query,
        body,
      }
    })
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1)

/** Sends one call and returns the one request it made (the reply, success or error, is ignored). */
async function capture(call: () => Promise<unknown>): Promise<Request> {
  sent.length = 0
  await call().catch(() => undefined)
  expect(sent, 'requests sent by one call').toHaveLength(1)
  return sent[0] as Request
}

const exercised = new Set<string>()
const expected = new Set<string>()

const bodyOperationsOf = new Map(
  services.map((service) => [service, bodyOperations(loadServiceDocument(`${SPECS_DIR}/${service}.yaml`))]),
)
for (const [service, operations] of bodyOperationsOf) {
  for (const op of operations) {
    expected.add(`${service} ${op.operationId} mutation`)
    expected.add(`${service} ${op.operationId} client`)
  }
}

describe.each(services.filter((service) => bodyOperationsOf.get(service)?.length))(
  '%s requests',
  (service) => {
    const operations = bodyOperationsOf.get(service) ?? []
    const module = generated[service]
    const baseUrl = sdk.config.serviceBaseUrls[service]

    it.each(operations.map((op) => [op.operationId, op] as const))(
      '%s through the orval mutation and the openapi-fetch client',
      async (_id, op) => {
        const options = module[`get${pascal(op.operationId)}MutationOptions`] as
          | ((o: { request: { sdk: typeof sdk } }) => {
              mutationFn: (variables: unknown, context: unknown) => Promise<unknown>
            })
          | undefined
        expect(options, `get${pascal(op.operationId)}MutationOptions is generated`).toBeTypeOf('function')
        const { mutationFn } = (options as NonNullable<typeof options>)({ request: { sdk } })
        const viaMutation = await capture(() => mutationFn(op.variables, {}))
        expect(await validator.checkRequest(service, viaMutation, baseUrl)).toEqual([])
        expect(await viaMutation.clone().json()).toEqual(op.body)
        exercised.add(`${service} ${op.operationId} mutation`)

        const factory = Object.entries(module).find(([name]) => /^create\w+Client$/.test(name))?.[1] as (
          s: typeof sdk,
        ) => { request: (method: string, path: string, init: unknown) => Promise<unknown> }
        const client = factory(sdk)
        const viaClient = await capture(() =>
          client.request(op.method.toLowerCase(), op.path, {
            params: { path: op.pathParams, query: op.query },
            body: op.body,
          }),
        )
        expect(await validator.checkRequest(service, viaClient, baseUrl)).toEqual([])
        expect(await viaClient.clone().json()).toEqual(op.body)
        exercised.add(`${service} ${op.operationId} client`)
      },
    )
  },
)

describe('coverage', () => {
  it('exercised every operation with a request body through both faces', () => {
    expect(expected.size).toBeGreaterThan(0)
    expect([...expected].filter((key) => !exercised.has(key))).toEqual([])
  })

  it('finds a body that breaks its schema (the check can fail)', async () => {
    const request = new Request(`${sdk.config.serviceBaseUrls.identity}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer x' },
      body: JSON.stringify({ email_address: 'not-an-email' }),
    })
    const problems = await validator.checkRequest('identity', request, sdk.config.serviceBaseUrls.identity)
    expect(problems.join('\n')).toMatch(/password/)
    expect(problems.join('\n')).toMatch(/format "email"/)
    expect(problems.join('\n')).toMatch(/sent bearer credentials/)
  })
})
