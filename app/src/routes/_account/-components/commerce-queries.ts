import {
  type BillingAddress,
  createPaymentGatewayToken,
  getGetInvoiceQueryKey,
  getGetMyBillingAddressQueryKey,
  getInvoice,
  getListCatalogProductsSuspenseQueryOptions,
  getListMyOrdersQueryKey,
  getListMyOrdersSuspenseQueryOptions,
  getListMyPaymentMethodsQueryKey,
  getListMyPaymentMethodsSuspenseQueryOptions,
  getListMyRecommendationsQueryKey,
  getListMyRecommendationsSuspenseQueryOptions,
  getListMySubscriptionsQueryKey,
  getListMySubscriptionsSuspenseQueryOptions,
  getListMyVouchersQueryKey,
  getListMyVouchersSuspenseQueryOptions,
  getMyBillingAddress,
  type Invoice,
  type ListMyOrdersParams,
  type ListMyRecommendationsParams,
  type PaymentGatewayToken,
} from '@music/sdk/commerce'
import { queryOptions } from '@tanstack/react-query'
import { licenseChanges } from './license-queries.ts'

/**
 * The commerce service's queries of the customer area (docs/requirements.md §7 "Commerce service",
 * docs/decisions/016), shared by loaders (prefetch), components (`useSuspenseQuery`) and invalidation.
 */
export const commerceQueries = {
  /** `GET /me/subscriptions`: oldest first; a scheduled plan change is a `Pending` one. */
  subscriptions: () => getListMySubscriptionsSuspenseQueryOptions(),
  /** `GET /me/orders`, newest first; `order_status` keeps one status. */
  orders: (params?: ListMyOrdersParams) => getListMyOrdersSuspenseQueryOptions(params),
  /** `GET /catalog/products` (no credentials): the plans a subscription may change to, their prices. */
  catalog: () => getListCatalogProductsSuspenseQueryOptions({ query: { staleTime: 10 * 60_000 } }),
  /** `GET /me/paymentmethods`: oldest first, one `default`. */
  paymentMethods: () => getListMyPaymentMethodsSuspenseQueryOptions(),
  /**
   * `GET /me/billingaddress`: the customer's billing address at the gateway, whose country decides the
   * tax on their payments; `null` when none was set yet (the service answers 204 then).
   */
  billingAddress: () =>
    queryOptions({
      queryKey: getGetMyBillingAddressQueryKey(),
      queryFn: async ({ signal }): Promise<BillingAddress | null> =>
        (await getMyBillingAddress(undefined, signal)) || null,
    }),
  /** `GET /me/vouchers`: in the order they were assigned. */
  vouchers: () => getListMyVouchersSuspenseQueryOptions(),
  /** `GET /me/recommendations` with the filters given (`app_name`, `app_version`, `catalog_category`). */
  recommendations: (params?: ListMyRecommendationsParams) =>
    getListMyRecommendationsSuspenseQueryOptions(params),
  /**
   * The JSON form of an invoice (`GET /me/orders/{orderId}/invoices/{invoiceId}` with `Accept:
   * application/json`), for the printable invoice page; its key adds `json` to the generated one,
   * whose request function answers the PDF.
   */
  invoice: (orderId: string, invoiceId: string) =>
    queryOptions({
      queryKey: [...getGetInvoiceQueryKey(orderId, invoiceId), 'json'] as const,
      queryFn: ({ signal }) =>
        getInvoice(
          orderId,
          invoiceId,
          { headers: { Accept: 'application/json' }, responseType: 'json' },
          signal,
        ) as Promise<Invoice>,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * A client token for the payment gateway's card form (`POST /paymentgateway/token`): one per card
   * form shown (`form` counts them: a new one after each nonce is used up), never refetched, never
   * kept once the form is gone. The client token is never logged.
   */
  cardFormToken: (form: number) =>
    queryOptions({
      queryKey: ['commerce', '/api/v1/paymentgateway/token', { form }] as const,
      queryFn: ({ signal }): Promise<PaymentGatewayToken> => createPaymentGatewayToken({}, undefined, signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
}

/** Queries a change of a subscription affects (cancel, retry, payment method, billing cycles). */
export const subscriptionChanges = [getListMySubscriptionsQueryKey(), ...licenseChanges] as const

/**
 * Queries a confirmed plan change affects: the subscriptions, the orders (a charge makes one), the
 * offers (another plan), and the licences (another product type).
 */
export const planChangeChanges = [
  getListMySubscriptionsQueryKey(),
  getListMyOrdersQueryKey(),
  getListMyRecommendationsQueryKey(),
  ...licenseChanges,
] as const

/**
 * Queries a change of payment methods affects (the subscriptions name theirs; saving a card sets the
 * billing address).
 */
export const paymentMethodChanges = [
  getListMyPaymentMethodsQueryKey(),
  getListMySubscriptionsQueryKey(),
  getGetMyBillingAddressQueryKey(),
] as const

/**
 * Queries a new billing address affects: itself, and the subscriptions, whose next payments are taxed
 * at its country's rate.
 */
export const billingAddressChanges = [
  getGetMyBillingAddressQueryKey(),
  getListMySubscriptionsQueryKey(),
] as const

/** Queries a redeemed voucher affects: the vouchers, the products and licences it adds, the offers. */
export const voucherChanges = [
  getListMyVouchersQueryKey(),
  getListMyRecommendationsQueryKey(),
  ...licenseChanges,
] as const
