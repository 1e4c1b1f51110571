import '../account-screens.css'
import type { Product, ProductType } from '@music/sdk/license'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useDates } from '../../../../../screens/time-zone.ts'
import { licenseQueries } from '../../../-components/license-queries.ts'
import { IlokForm } from './ilok-form.tsx'
import { LicenseCard } from './license-card.tsx'
import { NoProducts, ownedProducts } from './no-products.tsx'
import { RegisterProductForm } from './register-product-form.tsx'

/** The products screen (/account/products): the products, then the registration form. */
export function ProductsScreen() {
  return (
    <Screen
      title="Products & licences"
      intro="Register the products you bought, see their licences, and choose the computers they are authorised on."
    >
      <Section title="Your products" skeleton={<Skeleton blocks={2} />}>
        <ProductList />
      </Section>
      <Section title="Register a product" id="register" skeleton={<Skeleton lines={4} />}>
        <RegisterProductForm />
      </Section>
    </Screen>
  )
}

/**
 * The customer's products (`GET /me/products` with activations), newest registration last as the
 * service lists them, each with its licences; product type names from `GET /products/types`.
 */
function ProductList() {
  const { data: products } = useSuspenseQuery(licenseQueries.products())
  const { data: types } = useSuspenseQuery(licenseQueries.productTypes())
  const owned = ownedProducts(products)
  if (owned.length === 0) return <NoProducts />
  return (
    <ul className="screen-list">
      {owned.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          type={types.items.find((type) => type.id === product.product_type.id)}
        />
      ))}
    </ul>
  )
}

/** One product: its type, serial number, registration date, iLok account, and its licences. */
function ProductCard({ product, type }: { product: Product; type: ProductType | undefined }) {
  const dates = useDates()
  const usesIlok = type?.requires_ilok === true
  const ilokUserId = product.licenses.find((license) => license.ilok?.user_id)?.ilok?.user_id
  const licenses = product.licenses.filter((license) => !license.deleted)
  return (
    <li className="screen-card">
      <h3>{type ? type.name : <ProductTypeName id={product.product_type.id} />}</h3>
      <dl className="screen-details">
        <div>
          <dt>Serial number</dt>
          <dd className="screen-mono">{product.id}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>
            <time dateTime={product.date_created}>{dates.date(product.date_created)}</time>
          </dd>
        </div>
        {usesIlok ? (
          <div>
            <dt>iLok user ID</dt>
            <dd>{ilokUserId ?? <span className="screen-muted">Not set</span>}</dd>
          </div>
        ) : null}
      </dl>
      {usesIlok ? <IlokForm product={product} current={ilokUserId} /> : null}
      <ul className="screen-list" aria-label={`Licences of ${type?.name ?? product.product_type.name}`}>
        {licenses.map((license) => (
          <LicenseCard key={license.id} license={license} />
        ))}
      </ul>
    </li>
  )
}

/** A product type's name from `GET /products/types/{id}`, for a type the catalogue list left out. */
function ProductTypeName({ id }: { id: number }) {
  const { data } = useSuspenseQuery(licenseQueries.productType(id))
  return <>{data.name}</>
}
