/**
 * Stateful handlers of the licence service (spec §7 "Licence service"; `specs/license.yaml`):
 * `GET /api/v1/me/licenses`, `GET /api/v1/me/products`, `GET /api/v1/products/types[/{id}]`.
 */
import { http } from 'msw'
import { json, notFound } from '../http.ts'
import { requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import type { LicenseFilter, LicenseStore } from './store.ts'

/**
 * The `term` and `app_name` filters of a request. A value outside its enum matches nothing: the
 * document has no 400 reply for these operations.
 */
function readFilter(request: Request): LicenseFilter {
  const query = new URL(request.url).searchParams
  return { term: query.get('term'), appName: query.get('app_name') }
}

/** The licence handlers under `base` (e.g. `http://localhost:4100/license`). */
export function licenseHandlers(licenses: LicenseStore, identity: IdentityStore, base: string) {
  return [
    http.get(`${base}/api/v1/me/licenses`, ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      return json({ items: licenses.listLicenses(user.id, readFilter(request)) })
    }),
    http.get(`${base}/api/v1/me/products`, ({ request }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const withActivations = new URL(request.url).searchParams.get('show_license_activations') === 'true'
      return json({ items: licenses.listProducts(user.id, readFilter(request), withActivations) })
    }),
    http.get(`${base}/api/v1/products/types`, ({ request }) => {
      const user = requireUser(identity, request)
      return user instanceof Response ? user : json({ items: licenses.productTypes })
    }),
    http.get(`${base}/api/v1/products/types/:productTypeId`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const type = licenses.productTypes.find((t) => String(t.id) === params.productTypeId)
      return type ? json(type) : notFound('No such product type')
    }),
  ]
}
