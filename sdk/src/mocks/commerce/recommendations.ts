/**
 * `GET /me/recommendations` of the fake commerce service: catalog products offered to a user, from what
 * their licences activate and the plans they subscribe to.
 */
import type { CatalogProduct } from '../../generated/commerce/hooks.schemas.ts'
import type { LicenseStore } from '../license/store.ts'
import type { Catalog } from './catalog.ts'
import { CATALOG_CATEGORIES, CATALOG_PRODUCT_IDS, type SeedCatalogProduct } from './seed.ts'
import type { SubscriptionRecord } from './subscriptions.ts'

/** Filters of `GET /me/recommendations`. */
export interface RecommendationFilter {
  appName?: string | null
  catalogCategory?: string | null
}

/** What a recommendation is drawn from. */
export interface RecommendationSources {
  catalog: Catalog
  licenses: LicenseStore
  /** The user's subscriptions that have not ended. */
  live: readonly SubscriptionRecord[]
}

/**
 * Offers for the user: plans of another product their active subscriptions may change to, DJ Pro
 * expansions when they own DJ Pro, then products of no type they own; never a plan they have.
 */
export function recommendations(
  userId: number,
  { catalog, licenses, live }: RecommendationSources,
  filter: RecommendationFilter = {},
): CatalogProduct[] {
  // What the user has is what their licences (not trials) activate: a Hex FX subscriber has Hex FX,
  // whichever product type (Hex FX, Hex FX Subscription) the licence came with.
  const ownedApps = new Set(
    licenses
      .listProducts(userId, {}, false)
      .flatMap((p) => p.licenses)
      .filter((l) => l.license_type.term !== 'trial')
      .map((l) => l.license_type.rlm_schema?.name),
  )
  const owns = (item: SeedCatalogProduct) => {
    const type = licenses.productTypes.find((t) => t.id === item.product_type_id)
    const apps = (type?.license_types ?? []).map((l) => l.license_type.rlm_schema?.name)
    return apps.length > 0 && apps.every((app) => app !== undefined && ownedApps.has(app))
  }
  const liveProducts = live.map((s) => catalog.plan(s.catalog_product_id))
  const upgrades = liveProducts.flatMap((current) =>
    current.subscription.allow_change_to
      .map((id) => catalog.find(id))
      .filter((p): p is SeedCatalogProduct => !!p && p.product_type_id !== current.product_type_id),
  )
  const groups = new Set(liveProducts.map((p) => p.subscription.group))
  const djPro = catalog.find(CATALOG_PRODUCT_IDS.djPro)
  const ownsDjPro = djPro !== undefined && owns(djPro)
  const others = catalog.all().filter((item) => {
    if (item.category_ids.includes(CATALOG_CATEGORIES.expansions.id)) return ownsDjPro && !owns(item)
    if (item.subscription && groups.has(item.subscription.group)) return false
    return !owns(item)
  })
  const category = filter.catalogCategory
  return [...new Set([...upgrades, ...others])]
    .filter((item) => !filter.appName || item.app_names.includes(filter.appName))
    .filter((item) => !category || catalog.inCategoryNamed(item, category))
    .map((item) => catalog.present(item))
}
