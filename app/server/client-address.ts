/**
 * The address of the client a request came from: the one place the site's per-client limits ask (the
 * Core Web Vitals beacon's flood limit, web-vitals.ts; docs/decisions/041). The sign-in throttle is
 * not the site's: the identity service counts per account (decision 035).
 *
 * Without a setting it is the connection's address (srvx's `request.ip`), right when browsers connect
 * to the site itself. Behind a CDN or a load balancer every request comes from the proxy, so all
 * visitors would share one limit: `CLIENT_ADDRESS_HEADER` names the header in which the trusted proxy
 * in front puts the address it served (`CF-Connecting-IP`, `True-Client-IP`, `X-Real-IP`, or
 * `X-Forwarded-For` / `Forwarded`, of which the last entry is taken: the one the nearest proxy added).
 * Only name a header that proxy always sets, overwriting what the client sent, and only when the site
 * cannot be reached except through it: anyone else can write any header. A missing or malformed value
 * falls back to the connection's address. Like `X-Request-Id` (serve.ts), a proxy's header is taken
 * only as far as it is well formed.
 */
import { isIP } from 'node:net'

/** The connection's address srvx gives a request, when it does. */
type ServedRequest = Request & { ip?: string }

/** `value` as a bare IP address (brackets and a port removed), or undefined when it is not one. */
function ipAddress(value: string | undefined): string | undefined {
  let address = value?.trim().replace(/^"|"$/g, '')
  if (!address) return undefined
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  return address && isIP(address) ? address : undefined
}

/** The address a list-valued header's last entry holds (`X-Forwarded-For`, RFC 7239 `Forwarded`). */
function lastEntry(header: string, value: string): string | undefined {
  const last = value.split(',').at(-1)
  if (header !== 'forwarded') return last
  return /(?:^|;)\s*for=([^;]+)/i.exec(last ?? '')?.[1]
}

/**
 * The client address of `request` (see the module's description).
 * @param header the trusted proxy's header (`CLIENT_ADDRESS_HEADER`, lower case), or undefined
 * @returns an IP address, or `unknown` when neither the header nor the connection gives one
 */
export function clientAddress(request: Request, header: string | undefined): string {
  if (header) {
    const value = request.headers.get(header)
    const fromProxy = value === null ? undefined : ipAddress(lastEntry(header, value))
    if (fromProxy) return fromProxy
  }
  return (request as ServedRequest).ip ?? 'unknown'
}
