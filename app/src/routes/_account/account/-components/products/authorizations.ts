import type { Activation, License } from '@music/sdk/license'
import { addMyLicenseAuthorization, updateMyLicenseAuthorization } from '@music/sdk/license'
import { authorizingApp } from './license-rules.ts'

/** A host machine as the products screen names it: its hardware id and its name. */
export interface Machine {
  id: string
  name: string
}

/**
 * Authorises (`activate`) or deauthorises (`deactivate`) `license` on `machine`: the licence service's
 * two steps (decision 012), `POST /me/licenses/authorizations`, then `PUT …/authorizations/{id}` with
 * `status_code: 0` (the outcome: kept). The site is not a host application: it authorises as the
 * application that uses the licence (`authorizingApp`), at the licence's RLM version, with the
 * browser's clock as `system_time`.
 * @throws Error when no host application uses the licence; the transport's ServiceError on a refusal
 *   (1201 limit reached, 1202 not authorised on that machine, …)
 */
export async function authorize(action: 'activate' | 'deactivate', license: License, machine: Machine) {
  const app = authorizingApp(license)
  if (!app) throw new Error(`No host application authorises ${license.license_type.name}`)
  const { authorization_id: id } = await addMyLicenseAuthorization({
    action,
    app_name: app,
    app_version: license.license_type.rlm_schema?.version ?? '1.0',
    host_machine_id: machine.id,
    host_machine_name: machine.name,
    license_id: license.id,
    system_time: new Date().toISOString(),
  })
  await updateMyLicenseAuthorization(id, { status_code: 0 })
}

/** The machine of an activation. */
export const machineOf = (activation: Activation): Machine => ({
  id: activation.machine.hardware_id,
  name: activation.machine.name,
})
