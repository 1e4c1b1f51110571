import './commerce-screens.css'
import type { CatalogProduct, Subscription } from '@music/sdk/commerce'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { formatMoney } from '../../../../../screens/money.ts'
import { commerceQueries } from '../../../-components/commerce-queries.ts'
import { pricePerPeriod } from './commerce-names.ts'

/** Offers the overview shows at most. */
const SHOWN = 3

/**
 * The marketing page that sells a catalog product: the DJ Pro expansions page for an expansion, else
 * the pricing page of the product its name starts with (the catalog names products, it has no site
 * key), else the upgrade page.
 */
function offerPage(product: Pick<CatalogProduct, 'name' | 'categories'>): string {
  if (product.categories.some((category) => category.name.toLowerCase() === 'expansions'))
    return '/dj/pro/expansions'
  const pages: [string, string][] = [
    ['Producer Suite', '/producer-suite/pricing'],
    ['DJ Suite', '/dj/pro/pricing'],
    ['DJ Pro', '/dj/pro/pricing'],
    ['Studio', '/studio/pricing'],
    ['Sample', '/sample/pricing'],
    ['Hex FX', '/hex-fx/pricing'],
    ["Pitch 'n' Time", '/pnt/pricing'],
  ]
  return pages.find(([prefix]) => product.name.startsWith(prefix))?.[1] ?? '/upgrade'
}

/** The active subscription that may change to `product`, by the plans its catalog product allows. */
function changeableTo(
  product: CatalogProduct,
  subscriptions: readonly Subscription[],
  catalog: readonly CatalogProduct[],
): Subscription | undefined {
  return subscriptions.find(
    (s) =>
      s.status === 'Active' &&
      catalog
        .find((item) => item.id === s.catalog_product_id)
        ?.subscription_options?.allow_change_to.includes(product.id),
  )
}

/**
 * The overview's offers (`GET /me/recommendations`): up to three products that fit what the customer
 * has, each with its price and a link: a plan one of their subscriptions may change to opens that plan
 * change (`/account/subscriptions?change=&plan=`), anything else its pricing page.
 */
export function Offers() {
  const { data: offers } = useSuspenseQuery(commerceQueries.recommendations())
  const { data: subscriptions } = useSuspenseQuery(commerceQueries.subscriptions())
  const { data: catalog } = useSuspenseQuery(commerceQueries.catalog())
  if (offers.items.length === 0) {
    return <EmptyState>No offers right now: you have everything we would suggest.</EmptyState>
  }
  return (
    <ul className="offer-list">
      {offers.items.slice(0, SHOWN).map((product) => {
        const subscription = changeableTo(product, subscriptions.items, catalog.items)
        const price = product.subscription_plan
          ? pricePerPeriod(product.price, product.currency, product.subscription_plan)
          : formatMoney(product.price, product.currency)
        return (
          <li key={product.id}>
            <strong>{product.name}</strong>
            <span className="screen-muted">{price}</span>
            {subscription ? (
              <Link to="/account/subscriptions" search={{ change: subscription.id, plan: product.id }}>
                Change {subscription.plan.name} to {product.name}
              </Link>
            ) : (
              <a href={offerPage(product)}>
                See {product.name}
                <span className="visually-hidden"> on its pricing page</span>
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
