/**
 * The site's Content-Security-Policy (docs/decisions/019): scripts only with the response's nonce
 * (never `'unsafe-inline'`), and what they load themselves (`'strict-dynamic'`: the route chunks, the
 * tag manager); images, media and connections only to the origins the configuration names (the
 * content API and image CDN, the web services); frames only from the payment gateway's card form; no
 * framing of the site (`frame-ancestors 'none'`).
 */
import { imageCdnBaseUrl } from '@music/sdk/content'
import { cardFormOrigin } from '../src/config/payment-gateway.ts'
import type { PublicConfig } from '../src/config/server-config.ts'
import { serviceBaseUrlsFor } from '../src/config/service-base-urls.ts'

/** Where browsers send CSP violation reports (`report-uri`, and `report-to` through `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/api/csp-report'

/**
 * Origins Google's tag manager and analytics load from and send to (Google's "Use a Content Security
 * Policy" guide for Tag Manager and GA4); allowed only while `GTM_ID` is set.
 */
const TAG_MANAGER_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/** The origin of an absolute URL. */
const originOf = (url: string): string => new URL(url).origin

/**
 * The origin the browser reaches the content API at (live preview listens there): Sanity's API host
 * is addressed per project (`https://<projectId>.api.sanity.io`, as `@sanity/client` does), any other
 * host (the sandbox) as configured.
 */
function contentApiOrigin(config: PublicConfig): string {
  const host = originOf(config.contentApiHost)
  return host === 'https://api.sanity.io' ? `https://${config.sanityProjectId}.api.sanity.io` : host
}

/**
 * The `Content-Security-Policy` header value of an HTML response carrying `nonce`.
 * - `script-src 'nonce-…' 'strict-dynamic'`: the inline scripts TanStack Start writes (dehydrated
 *   state, scroll restoration) and the entry module carry the nonce; what they load (route chunks,
 *   the tag manager's script) is trusted through them. `'self'` is for browsers without CSP3.
 * - `style-src-attr 'unsafe-inline'`: the low-quality image placeholders are `style` attributes
 *   (a background image); stylesheets and `<style>` elements still need `'self'` or the nonce.
 * - `img-src`/`media-src`: this site, `data:` placeholders, the image and file CDN; images and audio
 *   also from the web services (avatars, AI images by URL, library previews) and `blob:` images (AI
 *   images delivered as base64, kept as Blobs).
 * - `connect-src`: this site (server functions, build polling), the content API, every web service.
 * - `frame-src`: the payment gateway's hosted card form only (config/payment-gateway.ts, decision 020).
 * @param config the public configuration (its origins, the tag manager id)
 * @param options.https whether the site is served over https (`upgrade-insecure-requests`)
 */
export function contentSecurityPolicy(
  nonce: string,
  config: PublicConfig,
  options: { https: boolean },
): string {
  const cdn = originOf(imageCdnBaseUrl(config.contentApiHost))
  const services = [...new Set(Object.values(serviceBaseUrlsFor(config.servicesBaseUrl)).map(originOf))]
  const tagManager = config.gtmId ? TAG_MANAGER_ORIGINS : []
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', cdn, ...services, ...tagManager],
    ['media-src', "'self'", cdn, ...services],
    ['font-src', "'self'"],
    ['connect-src', "'self'", contentApiOrigin(config), ...services, ...tagManager],
    ['frame-src', cardFormOrigin(config)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(options.https ? [['upgrade-insecure-requests'] as [string]] : []),
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', 'csp'],
  ]
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ')
}

/** `Reporting-Endpoints` naming the `csp` group of `report-to` (Reporting API). */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`
