/**
 * A country's English name, in a module of its own: screens that only name a country (the account
 * overview) need none of the profile rules, the generated enums or the postcode formats.
 */

/** The English name of an ISO 3166-1 alpha-2 country code (`Intl.DisplayNames`, `GB` → "United Kingdom"), else the code. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}
