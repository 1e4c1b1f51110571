/**
 * The CSP nonce of a response (docs/decisions/019): made by the site handler per HTML response and
 * handed to the router in a request header. Kept apart from the policy, so the router (part of every
 * page's JavaScript) imports nothing else of the server.
 */

/** Request header carrying the nonce to the router (the site handler sets it; a client's value is replaced). */
export const NONCE_HEADER = 'x-csp-nonce'

/** A fresh nonce: 16 random bytes, base64 (CSP3 `nonce-source`). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
