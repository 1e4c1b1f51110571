import type { ChargeSummary } from '@music/sdk/commerce'
import { formatMoney } from '../../../../../screens/money.ts'

/**
 * What a charge is made of, as the commerce service itemises it (`ChargeSummary`, docs/decisions/027):
 * each line (a credit or discount with a minus), the subtotal when something was taken off, the tax
 * with its rate, and the total under `totalLabel` ("Due today", "Next payment"). Every figure is the
 * service's; nothing is added up here.
 * @param currency the reply's `currency` (absent: US dollars)
 * @param label the accessible name of the table, e.g. "What you pay today"
 */
export function ChargeBreakdown({
  charge,
  currency,
  totalLabel,
  label,
}: {
  charge: ChargeSummary
  currency: string | undefined
  totalLabel: string
  label: string
}) {
  const takenOff = charge.lines.some((line) => line.kind !== 'charge')
  return (
    <table className="charge-breakdown" aria-label={label}>
      <tbody>
        {charge.lines.map((line) => (
          <tr key={`${line.kind} ${line.description}`}>
            <th scope="row">{line.description}</th>
            <td>
              {line.kind === 'charge'
                ? formatMoney(line.amount, currency)
                : `−${formatMoney(line.amount, currency)}`}
            </td>
          </tr>
        ))}
        {takenOff ? (
          <tr>
            <th scope="row">Subtotal</th>
            <td>{formatMoney(charge.subtotal_amount, currency)}</td>
          </tr>
        ) : null}
        {charge.tax_rate > 0 || charge.tax_amount > 0 ? (
          <tr>
            <th scope="row">Tax ({charge.tax_rate} %)</th>
            <td>{formatMoney(charge.tax_amount, currency)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className="charge-breakdown__total">
          <th scope="row">{totalLabel}</th>
          <td>{formatMoney(charge.total_amount, currency)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
