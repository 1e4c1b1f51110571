/**
 * Rules of the fake licence service shared by its store and its authorizations: the body codes of its
 * 400 replies, the activation limit, and which host applications use which licences.
 */

/**
 * Body codes of the licence service's 400 replies (`specs/license.yaml` description). 1001 and 1007
 * are the refresh-token errors of docs/requirements.md §8, which the sdk handles itself, so they are never used here.
 */
export const LICENSE_ERROR_CODES = {
  badRequest: 1000,
  malformedSerialNumber: 1101,
  serialNumberRegistered: 1102,
  unknownSerialNumber: 1103,
  otherProductType: 1104,
  ilokUserId: 1105,
  serialNumberRequired: 1106,
  trialStarted: 1107,
  activationLimit: 1201,
  notActivated: 1202,
  alreadyReported: 1203,
  otherApplication: 1204,
  expired: 1205,
} as const

/** Activations per licence of a registered product (a trial's licence: 1). */
export const ACTIVATION_LIMIT = 2

/** Host application id (`HostApplicationId`) → the RLM products of the licences it uses. */
export const RLM_NAMES: Record<string, string[]> = {
  dj: ['serato_dj_pro', 'serato_video', 'serato_fx_pack', 'serato_flip', 'serato_pnt_dj'],
  dj_lite: ['serato_dj_pro'],
  serato_sample: ['serato_sample'],
  wailshark: ['wailshark'],
  serato_studio: ['serato_studio'],
  serato_hex_fx: ['serato_hex_fx'],
}
