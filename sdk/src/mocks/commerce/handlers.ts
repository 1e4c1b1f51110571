/**
 * Stateful handlers of the commerce service (docs/requirements.md §7 "Commerce service"; `specs/commerce.yaml`):
 * subscriptions and plan changes, orders and invoices (PDF or JSON), the catalog and recommendations,
 * payment methods, billing address and the payment gateway token, vouchers, voucher details and the
 * staff's product voucher orders; plus the sandbox gateway's card form (`card-form.ts`). Every `/me/…`
 * operation has its `/users/{userId}/…` twin: the same answer for the token's own user id, 403 code
 * 2000 for another's. Every call but the catalog needs a live bearer token (401 code 2002).
 */
import { HttpResponse, type HttpResponseResolver, http, type PathParams } from 'msw'
import {
  type CreateProductVoucherOrderRequest,
  OrderStatus,
  PaymentProvider,
  ProductVoucherOrderFileType,
  ProductVoucherOrderLanguage,
  type UpdatePaymentMethodRequest,
  type UpdateProductVoucherOrderRequest,
} from '../../generated/commerce/hooks.schemas.ts'
import { contentDisposition } from '../file-host.ts'
import { badRequest, json, readJsonObject, replyWith } from '../http.ts'
import { type AccountAnswer, accountTwins, requireScope, requireUser } from '../identity/handlers.ts'
import type { IdentityStore } from '../identity/store.ts'
import { grantedScopes } from '../identity/types.ts'
import { CARD_FORM_PATH, cardFormHandlers } from './card-form.ts'
import { invoicePdf } from './invoice.ts'
import { ECOM_ADMIN_SCOPE } from './rules.ts'
import type { CommerceStore } from './store.ts'

type Body = Record<string, unknown>

const isString = (value: unknown): value is string => typeof value === 'string'
const optional = (body: Body, name: string, check: (v: unknown) => boolean) =>
  body[name] === undefined || check(body[name])
const nullableString = (v: unknown) => v === null || isString(v)

/** The first of `checks` whose condition fails, as a 400 code 1000 reply; undefined when all pass. */
function invalid(checks: [boolean, string][]): Response | undefined {
  const failed = checks.find(([ok]) => !ok)
  return failed ? badRequest(failed[1]) : undefined
}

/** True when `Accept` prefers JSON to PDF (no `Accept`, `*` or PDF first: the PDF). */
export function prefersJson(accept: string | null): boolean {
  const ranked = (accept ?? '')
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.trim().toLowerCase().split(';')
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? '1',
      )
      return { type: type.trim(), q: Number.isNaN(q) ? 0 : q, index }
    })
    .filter(
      (r) => r.q > 0 && ['application/json', 'application/pdf', 'application/*', '*/*'].includes(r.type),
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.type === 'application/json'
}

