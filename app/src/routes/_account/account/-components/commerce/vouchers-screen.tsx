import './commerce-screens.css'
import {
  assignMyVoucher,
  getListMyVouchersQueryKey,
  redeemMyVoucher,
  type UserVoucher,
} from '@music/sdk/commerce'
import { type QueryClient, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ScreenForm, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { type Result, ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { type Dates, useDates } from '../../../../../screens/time-zone.ts'
import { commerceQueries, voucherChanges } from '../../../-components/commerce-queries.ts'
import { licenseQueries } from '../../../-components/license-queries.ts'
import type { Tone } from './commerce-names.ts'
import { StatusBadge } from './status-badge.tsx'

/** The service's refusals of a voucher code, shown next to the code (`specs/commerce.yaml` 1301–1307). */
const VOUCHER_CODES = {
  1301: 'code',
  1302: 'code',
  1303: 'code',
  1304: 'code',
  1305: 'code',
  1306: 'code',
  1307: 'code',
} as const

/** Starts the vouchers screen's request (its loader). */
export function prefetchVouchers(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(commerceQueries.vouchers())
  void queryClient.prefetchQuery(licenseQueries.products())
}

/** The vouchers screen (/account/vouchers): redeeming a code, then the vouchers of the account. */
export function VouchersScreen() {
  const [result, announce] = useResult()
  return (
    <Screen
      title="Vouchers"
      intro="Redeem a voucher code from a gift card, a promotion or a reseller: what it grants is added to your products at once."
    >
      <Section title="Redeem a voucher" id="redeem" skeleton={<Skeleton lines={2} />}>
        <RedeemForm announce={announce} />
        <ResultStatus result={result} />
      </Section>
      <Section title="Your vouchers" skeleton={<Skeleton blocks={2} />}>
        <VoucherList announce={announce} />
      </Section>
    </Screen>
  )
}

/**
 * Where a voucher is: redeemed, expired, not needed (the account has what it grants, so the service
 * will not redeem it), withdrawn, or ready (and until when), with its badge.
 * @param owned product type ids of the customer's products (licence service)
 * @param dates the screens' dates in the reader's time zone (`useDates`)
 */
function voucherState(
  voucher: UserVoucher,
  owned: ReadonlySet<number>,
  dates: Dates,
  now = Date.now(),
): { label: string; tone: Tone; detail?: string } {
  if (voucher.redeemed_at)
    return { label: 'Redeemed', tone: 'neutral', detail: `Redeemed on ${dates.date(voucher.redeemed_at)}` }
  if (voucher.expires_at && Date.parse(voucher.expires_at) <= now)
    return { label: 'Expired', tone: 'neutral', detail: `Expired on ${dates.date(voucher.expires_at)}` }
  const grants = voucher.redeems_to?.product_type?.id
  if (!voucher.is_redeemable && grants !== undefined && owned.has(grants)) {
    return {
      label: 'Not needed',
      tone: 'neutral',
      detail: `You already have ${voucher.voucher_type.title ?? 'what it grants'}, so it cannot be redeemed on this account.`,
    }
  }
  if (!voucher.is_redeemable)
    return { label: 'Withdrawn', tone: 'error', detail: 'It can no longer be redeemed.' }
  return {
    label: 'Ready to redeem',
    tone: 'ok',
    detail: voucher.expires_at ? `Redeem it by ${dates.date(voucher.expires_at)}` : undefined,
  }
}

/** The vouchers of the account (`GET /me/vouchers`), each with what it is and where it stands. */
function VoucherList({ announce }: { announce: (result: Result | null) => void }) {
  const { data: vouchers } = useSuspenseQuery(commerceQueries.vouchers())
  const { data: products } = useSuspenseQuery(licenseQueries.products())
  const owned = new Set(products.items.filter((p) => !p.deleted).map((p) => p.product_type.id))
  const dates = useDates()
  if (vouchers.items.length === 0) {
    return <EmptyState>You have not redeemed a voucher yet. Enter its code above.</EmptyState>
  }
  return (
    <ul className="screen-list">
      {vouchers.items.map((voucher) => {
        const state = voucherState(voucher, owned, dates)
        const title = voucher.voucher_type.title ?? voucher.voucher_type.name
        return (
          <li key={voucher.id} className="screen-card">
            <div className="screen-card__title">
              <h3>{title}</h3>
              <StatusBadge label={state.label} tone={state.tone} />
            </div>
            {voucher.voucher_type.description ? (
              <p className="screen-muted">{voucher.voucher_type.description}</p>
            ) : null}
            <dl className="screen-details">
              <div>
                <dt>Code</dt>
                <dd className="screen-mono">{voucher.id}</dd>
              </div>
              {state.detail ? (
                <div>
                  <dt>Status</dt>
                  <dd>{state.detail}</dd>
                </div>
              ) : null}
            </dl>
            {voucher.redeemed_at && voucher.product_id ? (
              <Link to="/account/products">See it in Products & licences</Link>
            ) : null}
            {state.label === 'Ready to redeem' ? (
              <RedeemButton voucher={voucher} title={title} announce={announce} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** "Redeem" for a voucher already in the account (`PUT /me/vouchers/{id}`). */
function RedeemButton({
  voucher,
  title,
  announce,
}: {
  voucher: UserVoucher
  title: string
  announce: (result: Result | null) => void
}) {
  const redeem = useServiceMutation({
    mutationFn: () => redeemMyVoucher(voucher.id),
    invalidates: voucherChanges,
    onMutate: () => announce(null),
    onSuccess: () => announce(redeemedResult(title)),
    onError: (error) =>
      announce({ tone: 'error', message: `${title} was not redeemed. ${serviceErrorMessage(error)}` }),
  })
  return (
    <div className="screen-actions">
      <PendingButton
        pending={redeem.isPending}
        pendingLabel="Redeeming…"
        label={`Redeem ${title}`}
        onClick={() => redeem.mutateAsync().catch(() => undefined)}
      >
        Redeem
      </PendingButton>
    </div>
  )
}

/** The announcement of a redeemed voucher. */
function redeemedResult(title: string): Result {
  return { tone: 'success', message: `${title} is redeemed: you find it under Products & licences.` }
}

/**
 * "Redeem a voucher": the code goes into the account (`POST /me/vouchers`) and is redeemed at once
 * (`PUT /me/vouchers/{id}`), which adds its product to the licence service. The service's refusals
 * (unknown, used, expired, another account's…) show next to the code, which stays as typed. A code that
 * went in but was not redeemed is listed below with "Redeem".
 */
function RedeemForm({ announce }: { announce: (result: Result | null) => void }) {
  const queryClient = useQueryClient()
  const redeem = useServiceMutation({
    mutationFn: async (code: string) => redeemMyVoucher((await assignMyVoucher({ voucher_id: code })).id),
    invalidates: voucherChanges,
  })
  const form = useScreenForm({
    defaultValues: { code: '' },
    validators: {
      onChange: v.object({
        code: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty('Enter the voucher code.'),
          v.regex(
            /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/,
            'A voucher code has letters, digits and dashes, e.g. FLIP-0501-0001.',
          ),
        ),
      }),
    },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      let redeemed: UserVoucher
      try {
        redeemed = await redeem.mutateAsync(value.code.trim())
      } catch (error) {
        // The code may be in the account now, not redeemed: the list shows it with "Redeem".
        void queryClient.invalidateQueries({ queryKey: getListMyVouchersQueryKey() })
        return showServiceError(formApi, error, VOUCHER_CODES)
      }
      formApi.reset()
      announce(redeemedResult(redeemed.voucher_type.title ?? redeemed.voucher_type.name))
    },
  })
  return (
    <ScreenForm form={form} aria-label="Redeem a voucher">
      <form.AppField name="code">
        {(field) => (
          <field.TextField
            label="Voucher code"
            hint="Case, spaces and dashes do not matter."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
      </form.AppField>
      <form.FormError />
      <div className="screen-actions">
        <form.SubmitButton pendingLabel="Redeeming…">Redeem</form.SubmitButton>
      </div>
    </ScreenForm>
  )
}
