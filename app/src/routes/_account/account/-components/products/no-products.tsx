import type { Product, ProductList } from '@music/sdk/license'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../../../screens/empty-state.tsx'

/** The customer's products that are not deleted, as `GET /me/products` lists them. */
export function ownedProducts(list: ProductList): Product[] {
  return list.items.filter((product) => !product.deleted)
}

/** What the overview and the products screen show before the first product: register one. */
export function NoProducts() {
  return (
    <EmptyState
      action={
        <Link to="/account/products" hash="register">
          Register a product
        </Link>
      }
    >
      You have no products yet. Register one with the serial number from your receipt.
    </EmptyState>
  )
}