/** A binary attachment reply the site may read with CORS (name in `Content-Disposition`). */
function fileReply(bytes: Uint8Array, type: string, fileName: string): Response {
  return new HttpResponse(bytes.slice().buffer, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(fileName, 'attachment'),
      'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length',
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * The commerce handlers under `base` (e.g. `http://localhost:4100/commerce`).
 * @param allowedOrigins site origins that may embed the card form
 */
export function commerceHandlers(
  store: CommerceStore,
  identity: IdentityStore,
  base: string,
  allowedOrigins: readonly string[],
) {
  const { payments, vouchers } = store
  const api = `${base}/api/v1`
  /** The `/me<path>` operation and its `/users/:userId<path>` twin. */
  const twins = (method: 'get' | 'post' | 'put' | 'delete', path: string, answer: AccountAnswer) =>
    accountTwins(identity, api, method, path, answer)
  /** A staff operation (`ecom-admin`): 401 without a token, 403 code 2000 without the scope. */
  const staff = (method: 'get' | 'post' | 'put' | 'delete', path: string, answer: AccountAnswer) =>
    http[method](`${api}${path}`, ({ request, params }) => {
      const user = requireScope(identity, request, 'ecom', ECOM_ADMIN_SCOPE)
      return user instanceof Response ? user : answer(user, request, params)
    })
  const orderId = (params: PathParams) => Number(params.productVoucherOrderId)
  const gatewayToken: HttpResponseResolver = async ({ request }) => {
    const user = requireUser(identity, request)
    if (user instanceof Response) return user
    if ((await request.clone().text()).trim() !== '') {
      const body = await readJsonObject(request)
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [
          optional(body ?? {}, 'provider', (v) => Object.values(PaymentProvider).includes(v as 'sandbox')),
          'provider must be braintree or sandbox',
        ],
      ])
      if (problem) return problem
    }
    const clientToken = payments.createClientToken(user.id)
    return json({
      client_token: clientToken,
      paypal_environment: 'sandbox',
      provider: 'sandbox',
      card_form_url: `${base}${CARD_FORM_PATH}`,
    })
  }

  return [
    http.get(`${api}/catalog/products`, () => json({ items: store.listCatalog() })),

    ...twins('get', '/subscriptions', (user) => json({ items: store.listSubscriptions(user.id) })),
    ...twins('put', '/subscriptions/:subscriptionId', async (user, request, params) => {
      const body = await readJsonObject(request)
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [
          optional(body ?? {}, 'number_of_billing_cycle', (v) => Number.isInteger(v) && (v as number) >= 0),
          'number_of_billing_cycle must be a whole number, 0 or more',
        ],
        [optional(body ?? {}, 'payment_method_token', isString), 'payment_method_token must be a string'],
        [
          body?.number_of_billing_cycle !== undefined || body?.payment_method_token !== undefined,
          'Send payment_method_token or number_of_billing_cycle',
        ],
      ])
      if (problem) return problem
      return replyWith(store.updateSubscription(user.id, String(params.subscriptionId), body as Body))
    }),
    ...twins('delete', '/subscriptions/:subscriptionId', (user, request, params) => {
      const immediate = new URL(request.url).searchParams.get('immediate')
      if (immediate !== null && immediate !== 'true' && immediate !== 'false')
        return badRequest('immediate must be true or false')
      return replyWith(store.cancelSubscription(user.id, String(params.subscriptionId), immediate === 'true'))
    }),
    ...twins('post', '/subscriptions/:subscriptionId/planchanges', async (user, request, params) => {
      const body = await readJsonObject(request)
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [Number.isInteger(body?.catalog_product_id), 'catalog_product_id must be an integer'],
        [optional(body ?? {}, 'immediate', (v) => typeof v === 'boolean'), 'immediate must be true or false'],
      ])
      if (problem) return problem
      const { catalog_product_id, immediate } = body as { catalog_product_id: number; immediate?: boolean }
      return replyWith(
        store.requestPlanChange(user.id, String(params.subscriptionId), { catalog_product_id, immediate }),
      )
    }),
    ...twins(
      'put',
      '/subscriptions/:subscriptionId/planchanges/:planChangeRequestId',
      (user, _request, params) =>
        replyWith(
          store.confirmPlanChange(user.id, String(params.subscriptionId), String(params.planChangeRequestId)),
        ),
    ),
    ...twins('post', '/subscriptions/:subscriptionId/retrycharge', (user, _request, params) =>
      replyWith(store.retryCharge(user.id, String(params.subscriptionId))),
    ),

    ...twins('get', '/orders', (user, request) => {
      const status = new URL(request.url).searchParams.get('order_status')
      if (status !== null && !Object.values(OrderStatus).includes(status as 'complete'))
        return badRequest(`order_status must be one of ${Object.values(OrderStatus).join(', ')}`)
      return json({ items: store.listOrders(user.id, (status ?? undefined) as OrderStatus | undefined) })
    }),
    ...twins('get', '/orders/:orderId/invoices/:invoiceId', async (user, request, params) => {
      const invoice = store.getInvoice(user.id, String(params.orderId), String(params.invoiceId))
      if (!invoice.ok || prefersJson(request.headers.get('Accept'))) return replyWith(invoice)
      return fileReply(await invoicePdf(invoice.value), 'application/pdf', `invoice-${invoice.value.id}.pdf`)
    }),

    ...twins('get', '/recommendations', (user, request) => {
      const query = new URL(request.url).searchParams
      return json({
        items: store.recommendations(user.id, {
          appName: query.get('app_name'),
          catalogCategory: query.get('catalog_category'),
        }),
      })
    }),

    ...twins('get', '/paymentmethods', (user) => json({ items: payments.list(user.id) })),
    ...twins('post', '/paymentmethods', async (user, request) => {
      const body = await readJsonObject(request)
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [isString(body?.nonce) && body.nonce !== '', 'nonce is required'],
        [optional(body ?? {}, 'device_data', isString), 'device_data must be a string'],
        [optional(body ?? {}, 'billing_address_id', isString), 'billing_address_id must be a string'],
      ])
      if (problem) return problem
      const { nonce, device_data, billing_address_id } = body as Record<string, string>
      return replyWith(payments.add(user.id, { nonce: nonce as string, device_data, billing_address_id }))
    }),
    ...twins('put', '/paymentmethods/:paymentToken', async (user, request, params) => {
      const body = await readJsonObject(request)
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [optional(body ?? {}, 'nonce', (v) => isString(v) && v !== ''), 'nonce must be a string'],
        [optional(body ?? {}, 'device_data', isString), 'device_data must be a string'],
        [optional(body ?? {}, 'billing_address_id', isString), 'billing_address_id must be a string'],
        [
          optional(body ?? {}, 'make_default', (v) => typeof v === 'boolean'),
          'make_default must be true or false',
        ],
        [
          ['nonce', 'billing_address_id', 'make_default'].some((k) => body?.[k] !== undefined),
          'Send a nonce, billing_address_id or make_default',
        ],
      ])
      if (problem) return problem
      return replyWith(
        payments.update(user.id, String(params.paymentToken), body as UpdatePaymentMethodRequest),
      )
    }),
    ...twins('delete', '/paymentmethods/:paymentToken', (user, _request, params) => {
      const token = String(params.paymentToken)
      const removed = payments.remove(user.id, token, store.subscriptionUsing(user.id, token))
      return removed.ok ? new HttpResponse(null, { status: 204 }) : replyWith(removed)
    }),
    ...twins('get', '/billingaddress', (user) => {
      const address = payments.billingAddressOf(user.id)
      return address ? json(address) : new HttpResponse(null, { status: 204 })
    }),
    ...twins('put', '/billingaddress', async (user, request) => {
      const body = await readJsonObject(request)
      const fields = [
        'first_name',
        'last_name',
        'company',
        'address',
        'address_extended',
        'city',
        'region',
        'post_code',
      ]
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [
          isString(body?.country_code) && /^[A-Z]{2}$/.test(body.country_code),
          'country_code must be two capital letters (ISO 3166-1)',
        ],
        [fields.every((f) => optional(body ?? {}, f, isString)), `${fields.join(', ')} must be strings`],
      ])
      if (problem) return problem
      const address = Object.fromEntries(
        ['country_code', ...fields].filter((f) => body?.[f] !== undefined).map((f) => [f, body?.[f]]),
      ) as { country_code: string }
      return json(payments.setBillingAddress(user.id, address))
    }),
    http.post(`${api}/paymentgateway/token`, gatewayToken),
    http.post(`${api}/paymentgateway`, gatewayToken),

    ...twins('get', '/vouchers', (user) => json({ items: vouchers.list(user.id) })),
    ...twins('post', '/vouchers', async (user, request) => {
      const body = await readJsonObject(request)
      if (!isString(body?.voucher_id) || body.voucher_id.trim() === '')
        return badRequest('voucher_id is required')
      return replyWith(vouchers.assign(user.id, body.voucher_id))
    }),
    ...twins('put', '/vouchers/:voucherId', (user, _request, params) =>
      replyWith(vouchers.redeem(user.id, String(params.voucherId))),
    ),
    http.get(`${api}/vouchers/:voucherId`, ({ request, params }) => {
      const user = requireUser(identity, request)
      if (user instanceof Response) return user
      const isStaff = grantedScopes(user).ecom?.includes(ECOM_ADMIN_SCOPE) ?? false
      return replyWith(vouchers.details(String(params.voucherId), { userId: user.id, staff: isStaff }))
    }),

    staff('get', '/productvoucherorders', () => json({ items: vouchers.listOrders() })),
    staff('post', '/productvoucherorders', async (user, request) => {
      const body = (await readJsonObject(request)) ?? {}
      const batches = body.voucher_batches
      const problem = invalid([
        [isString(body.vendor_name) && body.vendor_name.trim() !== '', 'vendor_name is required'],
        [optional(body, 'po_number', nullableString), 'po_number must be a string or null'],
        [optional(body, 'moneyworks_id', nullableString), 'moneyworks_id must be a string or null'],
        [
          Object.values(ProductVoucherOrderLanguage).includes(body.language as 'en'),
          `language must be one of ${Object.values(ProductVoucherOrderLanguage).join(', ')}`,
        ],
        [
          Object.values(ProductVoucherOrderFileType).includes(body.file_type as 'csv'),
          'file_type must be pdf_and_csv or csv',
        ],
        [
          Array.isArray(batches) &&
            batches.length > 0 &&
            batches.every(
              (b) =>
                Number.isInteger(b?.product_voucher_type_id) &&
                Number.isInteger(b?.quantity) &&
                b.quantity >= 1 &&
                b.quantity <= 1000,
            ),
          'voucher_batches must list product_voucher_type_id and a quantity of 1 to 1000',
        ],
      ])
      if (problem) return problem
      return replyWith(vouchers.createOrder(body as unknown as CreateProductVoucherOrderRequest, user.id))
    }),
    staff('get', '/productvoucherorders/productvouchertypes', () => json({ items: vouchers.listTypes() })),
    staff('get', '/productvoucherorders/:productVoucherOrderId', (_user, _request, params) =>
      replyWith(vouchers.getOrder(orderId(params))),
    ),
    staff('put', '/productvoucherorders/:productVoucherOrderId', async (_user, request, params) => {
      const body = await readJsonObject(request)
      const problem = invalid([
        [body !== undefined, 'The body must be a JSON object'],
        [
          optional(body ?? {}, 'vendor_name', (v) => isString(v) && v.trim() !== ''),
          'vendor_name must not be empty',
        ],
        [optional(body ?? {}, 'po_number', nullableString), 'po_number must be a string or null'],
        [optional(body ?? {}, 'moneyworks_id', nullableString), 'moneyworks_id must be a string or null'],
      ])
      if (problem) return problem
      return replyWith(vouchers.updateOrder(orderId(params), body as UpdateProductVoucherOrderRequest))
    }),
    staff('post', '/productvoucherorders/:productVoucherOrderId/generate', (_user, _request, params) =>
      replyWith(vouchers.generate(orderId(params))),
    ),
    staff('delete', '/productvoucherorders/:productVoucherOrderId/vouchers', (_user, _request, params) =>
      replyWith(vouchers.blacklist(orderId(params))),
    ),
    staff('get', '/productvoucherorders/:productVoucherOrderId/download', async (_user, _request, params) => {
      const file = await vouchers.download(orderId(params))
      return file.ok ? fileReply(file.value.bytes, 'application/zip', file.value.fileName) : replyWith(file)
    }),

    ...cardFormHandlers(payments, base, allowedOrigins),
  ]
}
