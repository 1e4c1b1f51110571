/**
 * Every call of docs/requirements.md §7 has an operation in `specs/<service>.yaml`, with the credentials of docs/requirements.md §6 and
 * the error replies of docs/requirements.md §8. Paths are written out as the spec names them, with the API version
 * (`/api/v1/...`); path parameter names do not matter (`{id}` matches `{subscriptionId}`).
 */
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { services } from '../codegen.config.ts'
import { listOperations, loadServiceDocument, type OpenApiDocument } from '../scripts/codegen/bundle.ts'

/** docs/requirements.md §7, one row per call: `[service, method, path]`. */
const specCalls: [string, string, string][] = [
  // Identity service
  ['identity', 'POST', '/api/v1/tokens/exchange'],
  ['identity', 'POST', '/api/v2/tokens/refresh'],
  ['identity', 'POST', '/api/v1/tokens/refresh'],
  ['identity', 'GET', '/api/v1/me'],
  ['identity', 'GET', '/api/v1/users/{id}'],
  ['identity', 'POST', '/api/v1/login'],
  ['identity', 'POST', '/api/v1/me/logout'],
  ['identity', 'POST', '/api/v1/users'],
  ['identity', 'DELETE', '/api/v1/me'],
  ['identity', 'POST', '/api/v1/me/sendverifyemailaddress'],
  ['identity', 'PUT', '/api/v1/users/{id}'],
  ['identity', 'GET', '/api/v1/users'],
  // Licence service
  ['license', 'GET', '/api/v1/me/licenses'],
  ['license', 'GET', '/api/v1/products/types'],
  ['license', 'GET', '/api/v1/products/types/{id}'],
  ['license', 'GET', '/api/v1/me/products'],
  ['license', 'POST', '/api/v1/me/products'],
  ['license', 'PUT', '/api/v1/me/products/{productId}'],
  ['license', 'POST', '/api/v1/me/licenses/authorizations'],
  ['license', 'PUT', '/api/v1/me/licenses/authorizations/{authorizationId}'],
  // Commerce service
  ['commerce', 'GET', '/api/v1/me/subscriptions'],
  ['commerce', 'GET', '/api/v1/me/orders'],
  ['commerce', 'GET', '/api/v1/catalog/products'],
  ['commerce', 'GET', '/api/v1/me/paymentmethods'],
  ['commerce', 'GET', '/api/v1/me/vouchers'],
  ['commerce', 'GET', '/api/v1/me/recommendations'],
  ['commerce', 'POST', '/api/v1/me/paymentmethods'],
  ['commerce', 'POST', '/api/v1/paymentgateway/token'],
  ['commerce', 'PUT', '/api/v1/me/subscriptions/{id}'],
  ['commerce', 'DELETE', '/api/v1/me/subscriptions/{id}'],
  ['commerce', 'PUT', '/api/v1/me/paymentmethods/{token}'],
  ['commerce', 'DELETE', '/api/v1/me/paymentmethods/{token}'],
  ['commerce', 'POST', '/api/v1/me/subscriptions/{id}/planchanges'],
  ['commerce', 'PUT', '/api/v1/me/subscriptions/{id}/planchanges/{requestId}'],
  ['commerce', 'POST', '/api/v1/me/subscriptions/{id}/retrycharge'],
  ['commerce', 'GET', '/api/v1/me/orders/{orderId}/invoices/{invoiceId}'],
  ['commerce', 'POST', '/api/v1/me/vouchers'],
  ['commerce', 'PUT', '/api/v1/me/vouchers/{id}'],
  // Profile service
  ['profile', 'GET', '/api/v1/me'],
  ['profile', 'PUT', '/api/v1/me'],
  ['profile', 'GET', '/api/v1/users'],
  ['profile', 'POST', '/api/v1/me/fileuploadurl'],
  ['profile', 'PUT', '/api/v1/me/avatar'],
  ['profile', 'DELETE', '/api/v1/me/avatar'],
  ['profile', 'GET', '/api/v1/betaprograms'],
  ['profile', 'GET', '/api/v1/me/betaprograms'],
  ['profile', 'POST', '/api/v1/me/betaprograms'],
  ['profile', 'DELETE', '/api/v1/me/betaprograms/{id}'],
  ['profile', 'POST', '/api/v1/me/betaprograms/validateall'],
  ['profile', 'POST', '/api/v1/me/survey'],
  ['profile', 'GET', '/api/v1/allowtracking'],
  ['profile', 'GET', '/api/v1/me/partnerpromotions'],
  ['profile', 'POST', '/api/v1/partnerpromotions/code'],
  // Notification service v2
  ['notifications', 'GET', '/api/v2/campaigns'],
  ['notifications', 'POST', '/api/v2/campaigns'],
  ['notifications', 'PUT', '/api/v2/campaigns/{id}'],
  ['notifications', 'GET', '/api/v2/notifications'],
  ['notifications', 'POST', '/api/v2/notifications'],
  ['notifications', 'GET', '/api/v2/me/notifications'],
  ['notifications', 'PUT', '/api/v2/notifications/{id}'],
  ['notifications', 'POST', '/api/v2/notifications/{id}'],
  ['notifications', 'POST', '/api/v2/notifications/{id}/hosts'],
  ['notifications', 'PUT', '/api/v2/notifications/{id}/hosts/{hostId}'],
  ['notifications', 'DELETE', '/api/v2/notifications/{id}/hosts/{hostId}'],
  ['notifications', 'PUT', '/api/v2/notifications/{id}/content/{language}'],
  ['notifications', 'GET', '/api/v2/templates'],
  ['notifications', 'GET', '/api/v2/testusers'],
  ['notifications', 'POST', '/api/v2/testusers'],
  ['notifications', 'DELETE', '/api/v2/testusers/{userId}'],
  ['notifications-v1', 'GET', '/api/v1/notifications'],
  // Download service
  ['downloads', 'GET', '/api/v1/assets'],
  ['downloads', 'POST', '/api/v1/assets/{assetId}/resources/{resourceId}/download'],
  ['downloads', 'POST', '/api/v1/resources/{id}/download'],
  ['downloads', 'GET', '/api/v1/me/log/downloads/applicationinstaller'],
  ['downloads', 'POST', '/api/v1/resources/{id}/download-email'],
  ['downloads', 'POST', '/api/v1/download/applicationinstaller/{app}/{version}/{os}'],
  // Rewards service
  ['rewards', 'GET', '/api/v1/me/rewards'],
  ['rewards', 'GET', '/api/v1/referralcampaigns'],
  ['rewards', 'GET', '/api/v1/referralcampaigns/{id}'],
  ['rewards', 'GET', '/api/v1/me/referralcampaign/{id}'],
  ['rewards', 'GET', '/api/v1/referralcode/{code}/referee/{userId}'],
  ['rewards', 'POST', '/api/v1/referralcode/{code}/log'],
  // Other
  ['cloud-library', 'GET', '/api/v1/me/files/{fileId}'],
  ['ai-proxy', 'POST', '/api/v1/images/generate'],
  ['ai-proxy', 'GET', '/api/v1/provider/{provider}/status'],
]

