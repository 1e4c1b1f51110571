import {
  getGetProductTypeSuspenseQueryOptions,
  getListMyLicensesQueryKey,
  getListMyLicensesSuspenseQueryOptions,
  getListMyProductsQueryKey,
  getListMyProductsSuspenseQueryOptions,
  getListProductTypesSuspenseQueryOptions,
} from '@music/sdk/license'

/**
 * The licence service's queries of the customer area (docs/requirements.md §7 "Licence service"), shared by
 * loaders (prefetch), components (`useSuspenseQuery`) and invalidation. Retries follow the area's
 * QueryClient (network errors only).
 */
export const licenseQueries = {
  /** `GET /me/products?show_license_activations=true`: products, their licences and the machines. */
  products: () => getListMyProductsSuspenseQueryOptions({ show_license_activations: 'true' }),
  /** `GET /me/licenses`: every licence of the user, across products. */
  licenses: () => getListMyLicensesSuspenseQueryOptions(),
  /** `GET /products/types`: the catalogue (names, licence types, `requires_ilok`). */
  productTypes: () => getListProductTypesSuspenseQueryOptions(),
  /** `GET /products/types/{id}`: one product type (a name the catalogue list did not have). */
  productType: (id: number) => getGetProductTypeSuspenseQueryOptions(id),
}

/**
 * The queries a change of products or licences affects (registering, an iLok user id, an
 * authorization): prefixes of the products' and licences' keys, whatever their parameters (decision 012).
 */
export const licenseChanges = [getListMyProductsQueryKey(), getListMyLicensesQueryKey()] as const
