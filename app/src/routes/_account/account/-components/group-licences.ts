import type { License, Product } from '@music/sdk/license'

/** The licences of one product type, as the account page lists them. */
export interface ProductLicences {
  /** `product_type.id`. */
  productTypeId: number
  /** `product_type.name`, e.g. "DJ Pro". */
  productName: string
  licences: License[]
}

/**
 * Groups the licences of `products` (`GET /me/products`, licence service) by product type, in the
 * order the types first appear. Deleted products and deleted licences are left out, and so is a
 * product type left without licences.
 */
export function groupLicencesByProduct(products: readonly Product[]): ProductLicences[] {
  const groups = new Map<number, ProductLicences>()
  for (const product of products) {
    if (product.deleted) continue
    const licences = product.licenses.filter((licence) => !licence.deleted)
    if (licences.length === 0) continue
    const { id, name } = product.product_type
    const group = groups.get(id) ?? { productTypeId: id, productName: name, licences: [] }
    group.licences.push(...licences)
    groups.set(id, group)
  }
  return [...groups.values()]
}
