/**
 * In-memory state of the fake licence service (`specs/license.yaml`): the catalogue of product types,
 * the serial numbers nobody has registered yet, and each user's products, whose licences are the
 * user's licences. Registering a serial number or starting a trial adds a product; what a call
 * changes is what the next list returns. Its licences' authorizations are `authorizations`
 * (`authorizations.ts`).
 */
import type { components } from '../../generated/license/paths.ts'
import { ERROR_CODES, failure, isoSeconds, type Outcome, success } from '../http.ts'
import type { SeedSerialNumber } from '../seed.ts'
import { Authorizations } from './authorizations.ts'
import { ACTIVATION_LIMIT, LICENSE_ERROR_CODES, RLM_NAMES } from './rules.ts'

type Product = components['schemas']['Product']
type ProductType = components['schemas']['ProductType']
type License = components['schemas']['License']
type AddProductRequest = components['schemas']['AddProductRequest']

const DAY_MS = 24 * 60 * 60 * 1000

/** Where iLok licences are claimed (`IlokToken.url`). */
const ILOK_URL = 'https://www.ilok.com/'
const ILOK_USER_ID = /^[A-Za-z0-9._-]{3,32}$/
/** Four groups of four letters and digits; spaces and dashes between groups are optional on input. */
const SERIAL = /^([0-9A-Z]{4})-?([0-9A-Z]{4})-?([0-9A-Z]{4})-?([0-9A-Z]{4})$/

/** Filters of the list operations (`app_name`, `term` query parameters). */
export interface LicenseFilter {
  term?: string | null
  appName?: string | null
}

/** The licence service's state. */
export class LicenseStore {
  readonly productTypes: ProductType[]
  /** Activations and deactivations of the licences on host machines. */
  readonly authorizations: Authorizations
  private readonly products = new Map<number, Product[]>()
  /** Unregistered serial number → product type id. */
  private readonly serials = new Map<string, number>()
  /** `<product type id> <canonical machine id>` of every trial started. */
  private readonly trials = new Set<string>()
  private readonly now: () => number
  private nextTrial = 1
  private nextTestSerial = 1

  constructor(productTypes: ProductType[], serialNumbers: SeedSerialNumber[], now: () => number) {
    this.productTypes = productTypes
    for (const { serial, product_type_id } of serialNumbers) this.serials.set(serial, product_type_id)
    this.now = now
    this.authorizations = new Authorizations(this, now)
  }

  /** Sets a user's products (seed). */
  setProducts(userId: number, products: Product[]): void {
    this.products.set(userId, products)
  }

  /**
   * Adds a serial number of product type `productTypeId` that nobody has registered, for tests that
   * register a product of their own however often they run against one sandbox (the services
   * sandbox's `POST /__sandbox/license/serial-numbers`): `TEST-<type id>-<n>` in the serial number
   * format, e.g. `TEST-0112-0000-0001`, never handed out twice.
   * @returns the serial number; undefined for an unknown product type or one not sold with serial
   *   numbers (no licence types, or only trials)
   */
  addSerialNumber(productTypeId: number): string | undefined {
    const type = this.productTypes.find((t) => t.id === productTypeId)
    if (!type?.license_types?.some((l) => l.license_type.term !== 'trial')) return undefined
    const n = String(this.nextTestSerial++).padStart(8, '0')
    const serial = `TEST-${String(productTypeId).padStart(4, '0')}-${n.slice(0, 4)}-${n.slice(4)}`
    this.serials.set(serial, productTypeId)
    return serial
  }

  /** Product types having a licence that matches `filter` (all of them without one). */
  listProductTypes(filter: LicenseFilter = {}): ProductType[] {
    if (!filter.term && !filter.appName) return this.productTypes
    return this.productTypes.filter((t) =>
      (t.license_types ?? []).some((l) => matchesType(l.license_type, filter)),
    )
  }

  /** A user's products, with `expires_in_days` computed from `valid_to` at the sandbox's clock. */
  listProducts(userId: number, filter: LicenseFilter = {}, withActivations = true): Product[] {
    return (this.products.get(userId) ?? [])
      .filter((p) => !p.deleted)
      .map((p) => this.presentProduct(p, withActivations))
      .filter((p) => p.licenses.some((l) => matches(l, filter)) || (!filter.term && !filter.appName))
  }

