/** Base64 helpers that work the same in browsers and Node (no `Buffer`). */

/** Standard base64 (RFC 4648 §4) of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** base64url without padding (RFC 4648 §5, as RFC 7636 uses it) of bytes. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** `Basic <base64(id:secret)>` (RFC 7617), UTF-8 encoded. */
export function basicAuthorization(id: string, secret: string): string {
  return `Basic ${bytesToBase64(new TextEncoder().encode(`${id}:${secret}`))}`
}
