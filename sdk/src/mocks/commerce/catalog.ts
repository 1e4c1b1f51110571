/**
 * The fake commerce service's catalog (`GET /catalog/products`): its products and categories, checked
 * lookups for the rest of the store (a subscription, an order line or a plan change names a product by
 * `catalog_product_id`), and the product as the service sends it (`CatalogProduct`). The catalog never
 * changes after the sandbox starts.
 */
import type { CatalogProduct } from '../../generated/commerce/hooks.schemas.ts'
import { CURRENCY } from './invoice.ts'
import { toAmount } from './money.ts'
import type { CommerceSeed, SeedCatalogProduct } from './seed.ts'

/** What makes a catalog product a subscription plan (`subscription_group`, `subscription_plan`, …). */
export type PlanTerms = NonNullable<SeedCatalogProduct['subscription']>

/** A catalog product that is a subscription plan. */
export type PlanProduct = SeedCatalogProduct & { subscription: PlanTerms }

/** True when `product` is a subscription plan. */
export function isPlan(product: SeedCatalogProduct | undefined): product is PlanProduct {
  return product?.subscription !== undefined
}

/** The catalog of one sandbox. */
export class Catalog {
  private readonly products: readonly SeedCatalogProduct[]
  private readonly categories: CommerceSeed['categories']

  constructor(seed: Pick<CommerceSeed, 'catalog' | 'categories'>) {
    this.products = seed.catalog
    this.categories = seed.categories
  }

  /** Every product, in the seed's order. */
  all(): readonly SeedCatalogProduct[] {
    return this.products
  }

  /** The product `id`, if the catalog has one (for ids a request names). */
  find(id: number): SeedCatalogProduct | undefined {
    return this.products.find((p) => p.id === id)
  }

  /**
   * The product `id` that a record of the store names (an order line, a subscription, a plan change).
   * @throws Error when the catalog has none: the seed names a product its catalog lacks
   */
  get(id: number): SeedCatalogProduct {
    const product = this.find(id)
    if (!product) throw new Error(`commerce seed: no catalog product ${id}`)
    return product
  }

  /**
   * The subscription plan `id` that a subscription or plan change names.
   * @throws Error when the catalog has no such product, or it is not a subscription plan
   */
  plan(id: number): PlanProduct {
    const product = this.get(id)
    if (!isPlan(product)) throw new Error(`commerce seed: catalog product ${id} is not a subscription plan`)
    return product
  }

  /** True when one of the categories of `product` is called `name` (any case). */
  inCategoryNamed(product: SeedCatalogProduct, name: string): boolean {
    const wanted = name.toLowerCase()
    return product.category_ids.some(
      (id) => this.categories.find((c) => c.id === id)?.name.toLowerCase() === wanted,
    )
  }

  /** The catalog as `GET /catalog/products` lists it. */
  list(): CatalogProduct[] {
    return this.products.map((p) => this.present(p))
  }

  /** The product `id` as the service sends it (order lines). @throws Error as {@link Catalog.get} */
  presentById(id: number): CatalogProduct {
    return this.present(this.get(id))
  }

  /** A product as the service sends it (`CatalogProduct`): a decimal price, its categories, plan terms. */
  present(product: SeedCatalogProduct): CatalogProduct {
    const { subscription } = product
    return {
      id: product.id,
      name: product.name,
      subscription: Boolean(subscription),
      time_limited: false,
      trial: false,
      available: true,
      price: toAmount(product.price),
      currency: CURRENCY,
      categories: this.categories.filter((c) => product.category_ids.includes(c.id)),
      ...(subscription
        ? {
            subscription_group: subscription.group,
            subscription_plan: subscription.plan,
            subscription_options: {
              allow_change_to: subscription.allow_change_to,
              allow_concurrent_subscription: subscription.allow_concurrent_subscription,
            },
          }
        : {}),
      feature_set: product.feature_set,
    }
  }
}
