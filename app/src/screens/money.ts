/**
 * Money on the screens (docs/decisions/016): the services send an amount as a JSON number in the
 * currency's major unit with at most two decimals (`9.99`) beside its ISO 4217 `currency` (absent:
 * US dollars). Screens never do arithmetic on that float: {@link toMinorUnits} reads it into whole
 * minor units (cents) through its decimal digits, sums and differences are integers, and
 * {@link formatMinorUnits} writes them with `Intl.NumberFormat` from a decimal string, so nothing is
 * ever rounded on the way.
 */

/** The currency of an amount the service sent without one (`specs/commerce.yaml` "Money"). */
const DEFAULT_CURRENCY = 'USD'

/** The locale amounts are written in (the screens' British English, as `format.ts`'s dates). */
const LOCALE = 'en-GB'

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The currency's format: its own symbol where it is unambiguous in `en-GB` (£, €, $ for USD, ¥), the
 * code's symbol otherwise; the currency's own number of decimals (2 for USD, 0 for JPY).
 * @throws RangeError for a string that is not a currency code
 */
function formatOf(currency: string): Intl.NumberFormat {
  let format = formats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    formats.set(currency, format)
  }
  return format
}

/** Decimals of the currency's minor unit (ISO 4217: 2 for USD, 0 for JPY, 3 for BHD). */
export function minorUnitDigits(currency = DEFAULT_CURRENCY): number {
  return formatOf(currency).resolvedOptions().maximumFractionDigits ?? 2
}

/**
 * An amount as the services send it (`9.99` US dollars) → whole minor units (`999` cents), read from
 * the number's shortest decimal form, so no binary fraction is ever multiplied.
 * @param currency ISO 4217 code; default {@link DEFAULT_CURRENCY}
 * @throws RangeError for a value that is not a finite amount of at most the currency's decimals
 */
export function toMinorUnits(amount: number, currency = DEFAULT_CURRENCY): number {
  const digits = minorUnitDigits(currency)
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(amount))
  if (!Number.isFinite(amount) || !match || (match[3]?.length ?? 0) > digits)
    throw new RangeError(`${amount} is not an amount of ${currency}`)
  const [, sign, whole = '0', fraction = ''] = match
  const minor = Number(`${whole}${fraction.padEnd(digits, '0')}`)
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${amount} is too large an amount`)
  return sign === '-' && minor !== 0 ? -minor : minor
}

/** Whole minor units → the decimal string of the major unit (`999` → `"9.99"`, `-5` → `"-0.05"`). */
export function decimalString(minor: number, currency = DEFAULT_CURRENCY): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`)
  const digits = minorUnitDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * Whole minor units written for people in the currency: `formatMinorUnits(999, 'USD')` → `"$9.99"`,
 * `formatMinorUnits(9900, 'GBP')` → `"£99.00"` (`Intl.NumberFormat` of the exact decimal string).
 */
export function formatMinorUnits(minor: number, currency = DEFAULT_CURRENCY): string {
  // A decimal string is formatted exactly (Intl.NumberFormat v3, ES2023).
  return formatOf(currency).format(decimalString(minor, currency) as `${number}`)
}

/**
 * An amount as the services send it, written for people: `formatMoney(9.99, 'EUR')` → `"€9.99"`.
 * @param currency the reply's `currency`; absent: {@link DEFAULT_CURRENCY}
 */
export function formatMoney(amount: number, currency: string | undefined = DEFAULT_CURRENCY): string {
  return formatMinorUnits(toMinorUnits(amount, currency), currency)
}