  /** A user's licences across their products. */
  listLicenses(userId: number, filter: LicenseFilter = {}): License[] {
    return this.listProducts(userId)
      .flatMap((p) => p.licenses)
      .filter((l) => !l.deleted && matches(l, filter))
  }

  /** The stored licence `licenseId` of a user (not a copy: authorizations change it), or undefined. */
  findLicense(userId: number, licenseId: string): License | undefined {
    return (this.products.get(userId) ?? [])
      .filter((p) => !p.deleted)
      .flatMap((p) => p.licenses)
      .find((l) => l.id === licenseId && !l.deleted)
  }

  /** A licence as the service sends it (a copy; `expires_in_days` at the sandbox's clock). */
  presentLicense(license: License, withActivations = true): License {
    const copy = structuredClone(license)
    if (!withActivations) copy.activations = []
    if (copy.valid_to)
      copy.expires_in_days = Math.max(0, Math.ceil((Date.parse(copy.valid_to) - this.now()) / DAY_MS))
    return copy
  }

  /**
   * `POST /me/products`: registers a serial number (its product type must agree with
   * `product_type_id` when both are given) or starts a trial of a trial product type on
   * `host_machine_id`. Errors: 400 with a {@link LICENSE_ERROR_CODES} code, 404 for an unknown type.
   */
  addProduct(userId: number, request: AddProductRequest): Outcome<Product> {
    const { product_serial_number: serial, product_type_id: typeId, ilok_user_id: ilok } = request
    if (serial === undefined && typeId === undefined)
      return badRequest('product_serial_number or product_type_id is required')
    const requested = typeId === undefined ? undefined : this.productTypes.find((t) => t.id === typeId)
    if (typeId !== undefined && !requested)
      return failure(404, ERROR_CODES.notFound, `No product type ${typeId}`)
    if (serial === undefined)
      return this.startTrial(userId, requested as ProductType, request.host_machine_id)

    const match = SERIAL.exec(serial.trim().toUpperCase().replace(/\s+/g, ''))
    if (!match) {
      return failure(
        400,
        LICENSE_ERROR_CODES.malformedSerialNumber,
        'A serial number has four groups of four letters and digits, like ABCD-1234-EFGH-5678.',
      )
    }
    const normalised = match.slice(1).join('-')
    const owner = this.ownerOf(normalised)
    if (owner !== undefined) {
      const whose = owner === userId ? 'your account' : 'another account'
      return failure(
        400,
        LICENSE_ERROR_CODES.serialNumberRegistered,
        `This serial number is already registered to ${whose}.`,
      )
    }
    const type = this.productTypes.find((t) => t.id === this.serials.get(normalised))
    if (!type) {
      return failure(
        400,
        LICENSE_ERROR_CODES.unknownSerialNumber,
        'We do not recognise this serial number. Check it against your receipt.',
      )
    }
    if (requested && requested.id !== type.id) {
      return failure(
        400,
        LICENSE_ERROR_CODES.otherProductType,
        `This serial number is for ${type.name}, not ${requested.name}.`,
      )
    }
    const ilokProblem = this.checkIlok(type, ilok, true)
    if (ilokProblem) return ilokProblem
    this.serials.delete(normalised)
    const product = this.createProduct(userId, type, normalised, { ilok })
    return success(this.presentProduct(product, true))
  }

  /**
   * `PUT /me/products/{productId}`: the iLok account the product's licences are delivered to.
   * Errors: 404 for a product the user does not have, 400 code 1105 for a malformed iLok user id
   * or a product type without iLok.
   */
  setIlokUserId(userId: number, productId: string, ilokUserId: string): Outcome<Product> {
    const product = (this.products.get(userId) ?? []).find((p) => p.id === productId && !p.deleted)
    if (!product) return failure(404, ERROR_CODES.notFound, `No product ${productId} on this account`)
    const type = this.productTypes.find((t) => t.id === product.product_type.id) ?? product.product_type
    const problem = this.checkIlok(type, ilokUserId, false)
    if (problem) return problem
    for (const license of product.licenses) license.ilok = ilok(license.id, ilokUserId)
    return success(this.presentProduct(product, true))
  }

