/**
 * The two cookie operations the token stores need, written out instead of taken from the `cookie`
 * package: the transport's default store (browser cookies) is part of every service bundle, and the
 * package's general parser and serializer cost ~1 KiB gzip there (`npm run bench:sdk`). The
 * formats follow RFC 6265 §4.1 (`Set-Cookie`) and §4.2 (`Cookie`), as the `cookie` package does.
 */

/** Attributes of one `Set-Cookie` line (RFC 6265 §4.1.2). */
export interface SetCookieInit {
  name: string
  /** Stored URI-encoded (`encodeURIComponent`), as the `cookie` package encodes by default. */
  value: string
  /** Lifetime in seconds; 0 deletes the cookie. */
  maxAge: number
  domain?: string
  path?: string
  secure?: boolean
  sameSite: 'Lax' | 'Strict' | 'None'
}

// RFC 6265 §4.1.1 token (cookie-name) and the characters allowed in Domain / Path attribute values.
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const ATTRIBUTE_VALUE = /^[\u0021-\u003A\u003C-\u007E]*$/

/**
 * One `Set-Cookie` header value: `name=value; Max-Age=…; Domain=…; Path=…; Secure; SameSite=…`.
 * @throws TypeError when the name is not an RFC 6265 token, or Domain / Path hold `;`, spaces or
 *   control characters (which would inject attributes)
 */
export function serializeSetCookie(cookie: SetCookieInit): string {
  if (!NAME.test(cookie.name)) throw new TypeError(`cookie name is invalid: ${cookie.name}`)
  let line = `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${Math.floor(cookie.maxAge)}`
  for (const [attribute, value] of [
    ['Domain', cookie.domain],
    ['Path', cookie.path],
  ] as const) {
    if (value === undefined) continue
    if (!ATTRIBUTE_VALUE.test(value)) throw new TypeError(`cookie ${attribute} is invalid: ${value}`)
    line += `; ${attribute}=${value}`
  }
  if (cookie.secure) line += '; Secure'
  return `${line}; SameSite=${cookie.sameSite}`
}

/**
 * The value of cookie `name` in a `Cookie` header (or `document.cookie`): the first occurrence wins,
 * percent-encoding is decoded (left as is when it is not valid UTF-8 percent-encoding).
 * @returns the decoded value, or `undefined` when the cookie is absent
 */
export function readCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue
    const raw = pair.slice(eq + 1).trim()
    try {
      return raw.includes('%') ? decodeURIComponent(raw) : raw
    } catch {
      return raw
    }
  }
  return undefined
}
