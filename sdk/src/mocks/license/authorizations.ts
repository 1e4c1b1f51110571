/**
 * Licence authorizations of the fake licence service (`specs/license.yaml`
 * `POST /me/licenses/authorizations`, `PUT /me/licenses/authorizations/{authorizationId}`), a two-step
 * protocol as the host applications use it: step one activates or deactivates a licence on a host
 * machine at once (the next lists count it); step two reports the outcome, and a failure undoes step one.
 */
import type { components } from '../../generated/license/paths.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import { LICENSE_ERROR_CODES, RLM_NAMES } from './rules.ts'

type License = components['schemas']['License']
type Activation = components['schemas']['Activation']
type AuthorizationRequest = components['schemas']['LicenseAuthorizationRequest']
type AuthorizationReply = components['schemas']['LicenseAuthorizationList']
type RefreshTokenList = components['schemas']['RefreshTokenList']

/** One authorization (step one done), until its outcome is reported. */
interface AuthorizationRecord {
  userId: number
  reported: boolean
  /** Puts back what step one changed. */
  undo: () => void
}

/** Where the authorizations find a user's licences (the licence store). */
export interface AuthorizableLicenses {
  /** The user's licence `licenseId`, `undefined` when the user has none of that id (or it is deleted). */
  findLicense(userId: number, licenseId: string): License | undefined
  /** The user's licences that are not deleted. */
  listLicenses(userId: number): License[]
}

/** The authorizations of the licence store's licences. */
export class Authorizations {
  private readonly records = new Map<number, AuthorizationRecord>()
  private nextId = 88_231
  private readonly licenses: AuthorizableLicenses
  private readonly now: () => number

  constructor(licenses: AuthorizableLicenses, now: () => number) {
    this.licenses = licenses
    this.now = now
  }

  /**
   * Step one: activates or deactivates licence `license_id` of the user on `host_machine_id`.
   * Errors: 404 code 3001 for a licence the user does not have; 400 code 1204 when `app_name` does not
   * use the licence, 1205 when it expired (activate), 1201 past `activation_limit`, 1202 when the
   * machine holds no activation (deactivate).
   * @returns the authorization id and the user's licences activated on that machine afterwards
   */
  authorize(userId: number, request: AuthorizationRequest): Outcome<AuthorizationReply> {
    const license = this.licenses.findLicense(userId, String(request.license_id))
    if (!license)
      return failure(404, ERROR_CODES.notFound, `No licence ${request.license_id} on this account`)
    const name = license.license_type.name
    const rlm = license.license_type.rlm_schema?.name
    if (!rlm || !RLM_NAMES[request.app_name]?.includes(rlm)) {
      return failure(
        400,
        LICENSE_ERROR_CODES.otherApplication,
        `${request.app_name} cannot use a ${name} licence.`,
      )
    }
    const machine = request.host_machine_id.trim()
    const canonical = machine.toLowerCase()
    const index = license.activations.findIndex((a) => a.machine.canonical_hardware_id === canonical)
    const existing = license.activations[index]
    let undo: () => void

    if (request.action === 'activate') {
      if (license.valid_to && Date.parse(license.valid_to) <= this.now()) {
        const day = license.valid_to.slice(0, 10)
        return failure(400, LICENSE_ERROR_CODES.expired, `This ${name} licence expired on ${day}.`)
      }
      if (existing) {
        const before = structuredClone(existing)
        existing.app = { id: request.app_name, version: request.app_version }
        existing.machine.name = request.host_machine_name
        undo = () => Object.assign(existing, before)
      } else {
        const count = license.activations.length
        if (count >= license.activation_limit) {
          return failure(
            400,
            LICENSE_ERROR_CODES.activationLimit,
            `${name} is already authorised on ${count} of ${license.activation_limit} machines. ` +
              'Deauthorise one of them first.',
          )
        }
        const activation: Activation = {
          app: { id: request.app_name, version: request.app_version },
          machine: {
            hardware_id: machine,
            canonical_hardware_id: canonical,
            name: request.host_machine_name,
            activated_at: isoSeconds(this.now()),
          },
        }
        license.activations.push(activation)
        undo = () => remove(license, activation)
      }
    } else {
      if (!existing) {
        return failure(
          400,
          LICENSE_ERROR_CODES.notActivated,
          `This licence is not authorised on ${request.host_machine_name}.`,
        )
      }
      license.activations.splice(index, 1)
      undo = () => {
        if (!license.activations.some((a) => a.machine.canonical_hardware_id === canonical))
          license.activations.splice(Math.min(index, license.activations.length), 0, existing)
      }
    }

    const id = this.nextId++
    this.records.set(id, { userId, reported: false, undo })
    return success({ authorization_id: id, licenses: this.activatedOn(userId, canonical) })
  }

  /**
   * Step two: the outcome of authorization `id`. `statusCode` 0 keeps step one; any other value undoes
   * it. Errors: 404 code 3001 for an authorization the user does not have, 400 code 1203 for a second
   * report.
   */
  report(userId: number, id: number, statusCode: number): Outcome<RefreshTokenList> {
    const record = this.records.get(id)
    if (!record || record.userId !== userId)
      return failure(404, ERROR_CODES.notFound, `No authorization ${id}`)
    if (record.reported) {
      return failure(
        400,
        LICENSE_ERROR_CODES.alreadyReported,
        `The outcome of authorization ${id} has already been reported.`,
      )
    }
    record.reported = true
    if (statusCode !== 0) record.undo()
    return success({ result: 'true', refresh_token_id: [] })
  }

  /** The user's licences activated on a machine, each with its RLM licence file for that machine. */
  private activatedOn(userId: number, canonical: string): License[] {
    return this.licenses
      .listLicenses(userId)
      .filter((l) => l.activations.some((a) => a.machine.canonical_hardware_id === canonical))
      .map((l) => ({ ...l, rlm_license_file: rlmLicenseFile(l, canonical) }))
  }
}

function remove(license: License, activation: Activation): void {
  const at = license.activations.indexOf(activation)
  if (at >= 0) license.activations.splice(at, 1)
}

/** A licence file in the form of the RLM licence manager (one `LICENSE` line), for the host to store. */
function rlmLicenseFile(license: License, hostId: string): string {
  const schema = license.license_type.rlm_schema
  const expiry = license.valid_to ? license.valid_to.slice(0, 10) : 'permanent'
  return (
    `LICENSE music_software ${schema?.name ?? 'unknown'} ${schema?.version ?? '1.0'} ${expiry} uncounted ` +
    `hostid=${hostId} customer=${license.user_id ?? 0} license=${license.id} sig="sandbox"\n`
  )
}