  /** Whether the user has a product of this type (a voucher of it does not apply twice). */
  ownsProductType(userId: number, productTypeId: number): boolean {
    return (this.products.get(userId) ?? []).some((p) => !p.deleted && p.product_type.id === productTypeId)
  }

  /**
   * Adds a product of `productTypeId` with id `productId` and its licences, as the commerce service does
   * when a voucher is redeemed (its cross-service effect): the next `GET /me/products` and
   * `GET /me/licenses` list it. Errors: 404 code 3001 for an unknown product type.
   */
  grantProduct(userId: number, productTypeId: number, productId: string): Outcome<Product> {
    const type = this.productTypes.find((t) => t.id === productTypeId)
    if (!type) return failure(404, ERROR_CODES.notFound, `No product type ${productTypeId}`)
    return success(this.presentProduct(this.createProduct(userId, type, productId, {}), true))
  }

  /**
   * Keeps a subscription product in step with its subscription in the commerce service: the product's
   * and its licences' `subscription_status`, and the licences' `valid_to` (ISO 8601). Unknown
   * products are ignored (the subscription of another sandbox seed).
   */
  setSubscriptionState(
    userId: number,
    productId: string,
    status: NonNullable<Product['subscription_status']>,
    validTo: string,
  ): void {
    const product = (this.products.get(userId) ?? []).find((p) => p.id === productId && !p.deleted)
    if (!product) return
    product.subscription_status = status
    for (const license of product.licenses) {
      license.subscription_status = status
      license.valid_to = validTo
    }
  }

  /**
   * Changes a subscription product to another product type (a plan change to another product, e.g.
   * Studio to Producer Suite): licences of a licence type the new type also has stay, with their
   * activations; the others go; missing ones are added. Unknown products or types are ignored.
   */
  changeProductType(userId: number, productId: string, productTypeId: number): void {
    const product = (this.products.get(userId) ?? []).find((p) => p.id === productId && !p.deleted)
    const type = this.productTypes.find((t) => t.id === productTypeId)
    if (!product || !type || product.product_type.id === productTypeId) return
    const fresh = this.buildLicenses(userId, type, productId, {}, this.now())
    const kept = (licenseTypeId: number) => product.licenses.find((l) => l.license_type.id === licenseTypeId)
    product.licenses = fresh.map((license) => {
      const old = kept(license.license_type.id)
      return old ? old : { ...license, id: `${productId}-${license.license_type.id}` }
    })
    const { license_types: _licenseTypes, ...productType } = type
    product.product_type = productType
  }

  private startTrial(userId: number, type: ProductType, hostMachineId: string | undefined): Outcome<Product> {
    const trial =
      type.license_types?.every((l) => l.license_type.term === 'trial') && type.license_types.length
    if (!trial) {
      const why = type.license_types?.length ? 'needs the serial number from your receipt' : 'is free'
      return failure(400, LICENSE_ERROR_CODES.serialNumberRequired, `${type.name} ${why}.`)
    }
    if (!hostMachineId?.trim()) return badRequest('host_machine_id is required to start a trial')
    const trialKey = `${type.id} ${hostMachineId.trim().toLowerCase()}`
    if (this.trials.has(trialKey)) {
      return failure(
        400,
        LICENSE_ERROR_CODES.trialStarted,
        `A ${type.name.replace(/ Trial$/, '')} trial has already been started on this machine.`,
      )
    }
    this.trials.add(trialKey)
    const id = `TRIA-L000-0000-${String(this.nextTrial++).padStart(4, '0')}`
    const product = this.createProduct(userId, type, id, { trial: true })
    return success(this.presentProduct(product, true))
  }

