/**
 * Amounts and billing dates of the fake commerce service. Amounts are integers in minor units (cents)
 * everywhere in the store; only the reply turns them into the wire's decimal number (`999` → `9.99`),
 * through their decimal string, so no arithmetic ever runs on fractional amounts.
 */

/** `999` → `"9.99"`: minor units as a decimal string with two decimals. */
export function decimalString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`amount ${minor} is not a whole number of minor units`)
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Minor units as the service sends money: a JSON number in the major unit (`999` → `9.99`). */
export function toAmount(minor: number): number {
  return Number(decimalString(minor))
}

/** `part / whole` of `minor`, rounded half up to a whole minor unit (pro-rata charges). */
export function prorate(minor: number, part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((minor * part) / whole)
}

/** Tax on `minor` at `basisPoints` (2000 = 20 %), rounded half up to a whole minor unit. */
export function taxOn(minor: number, basisPoints: number): number {
  return Math.round((minor * basisPoints) / 10_000)
}

/** Tax rates of the countries the sandbox knows, in basis points (VAT/GST; none elsewhere). */
export const TAX_RATES_BP: Record<string, number> = {
  GB: 2000,
  DE: 1900,
  FR: 2000,
  NZ: 1500,
  AU: 1000,
  NG: 750,
}

/** The tax rate of `countryCode` in basis points; 0 for a country without one in the sandbox. */
export function taxRateOf(countryCode: string | undefined): number {
  return TAX_RATES_BP[countryCode ?? ''] ?? 0
}

export const DAY_MS = 24 * 60 * 60 * 1000

/** `ms` plus `months` calendar months in UTC, the day clamped to the target month's last day. */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms)
  const target = new Date(ms)
  target.setUTCDate(1)
  target.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return target.getTime()
}

/** Whole days from `from` to `to`, rounded up; 0 when `to` is not later. */
export function daysUntil(from: number, to: number): number {
  return Math.max(0, Math.ceil((to - from) / DAY_MS))
}
