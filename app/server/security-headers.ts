/**
 * Headers every response of the site carries, static files included (docs/decisions/019; the
 * Content-Security-Policy of HTML pages needs the response's nonce and is set by the site handler,
 * app/server/site-handler.ts).
 */

/**
 * Browser features the site never uses, switched off for it and anything it embeds
 * (`Permissions-Policy`, W3C Permissions Policy).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * The headers for a site served at `siteOrigin`: `nosniff`, `strict-origin-when-cross-origin`, the
 * permissions policy, `Cross-Origin-Opener-Policy: same-origin` (sign-in leaves in the same tab, no
 * popup needs a window reference), `X-Frame-Options: DENY` for browsers without `frame-ancestors`,
 * and HSTS (a year, subdomains) when the origin is https.
 */
export function securityHeaders(siteOrigin: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(new URL(siteOrigin).protocol === 'https:'
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
}
