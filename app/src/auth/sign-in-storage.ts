/**
 * The values a sign-in saves before leaving for the identity service and reads on return (spec §4:
 * "state, verifier and redirect URL saved in local storage"). localStorage, not sessionStorage: the
 * identity service may finish sign-in in another tab (e.g. from an e-mail link).
 */

/** localStorage keys of the saved sign-in values. */
export const SIGN_IN_STORAGE_KEYS = {
  /** OAuth `state` sent to `/en/authorize` (RFC 6749 §10.12). */
  state: 'sso_state',
  /** PKCE `code_verifier` (RFC 7636 §4.1), 43 characters. */
  codeVerifier: 'sso_code_verifier',
  /** The site page to land on after sign-in: path + search + hash. */
  redirectUrl: 'sso_redirect_url',
} as const

/** What a sign-in saves. */
export interface SavedSignIn {
  state: string
  codeVerifier: string
  redirectUrl: string
}

/** The part of `Storage` used here (injectable for tests). */
export type SignInStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Saves the values of a sign-in that is about to start. */
export function saveSignIn(values: SavedSignIn, storage: SignInStorage = localStorage): void {
  storage.setItem(SIGN_IN_STORAGE_KEYS.state, values.state)
  storage.setItem(SIGN_IN_STORAGE_KEYS.codeVerifier, values.codeVerifier)
  storage.setItem(SIGN_IN_STORAGE_KEYS.redirectUrl, values.redirectUrl)
}

/** Reads the saved values; a missing one reads as `null`. */
export function readSignIn(storage: SignInStorage = localStorage): {
  [K in keyof SavedSignIn]: string | null
} {
  return {
    state: storage.getItem(SIGN_IN_STORAGE_KEYS.state),
    codeVerifier: storage.getItem(SIGN_IN_STORAGE_KEYS.codeVerifier),
    redirectUrl: storage.getItem(SIGN_IN_STORAGE_KEYS.redirectUrl),
  }
}

/** Forgets the saved values (after a return, matching or not, and on sign-out). */
export function clearSignIn(storage: SignInStorage = localStorage): void {
  for (const key of Object.values(SIGN_IN_STORAGE_KEYS)) storage.removeItem(key)
}
