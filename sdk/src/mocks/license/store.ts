/**
 * In-memory state of the fake licence service (`specs/license.yaml`): the catalogue of product types
 * and each user's products, whose licences are the user's licences.
 */
import type { components } from '../../generated/license/paths.ts'

type Product = components['schemas']['Product']
type ProductType = components['schemas']['ProductType']
type License = components['schemas']['License']

const DAY_MS = 24 * 60 * 60 * 1000

/** Filters of the list operations (`app_name`, `term` query parameters). */
export interface LicenseFilter {
  term?: string | null
  appName?: string | null
}

/** The licence service's state. */
export class LicenseStore {
  readonly productTypes: ProductType[]
  private readonly products = new Map<number, Product[]>()
  private readonly now: () => number

  constructor(productTypes: ProductType[], now: () => number) {
    this.productTypes = productTypes
    this.now = now
  }

  /** Sets a user's products (seed). */
  setProducts(userId: number, products: Product[]): void {
    this.products.set(userId, products)
  }

  /** A user's products, with `expires_in_days` computed from `valid_to` at the sandbox's clock. */
  listProducts(userId: number, filter: LicenseFilter = {}, withActivations = true): Product[] {
    return (this.products.get(userId) ?? [])
      .filter((p) => !p.deleted)
      .map((p) => ({
        ...p,
        licenses: p.licenses.map((l) => this.present(l, withActivations)),
      }))
      .filter((p) => p.licenses.some((l) => matches(l, filter)) || (!filter.term && !filter.appName))
  }

  /** A user's licences across their products. */
  listLicenses(userId: number, filter: LicenseFilter = {}): License[] {
    return this.listProducts(userId)
      .flatMap((p) => p.licenses)
      .filter((l) => !l.deleted && matches(l, filter))
  }

  private present(license: License, withActivations: boolean): License {
    const copy = structuredClone(license)
    if (!withActivations) copy.activations = []
    if (copy.valid_to)
      copy.expires_in_days = Math.max(0, Math.ceil((Date.parse(copy.valid_to) - this.now()) / DAY_MS))
    return copy
  }
}

/** Host application id → the RLM product name of its licences. */
const RLM_NAMES: Record<string, string[]> = {
  dj: ['serato_dj_pro'],
  dj_lite: ['serato_dj_pro'],
  serato_sample: ['serato_sample'],
  wailshark: ['wailshark'],
  serato_studio: ['serato_studio'],
  serato_hex_fx: ['serato_hex_fx'],
}

function matches(license: License, filter: LicenseFilter): boolean {
  if (filter.term && license.license_type.term !== filter.term) return false
  if (filter.appName) {
    const name = license.license_type.rlm_schema?.name
    if (!name || !RLM_NAMES[filter.appName]?.includes(name)) return false
  }
  return true
}
