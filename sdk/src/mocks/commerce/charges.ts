/**
 * What a charge of the fake commerce service is made of (docs/decisions/027, `ChargeSummary` of
 * `specs/commerce.yaml`): its lines (a charge, a credit for unused time, a discount), the subtotal, the
 * tax at the billing country's rate and the total, which is what is charged. One summary is made per
 * charge and kept: the quote shows it, the card is charged its total, the order and its invoice are
 * drawn from it, so the figures cannot drift apart. Amounts are minor units until presented.
 */
import type { ChargeSummary } from '../../generated/commerce/hooks.schemas.ts'
import { CURRENCY } from './invoice.ts'
import { decimalString, taxOn, taxRateOf, toAmount } from './money.ts'

/** A line of a charge; `amount` in minor units, never negative (`credit` and `discount` take it off). */
export interface ChargeLineRecord {
  kind: 'charge' | 'credit' | 'discount'
  description: string
  amount: number
  catalog_product_id?: number
}

/** A charge as the store keeps it; amounts in minor units, the tax rate in basis points (2000 = 20 %). */
export interface ChargeRecord {
  lines: ChargeLineRecord[]
  subtotal: number
  taxRateBp: number
  tax: number
  total: number
  countryCode: string
}

/**
 * The charge of `lines` for a customer billed in `countryCode`: the charge lines less the credits and
 * discounts (never below 0), the tax on that at the country's rate rounded half up, and their sum.
 */
export function chargeOf(lines: ChargeLineRecord[], countryCode: string): ChargeRecord {
  const signed = lines.reduce((n, line) => n + (line.kind === 'charge' ? line.amount : -line.amount), 0)
  const subtotal = Math.max(0, signed)
  const taxRateBp = taxRateOf(countryCode)
  const tax = taxOn(subtotal, taxRateBp)
  return { lines, subtotal, taxRateBp, tax, total: subtotal + tax, countryCode }
}

/** A charge as the service sends it (`ChargeSummary`): decimal amounts, the rate in percent. */
export function presentCharge(charge: ChargeRecord): ChargeSummary {
  return {
    lines: charge.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      amount: toAmount(line.amount),
      ...(line.catalog_product_id === undefined ? {} : { catalog_product_id: line.catalog_product_id }),
    })),
    subtotal_amount: toAmount(charge.subtotal),
    tax_rate: charge.taxRateBp / 100,
    tax_amount: toAmount(charge.tax),
    total_amount: toAmount(charge.total),
    country_code: charge.countryCode,
  }
}

/** `21 November 2026`: a date as the lines of a charge write it (UTC). */
export function longDate(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(ms))
}

/** `Studio yearly, 3 February 2027 to 3 February 2028`: a plan for a period. */
export function periodLine(name: string, from: number, to: number): string {
  return `${name}, ${longDate(from)} to ${longDate(to)}`
}

/** `$60.55`: minor units of the shop's currency for people (from the decimal string, no float arithmetic). */
export function formatMinor(minor: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY }).format(
    decimalString(minor) as Intl.StringNumericLiteral,
  )
}

/**
 * What an order line says a charge was for: its one line's description, or its lines as people read
 * them (`Producer Suite yearly, … $299.00; less Unused time of Studio yearly, … $70.40`).
 */
export function chargeDescription(charge: ChargeRecord): string {
  if (charge.lines.length === 1) return charge.lines[0]?.description ?? ''
  return charge.lines
    .map(
      (line, i) =>
        `${i === 0 ? '' : line.kind === 'charge' ? 'plus ' : 'less '}${line.description} ${formatMinor(line.amount)}`,
    )
    .join('; ')
}