/** docs/requirements.md §6: calls without credentials, and calls with the application's credentials. */
const noAuthCalls = [
  'identity POST /api/v1/tokens/exchange',
  'identity POST /api/v2/tokens/refresh',
  'identity POST /api/v1/tokens/refresh',
  'commerce GET /api/v1/catalog/products',
  'rewards GET /api/v1/referralcampaigns',
  'rewards GET /api/v1/referralcampaigns/{}',
  'notifications GET /api/v2/templates',
]
const basicAuthCalls = [
  'identity POST /api/v1/login',
  'identity POST /api/v1/users',
  'profile POST /api/v1/partnerpromotions/code',
]

const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}')
const documents = new Map<string, OpenApiDocument>(
  services.map((service) => [
    service,
    loadServiceDocument(fileURLToPath(new URL(`./${service}.yaml`, import.meta.url))),
  ]),
)
const operationsOf = (service: string) => listOperations(documents.get(service) as OpenApiDocument)
const find = (service: string, method: string, path: string) =>
  operationsOf(service).find((op) => op.method === method && shape(op.path) === shape(path))
const responseRef = (operation: Record<string, unknown>, status: string) =>
  ((operation.responses as Record<string, { $ref?: string }>)[status]?.$ref ?? '').split('/').pop()

describe('docs/requirements.md §7 coverage', () => {
  it.each(specCalls)('%s %s %s has an operation', (service, method, path) => {
    expect(find(service, method, path), `${service} ${method} ${path}`).toBeDefined()
  })

  it('fails for a call that is not in the documents', () => {
    expect(find('identity', 'GET', '/api/v1/no-such-call')).toBeUndefined()
  })

  it('every /me operation with a public-SDK twin has its /users/{userId} operation', () => {
    const twins = [
      ['license', 'GET', '/api/v1/users/{}/licenses'],
      ['commerce', 'GET', '/api/v1/users/{}/orders/{}/invoices/{}'],
      ['profile', 'PUT', '/api/v1/users/{}'],
      ['rewards', 'GET', '/api/v1/users/{}/referralcampaign/{}'],
      ['cloud-library', 'GET', '/api/v1/users/{}/files/{}'],
    ] as const
    for (const [service, method, path] of twins) expect(find(service, method, path), path).toBeDefined()
  })
})

describe('operations', () => {
  const all = services.flatMap((service) => operationsOf(service).map((op) => ({ service, ...op })))

  it('have unique camelCase operationIds per service', () => {
    for (const service of services) {
      const ids = operationsOf(service).map(({ operation }) => operation.operationId as string)
      for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('carry the credentials of docs/requirements.md §6', () => {
    for (const { service, method, path, operation } of all) {
      const key = `${service} ${method} ${shape(path)}`
      const schemes = (operation.security as Record<string, unknown>[]).flatMap((entry) => Object.keys(entry))
      if (noAuthCalls.includes(key)) expect(operation.security, key).toEqual([])
      else if (basicAuthCalls.includes(key)) expect(schemes, key).toEqual(['basicAuth'])
      else expect(schemes, key).toContain('bearerAuth')
    }
  })

  it('answer the error catalogue of docs/requirements.md §8', () => {
    for (const { service, method, path, operation } of all) {
      const key = `${service} ${method} ${path}`
      const schemes = (operation.security as Record<string, unknown>[]).flatMap((entry) => Object.keys(entry))
      expect(responseRef(operation, '500'), key).toBe('InternalServerError')
      expect(responseRef(operation, '503'), key).toBe('ServiceUnavailable')
      if (schemes.includes('bearerAuth')) {
        expect(responseRef(operation, '401'), key).toBe('Unauthorized')
        expect(responseRef(operation, '403'), key).toBe('Forbidden')
      }
      if (path.endsWith('/tokens/refresh'))
        expect(responseRef(operation, '400'), key).toBe('InvalidRefreshToken')
    }
  })

  it('let the invoice answer PDF or JSON', () => {
    const invoice = find('commerce', 'GET', '/api/v1/me/orders/{}/invoices/{}')?.operation ?? {}
    const responses = (invoice.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>
    expect(Object.keys(responses['200']?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/pdf',
    ])
  })
})
