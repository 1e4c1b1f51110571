/**
 * Open-redirect guard for return targets: `redirect_uri`, the logout `continue` target and the path
 * to go back to after sign-in (OWASP Unvalidated Redirects and Forwards).
 */

/**
 * Resolves `target` against `origin` with the WHATWG URL parser (the browser's own reading) and
 * accepts it only when it stays on `origin`.
 * Refused, among others: `//evil.example`, `/\evil.example`, `https:evil.example`,
 * `javascript:alert(1)`, other origins, unparsable input, and any target whose normalised path starts
 * with `//` (`/.//evil.example`, `/./\evil.example`, `https://<own origin>//evil.example`): that path,
 * handed on as a path, is a protocol-relative URL to another host.
 * @param target absolute URL or path, as received (query string, storage)
 * @param origin the site's own origin, e.g. `location.origin` (`https://www.example.com`)
 * @returns the absolute, normalised URL, or `null` when refused
 */
export function safeReturnTarget(target: string | null | undefined, origin: string): string | null {
  if (typeof target !== 'string' || target.trim() === '') return null
  // A scheme without `//` (`https:evil.example`) is read relative to the base by URL but as a host by
  // some clients and proxies: refuse anything with a scheme that is not an absolute http(s) URL.
  if (/^\s*[a-z][a-z\d+.-]*:/i.test(target) && !/^https?:\/\//i.test(target)) return null
  let own: URL
  let resolved: URL
  try {
    own = new URL(origin)
    resolved = new URL(target, own.origin)
  } catch {
    return null
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null
  if (resolved.origin !== own.origin) return null
  if (resolved.username !== '' || resolved.password !== '') return null
  // The parser removes dot segments and reads `\` as `/` first, so `/.//x` and `/./\x` arrive here as `//x`.
  if (resolved.pathname.startsWith('//')) return null
  return resolved.toString()
}

/**
 * Like {@link safeReturnTarget} but returns the path + query + hash on the site (for router
 * navigation), or `fallback` when refused. The path returned never starts with `//`, so it stays a
 * path wherever it is used (a `Location` header, `history.pushState`, a link).
 */
export function safeReturnPath(target: string | null | undefined, origin: string, fallback = '/'): string {
  const safe = safeReturnTarget(target, origin)
  if (!safe) return fallback
  const url = new URL(safe)
  return `${url.pathname}${url.search}${url.hash}`
}
