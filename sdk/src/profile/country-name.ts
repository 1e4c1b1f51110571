/**
 * A country's English name, in a module of its own: screens that only name a country (the account
 * overview) need none of the profile rules, the generated enums or the postcode formats.
 */

/**
 * Names that differ between the ICU data of runtimes (checked 2026-11: Node 24 says "Hong Kong SAR
 * China", Chromium "Hong Kong"): one name everywhere, so a page rendered on a server and hydrated in
 * a browser shows the same text (a mismatch makes React render the page again).
 */
const PINNED_NAMES: Readonly<Record<string, string>> = {
  FK: 'Falkland Islands',
  HK: 'Hong Kong',
  MO: 'Macao',
  PS: 'Palestine',
}

/**
 * The English name of an ISO 3166-1 alpha-2 country code (`Intl.DisplayNames`, `GB` → "United
 * Kingdom"; the same in every runtime, {@link PINNED_NAMES}), else the code.
 */
export function countryName(code: string): string {
  const pinned = PINNED_NAMES[code.toUpperCase()]
  if (pinned) return pinned
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
