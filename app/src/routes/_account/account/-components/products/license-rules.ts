/**
 * What the products screen needs to know about the licence service's things (docs/decisions/012):
 * which product types can be registered, which host application authorises a licence, the formats of
 * serial numbers and iLok user ids, and how a licence's term reads.
 */
import type { HostApplicationId, License, LicenseTerm, ProductType } from '@music/sdk/license'

/** Four groups of four letters and digits; case, spaces and the dashes between groups do not matter. */
export const SERIAL_NUMBER = /^[0-9A-Za-z]{4}(?:[\s-]*[0-9A-Za-z]{4}){3}$/
/** The service's message for a malformed serial number (code 1101), said before asking it. */
export const SERIAL_NUMBER_FORMAT =
  'A serial number has four groups of four letters and digits, like ABCD-1234-EFGH-5678.'
/** 3 to 32 letters, digits, dots, dashes or underscores (`UpdateProductRequest.ilok_user_id`). */
export const ILOK_USER_ID = /^[A-Za-z0-9._-]{3,32}$/
/** The service's message for a malformed iLok user id (code 1105). */
export const ILOK_USER_ID_FORMAT = 'An iLok user ID has 3 to 32 letters, digits, dots, dashes or underscores.'

/** Product types a customer registers with a serial number: those with a licence type that is not a trial. */
export function registrableTypes(types: readonly ProductType[]): ProductType[] {
  return types.filter((type) => type.license_types?.some(({ license_type }) => license_type.term !== 'trial'))
}

/** The site's name of each host application (`HostApplicationId`) that activates licences. */
export const HOST_APPLICATION_NAMES: Record<HostApplicationId, string> = {
  dj: 'DJ Pro',
  dj_lite: 'DJ Lite',
  serato_sample: 'Sample',
  wailshark: "Pitch 'n' Time",
  serato_studio: 'Studio',
  serato_hex_fx: 'Hex FX',
}

/**
 * The host application that authorises `license` (`app_name` of an authorization, decision 012): `dj`
 * for DJ Pro licences, otherwise the licence's RLM product; undefined when no host application uses it.
 */
export function authorizingApp(license: License): HostApplicationId | undefined {
  const rlm = license.license_type.rlm_schema?.name
  if (rlm === 'serato_dj_pro') return 'dj'
  return rlm && rlm in HOST_APPLICATION_NAMES ? (rlm as HostApplicationId) : undefined
}

/** How each licence term reads. */
export const TERM_LABELS: Record<LicenseTerm, string> = {
  permanent: 'Permanent',
  subscription: 'Subscription',
  trial: 'Trial',
  timelimited: 'Time-limited',
}

/** "1 of 2 machines" (1 of 1 machine): a licence's activations against its limit. */
export function activationCount(license: License): string {
  const limit = license.activation_limit
  return `${license.activations.length} of ${limit} ${limit === 1 ? 'machine' : 'machines'}`
}
