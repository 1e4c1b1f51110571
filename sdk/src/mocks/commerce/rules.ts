import { ERROR_CODES } from '../../transport/error-codes.ts'

/**
 * Body codes of the fake commerce service's 400 replies (`specs/commerce.yaml` description), shared by
 * its stores and handlers. 1001 and 1007 are the refresh-token errors of docs/requirements.md §8 and never used here.
 */
export const COMMERCE_ERROR_CODES = {
  badRequest: ERROR_CODES.badRequest,
  unknownVoucher: 1301,
  voucherRedeemed: 1302,
  voucherExpired: 1303,
  voucherOfAnotherAccount: 1304,
  voucherAlreadyAssigned: 1305,
  voucherNotApplicable: 1306,
  voucherWithdrawn: 1307,
  planChangeNotAllowed: 1401,
  subscriptionStatus: 1402,
  planChangeClosed: 1403,
  billingCycles: 1404,
  unknownPaymentMethod: 1405,
  paymentDeclined: 1501,
  cardExpired: 1502,
  processorUnavailable: 1503,
  invalidNonce: 1504,
  paymentMethodInUse: 1505,
  unknownBillingAddress: 1506,
  unknownVoucherType: 1601,
  vouchersGenerated: 1602,
  vouchersNotGenerated: 1603,
  orderBlacklisted: 1604,
} as const

/** The staff scope of product voucher orders and voucher details (`Scopes` of `specs/common.yaml`). */
export const ECOM_ADMIN_SCOPE = 'ecom-admin'

/** Days a past-due subscription's licences keep working after the failed charge. */
export const PAST_DUE_GRACE_DAYS = 14
