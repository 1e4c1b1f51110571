import type { License, Product } from '@music/sdk/license'

/** The licences of one product type, as the account page lists them. */
export interface ProductLicenses {
  /** `product_type.id`. */
  productTypeId: number
  /** `product_type.name`, e.g. "DJ Pro". */
  productName: string
  licenses: License[]
}

/**
 * Groups the licences of `products` (`GET /me/products`, licence service) by product type, in the
 * order the types first appear. Deleted products and deleted licences are left out, and so is a
 * product type left without licences.
 */
export function groupLicensesByProduct(products: readonly Product[]): ProductLicenses[] {
  const groups = new Map<number, ProductLicenses>()
  for (const product of products) {
    if (product.deleted) continue
    const licenses = product.licenses.filter((license) => !license.deleted)
    if (licenses.length === 0) continue
    const { id, name } = product.product_type
    const group = groups.get(id) ?? { productTypeId: id, productName: name, licenses: [] }
    group.licenses.push(...licenses)
    groups.set(id, group)
  }
  return [...groups.values()]
}