  /** 400 code 1105 when `ilokUserId` is missing (and required), malformed, or not used by `type`. */
  private checkIlok(type: ProductType, ilokUserId: string | undefined, registering: boolean) {
    if (!type.requires_ilok) {
      if (registering && !ilokUserId?.trim()) return undefined
      return failure<never>(
        400,
        LICENSE_ERROR_CODES.ilokUserId,
        `${type.name} licences are not delivered to an iLok account.`,
      )
    }
    if (!ilokUserId?.trim()) {
      return failure<never>(
        400,
        LICENSE_ERROR_CODES.ilokUserId,
        `${type.name} licences are delivered to an iLok account: enter your iLok user ID.`,
      )
    }
    if (!ILOK_USER_ID.test(ilokUserId.trim())) {
      return failure<never>(
        400,
        LICENSE_ERROR_CODES.ilokUserId,
        'An iLok user ID has 3 to 32 letters, digits, dots, dashes or underscores.',
      )
    }
    return undefined
  }

  /** The user owning a product with this id (a registered product's id is its serial number). */
  private ownerOf(productId: string): number | undefined {
    for (const [userId, products] of this.products) {
      if (products.some((p) => p.id === productId && !p.deleted)) return userId
    }
    return undefined
  }

  /** A new product of `type` with one licence per licence type (× count), stored for the user. */
  private createProduct(
    userId: number,
    type: ProductType,
    id: string,
    { ilok: ilokUserId, trial = false }: { ilok?: string; trial?: boolean },
  ): Product {
    const { license_types: licenseTypes = [], ...productType } = type
    const now = this.now()
    const created = isoSeconds(now)
    const subscription = licenseTypes.some((l) => l.license_type.term === 'subscription')
    const licenses = this.buildLicenses(userId, type, id, { ilok: ilokUserId, trial }, now)
    const product: Product = {
      id,
      date_created: created,
      user_id: userId,
      licenses,
      product_type: productType,
      deleted: false,
      ...(subscription ? { subscription_status: 'Active' as const } : {}),
    }
    const list = this.products.get(userId) ?? []
    list.push(product)
    this.products.set(userId, list)
    return product
  }

  /** Fresh licences of a product of `type` with id `id`: one per licence type (× count). */
  private buildLicenses(
    userId: number,
    type: ProductType,
    id: string,
    { ilok: ilokUserId, trial = false }: { ilok?: string; trial?: boolean },
    now: number,
  ): License[] {
    const expiry = (days: number) => isoSeconds(now + days * DAY_MS)
    let n = 0
    return (type.license_types ?? []).flatMap(({ count, license_type }) =>
      Array.from({ length: count }, (): License => {
        const licenseId = `${id}-${++n}`
        const validTo =
          license_type.term === 'subscription'
            ? expiry(365)
            : license_type.expires_days
              ? expiry(license_type.expires_days)
              : undefined
        return {
          id: licenseId,
          user_id: userId,
          activations: [],
          activation_limit: trial ? 1 : ACTIVATION_LIMIT,
          license_type,
          ...(validTo ? { valid_to: validTo } : {}),
          ...(license_type.term === 'subscription' ? { subscription_status: 'Active' as const } : {}),
          ...(ilokUserId ? { ilok: ilok(licenseId, ilokUserId.trim()) } : {}),
          deleted: false,
        }
      }),
    )
  }

  private presentProduct(product: Product, withActivations: boolean): Product {
    return { ...product, licenses: product.licenses.map((l) => this.presentLicense(l, withActivations)) }
  }
}

/** 400 code 1000. */
function badRequest(error: string): Outcome<never> {
  return failure(400, LICENSE_ERROR_CODES.badRequest, error)
}

function ilok(licenseId: string, userId: string) {
  return { token: `ILOK-${licenseId}`, user_id: userId, url: ILOK_URL }
}

function matchesType(licenseType: License['license_type'], filter: LicenseFilter): boolean {
  if (filter.term && licenseType.term !== filter.term) return false
  if (filter.appName) {
    const name = licenseType.rlm_schema?.name
    if (!name || !RLM_NAMES[filter.appName]?.includes(name)) return false
  }
  return true
}

function matches(license: License, filter: LicenseFilter): boolean {
  return matchesType(license.license_type, filter)
}
