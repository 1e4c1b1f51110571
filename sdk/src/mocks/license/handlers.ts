/**
 * Stateful handlers of the licence service (docs/requirements.md §7 "Licence service"; `specs/license.yaml`): licences,
 * products (list, register, iLok user id), product types and licence authorizations. Every `/me/…`
 * operation has its `/users/{userId}/…` twin where the public SDK has one: the same answer for the
 * token's own user id, 403 code 2000 for another's. Every call needs a live bearer token (401 code 2002).
 */
import { http } from 'msw'
import type { components } from '../../generated/license/paths.ts'
import { badRequest, json, notFound, readJsonObject, replyWith } from '../http.ts'
import { type AccountAnswer, accountTwins, requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import { RLM_NAMES } from './rules.ts'
import type { LicenseFilter, LicenseStore } from './store.ts'

type AuthorizationRequest = components['schemas']['LicenseAuthorizationRequest']

/**
 * The `term` and `app_name` filters of a request. A value outside its enum matches nothing: the
 * document has no 400 reply for these operations.
 */
function readFilter(request: Request): LicenseFilter {
  const query = new URL(request.url).searchParams
  return { term: query.get('term'), appName: query.get('app_name') }
}

const AUTHORIZATION_FIELDS = [
  'action',
  'app_name',
  'app_version',
  'host_machine_id',
  'host_machine_name',
  'license_id',
  'system_time',
] as const

/** The body of `POST …/licenses/authorizations`, or the message saying what is wrong with it. */
function readAuthorization(body: Record<string, unknown> | undefined): AuthorizationRequest | string {
  if (!body) return 'The body must be a JSON object'
  const missing = AUTHORIZATION_FIELDS.filter((f) => body[f] === undefined || String(body[f]).trim() === '')
  if (missing.length) return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`
  const strings = AUTHORIZATION_FIELDS.filter((f) => f !== 'license_id' && typeof body[f] !== 'string')
  if (strings.length) return `${strings.join(', ')} must be strings`
  if (body.action !== 'activate' && body.action !== 'deactivate')
    return 'action must be activate or deactivate'
  if (!(String(body.app_name) in RLM_NAMES)) return `Unknown app_name ${String(body.app_name)}`
  if (!/^\d+(\.\d+){0,3}$/.test(String(body.app_version))) return 'app_version must be major.minor.point'
  if (typeof body.license_id !== 'string' && !Number.isInteger(body.license_id))
    return 'license_id must be a string or an integer'
  if (Number.isNaN(Date.parse(String(body.system_time)))) return 'system_time must be an ISO 8601 date-time'
  return body as unknown as AuthorizationRequest
}

/** The licence handlers under `base` (e.g. `http://localhost:4100/license`). */
export function licenseHandlers(licenses: LicenseStore, identity: IdentityStore, base: string) {
  const { authorizations } = licenses
  /** The `/me<path>` operation and its `/users/:userId<path>` twin. */
  const twins = (method: 'get' | 'post' | 'put', path: string, answer: AccountAnswer) =>
    accountTwins(identity, `${base}/api/v1`, method, path, answer)

  return [
    ...twins('get', '/licenses', (user, request) =>
      json({ items: licenses.listLicenses(user.id, readFilter(request)) }),
    ),
    ...twins('get', '/products', (user, request) => {
      const withActivations = new URL(request.url).searchParams.get('show_license_activations') === 'true'
      return json({ items: licenses.listProducts(user.id, readFilter(request), withActivations) })
    }),
    ...twins('post', '/products', async (user, request) => {
      const body = await readJsonObject(request)
      if (!body) return badRequest('The body must be a JSON object')
      const { product_serial_number: serial, product_type_id: typeId } = body
      const { host_machine_id: machine, ilok_user_id: ilok } = body
      if ([serial, machine, ilok].some((v) => v !== undefined && typeof v !== 'string'))
        return badRequest('product_serial_number, host_machine_id and ilok_user_id must be strings')
      if (typeId !== undefined && !Number.isInteger(typeId))
        return badRequest('product_type_id must be an integer')
      return replyWith(
        licenses.addProduct(user.id, {
          product_serial_number: serial as string | undefined,
          product_type_id: typeId as number | undefined,
          host_machine_id: machine as string | undefined,
          ilok_user_id: ilok as string | undefined,
        }),
      )
    }),
    ...twins('put', '/products/:productId', async (user, request, params) => {
      const body = await readJsonObject(request)
      if (typeof body?.ilok_user_id !== 'string') return badRequest('ilok_user_id is required')
      return replyWith(licenses.setIlokUserId(user.id, String(params.productId), body.ilok_user_id))
    }),
    ...twins('post', '/licenses/authorizations', async (user, request) => {
      const body = readAuthorization(await readJsonObject(request))
      if (typeof body === 'string') return badRequest(body)
      return replyWith(authorizations.authorize(user.id, body))
    }),
    ...twins('put', '/licenses/authorizations/:authorizationId', async (user, request, params) => {
      const id = Number(params.authorizationId)
      if (!Number.isInteger(id)) return notFound(`No authorization ${String(params.authorizationId)}`)
      const body = await readJsonObject(request)
      if (!Number.isInteger(body?.status_code)) return badRequest('status_code must be an integer')
      return replyWith(authorizations.report(user.id, id, body?.status_code as number))
    }),

    http.get(`${base}/api/v1/products/types`, ({ request }) => {
      const user = requireUser(identity, request)
      return user instanceof Response ? user : json({ items: licenses.listProductTypes(readFilter(request)) })
    }),
    http.get(`${base}/api/v1/products/types/:productTypeId`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const type = licenses.productTypes.find((t) => String(t.id) === params.productTypeId)
      return type ? json(type) : notFound('No such product type')
    }),
  ]
}
