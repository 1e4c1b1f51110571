/**
 * The site's configuration, read from the environment on the server at run time (never baked into
 * the build). `loadServerConfig` validates every variable and throws one {@link ConfigError} listing
 * every problem, so a bad deployment fails at startup with a clear message. Only
 * {@link PublicConfig} (no secrets) is sent to the browser.
 *
 * This module is plain TypeScript without imports so `app/server/serve.ts` can run it natively on
 * Node 24 as well as inside the Vite SSR bundle.
 */

/** Raised by {@link loadServerConfig} when one or more environment variables are invalid. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly problems: readonly string[]
  constructor(problems: readonly string[]) {
    super(`Invalid site configuration:\n  - ${problems.join('\n  - ')}`)
    this.problems = problems
  }
}

/** Configuration the browser may see (sent in the SSR payload). */
export interface PublicConfig {
  /** Origin used for canonical links and og:url, no trailing slash (`SITE_ORIGIN`). */
  siteOrigin: string
  /** Base URL of the Sanity-compatible content API and image CDN (`CONTENT_API_HOST`). */
  contentApiHost: string
  /** Sanity project id (`SANITY_PROJECT_ID`). */
  sanityProjectId: string
  /** Sanity dataset (`SANITY_DATASET`; docs/requirements.md §5: lowercase alphanumerics, `_`, `-`, ≤ 64 chars). */
  sanityDataset: string
  /** Base URL of the web services (`SERVICES_BASE_URL`). */
  servicesBaseUrl: string
  /** Application id of the site at the identity service (`APP_ID`): PKCE `app_id` (docs/requirements.md §4). Not a secret. */
  appId: string
  /** New-build poll interval in milliseconds (`BUILD_POLL_INTERVAL_MS`); 0 turns polling off. */
  buildPollIntervalMs: number
  /** Tag manager id (`GTM_ID`, docs/requirements.md §5 `^(GTM|G)-[A-Z0-9]+$`); `undefined` = tag manager disabled. */
  gtmId: string | undefined
  /**
   * Share of page views whose Core Web Vitals the browser sends to `/api/vitals`
   * (`WEB_VITALS_SAMPLE_RATE`, 0–1, default 0.1; 0 turns the beacon off; docs/decisions/041).
   */
  webVitalsSampleRate: number
  /**
   * Whether the browser sends the web services a W3C `traceparent` with each call
   * (`SERVICES_TRACEPARENT`, `true` or `false`, default `true`), so their spans join the screen's
   * trace; their CORS must allow the header (`Access-Control-Allow-Headers`), else set `false`
   * (docs/decisions/041).
   */
  servicesTraceparent: boolean
}

/** Full server configuration: {@link PublicConfig} plus server-only values. */
export interface ServerConfig extends PublicConfig {
  /** Port the production server listens on (`PORT`, default 3000). */
  port: number
  /**
   * Content preview token (`SANITY_PREVIEW_TOKEN`, server-only, never sent to the browser; default
   * `sandbox-preview-token`, the sandbox content service's). A preview request gets drafts only when
   * its `sanitySession` cookie holds this token.
   */
  sanityPreviewToken: string
  /**
   * The Sanity Studio that edits the content (`SANITY_STUDIO_URL`, default `http://localhost:3333`, a
   * Studio's development server): in preview, page text carries stega-encoded links to its edit intent
   * (decision 030).
   */
  sanityStudioUrl: string
  /**
   * The application's secret at the identity service (`APP_SECRET`, server-only): the basic-auth
   * password of sign-up and partner-promotion codes (docs/requirements.md §6), sent from server
   * functions only (docs/decisions/022). `undefined`: those calls answer that sign-up is unavailable.
   * `npm start` sets the sandbox's.
   */
  appSecret: string | undefined
  /**
   * How long server rendering waits for the content service, in ms (`CONTENT_FETCH_TIMEOUT_MS`,
   * default 5000), retries included; then the page shows the error screen. Far below the content
   * client's own 120 s (docs/requirements.md §9), which would hold the visitor's request that long.
   */
  contentFetchTimeoutMs: number
  /** `s-maxage` of published pages, in seconds (`CACHE_S_MAXAGE_SECONDS`, default 60): how long a CDN may serve them. */
  cacheSMaxAgeSeconds: number
  /**
   * `stale-while-revalidate` of published pages, in seconds (`CACHE_STALE_WHILE_REVALIDATE_SECONDS`,
   * default 600): how long a CDN may serve a stale page while it fetches a fresh one (RFC 5861).
   */
  cacheStaleWhileRevalidateSeconds: number
  /** Bytes the in-process cache of rendered pages may hold (`PAGE_CACHE_MAX_BYTES`, default 64 MiB; 0: off). */
  pageCacheMaxBytes: number
  /**
   * Whether the page cache listens to the content service's changes (`PAGE_CACHE_LISTEN`, `true` or
   * `false`, default `true`): every change empties it. With a hosted dataset the signed webhook does
   * the same (`SANITY_WEBHOOK_SECRET`).
   */
  pageCacheListen: boolean
  /**
   * Secret of the GROQ-powered webhook that empties the page cache (`SANITY_WEBHOOK_SECRET`; unset:
   * `POST /api/revalidate` is off and answers 404).
   */
  sanityWebhookSecret: string | undefined
  /**
   * Shared caches in front of the site that a valid webhook purges (`CACHE_PURGE_URLS`,
   * comma-separated http(s) URLs; default none): each gets a `PURGE` request (the configuration of
   * `deploy/varnish/site.vcl` empties the cache on it; docs/decisions/031).
   */
  cachePurgeUrls: string[]
  /**
   * Processes serving the site (`SITE_WORKERS`, 1–64, default 1): above 1, `app/server/main.ts` runs
   * that many workers sharing the port (Node's cluster, round-robin), one per core is the usual
   * choice; each keeps its own page cache, and a webhook reaching one empties all (app/server/cluster.ts).
   */
  siteWorkers: number
  /**
   * Port of the metrics listener (`METRICS_PORT`, 0–65535; 0 a free one): Prometheus text at
   * `/metrics`, never on the public port. Unset: no metrics are collected (docs/decisions/041).
   */
  metricsPort: number | undefined
  /** Interface the metrics listener binds (`METRICS_HOST`, default `0.0.0.0`: a scraper on another host). */
  metricsHost: string
  /**
   * The header in which a trusted proxy in front of the site (a CDN, a load balancer) puts the address
   * of the client it served (`CLIENT_ADDRESS_HEADER`, e.g. `CF-Connecting-IP`, `X-Forwarded-For`;
   * lower-cased), which per-client limits then key on (app/server/client-address.ts). Unset (the
   * default): the connection's own address, right when nothing stands in front.
   */
  clientAddressHeader: string | undefined
}

/** docs/requirements.md §5: the tag manager id pattern. */
export const GTM_ID_PATTERN = /^(GTM|G)-[A-Z0-9]+$/
const DATASET_PATTERN = /^[a-z0-9_-]{1,64}$/
const PROJECT_ID_PATTERN = /^[a-z0-9-]{1,64}$/
const APP_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
const HEADER_NAME_PATTERN = /^[a-z0-9-]{1,64}$/

/** Default application id (`APP_ID`), the one the local sandbox identity service knows. */
export const DEFAULT_APP_ID = 'music-website'

/** The sandbox content service's preview token (sdk `DEFAULT_PREVIEW_TOKEN`). */
export const DEFAULT_PREVIEW_TOKEN = 'sandbox-preview-token'

/** Default content fetch deadline of server rendering (ms). */
export const DEFAULT_CONTENT_FETCH_TIMEOUT_MS = 5000

/** Default in-process page cache size: 64 MiB. */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

/** Default new-build poll interval: 60 s (the spec does not fix one, §9). */
export const DEFAULT_BUILD_POLL_INTERVAL_MS = 60_000

/** Default share of page views that send their Core Web Vitals (`WEB_VITALS_SAMPLE_RATE`). */
export const DEFAULT_WEB_VITALS_SAMPLE_RATE = 0.1

/**
 * Reads and validates the configuration from `env` (normally `process.env`).
 * Throws {@link ConfigError} listing every invalid variable.
 */
export function loadServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = []
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value === '' ? undefined : value
  }

  /** An integer from `min` to `max` in `name`, `fallback` when unset or invalid (a problem recorded). */
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const value = read(name)
    if (value === undefined) return fallback
    const parsed = Number(value)
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`)
      return fallback
    }
    return parsed
  }
  /** A decimal from 0 to 1 in `name`, `fallback` when unset or invalid (a problem recorded). */
  const fraction = (name: string, fallback: number) => {
    const value = read(name)
    if (value === undefined) return fallback
    const parsed = Number(value)
    if (!/^(0|1|0?\.\d+|1\.0*)$/.test(value) || !(parsed >= 0 && parsed <= 1)) {
      problems.push(`${name} must be a number from 0 to 1, got ${JSON.stringify(value)}`)
      return fallback
    }
    return parsed
  }
  const boolean = (name: string, fallback: boolean) => {
    const value = read(name)
    if (value === undefined) return fallback
    if (value === 'true' || value === 'false') return value === 'true'
    problems.push(`${name} must be true or false, got ${JSON.stringify(value)}`)
    return fallback
  }

  const port = integer('PORT', 3000, 0, 65_535)
  const url = (name: string, fallback: string) => {
    const value = read(name) ?? fallback
    try {
      const parsed = new URL(value)
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol')
      return value.replace(/\/+$/, '')
    } catch {
      problems.push(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`)
      return fallback
    }
  }
  const pattern = (name: string, fallback: string, re: RegExp, rule: string) => {
    const value = read(name) ?? fallback
    if (!re.test(value)) problems.push(`${name} must be ${rule}, got ${JSON.stringify(value)}`)
    return value
  }

  const siteOrigin = url('SITE_ORIGIN', `http://localhost:${port}`)
  if (read('SITE_ORIGIN') && new URL(siteOrigin).pathname !== '/') {
    problems.push(`SITE_ORIGIN must be an origin without a path, got ${JSON.stringify(siteOrigin)}`)
  }
  const gtmId = read('GTM_ID')
  if (gtmId !== undefined && !GTM_ID_PATTERN.test(gtmId)) {
    problems.push(
      `GTM_ID must match ${GTM_ID_PATTERN} (e.g. GTM-AB12CD or G-AB12CD34), got ${JSON.stringify(gtmId)}`,
    )
  }
  const config: ServerConfig = {
    port,
    siteOrigin,
    contentApiHost: url('CONTENT_API_HOST', 'http://localhost:4000'),
    sanityProjectId: pattern(
      'SANITY_PROJECT_ID',
      'musicweb',
      PROJECT_ID_PATTERN,
      'lowercase letters, digits, -',
    ),
    sanityDataset: pattern(
      'SANITY_DATASET',
      'production',
      DATASET_PATTERN,
      'lowercase alphanumerics, _, - (≤ 64)',
    ),
    sanityPreviewToken: read('SANITY_PREVIEW_TOKEN') ?? DEFAULT_PREVIEW_TOKEN,
    sanityStudioUrl: url('SANITY_STUDIO_URL', 'http://localhost:3333'),
    servicesBaseUrl: url('SERVICES_BASE_URL', 'http://localhost:4100'),
    appId: pattern('APP_ID', DEFAULT_APP_ID, APP_ID_PATTERN, 'letters, digits, -, _ (≤ 64)'),
    buildPollIntervalMs: integer('BUILD_POLL_INTERVAL_MS', DEFAULT_BUILD_POLL_INTERVAL_MS, 0, 86_400_000),
    gtmId,
    appSecret: read('APP_SECRET'),
    contentFetchTimeoutMs: integer(
      'CONTENT_FETCH_TIMEOUT_MS',
      DEFAULT_CONTENT_FETCH_TIMEOUT_MS,
      100,
      120_000,
    ),
    cacheSMaxAgeSeconds: integer('CACHE_S_MAXAGE_SECONDS', 60, 0, 31_536_000),
    cacheStaleWhileRevalidateSeconds: integer('CACHE_STALE_WHILE_REVALIDATE_SECONDS', 600, 0, 31_536_000),
    pageCacheMaxBytes: integer(
      'PAGE_CACHE_MAX_BYTES',
      DEFAULT_PAGE_CACHE_MAX_BYTES,
      0,
      Number.MAX_SAFE_INTEGER,
    ),
    pageCacheListen: boolean('PAGE_CACHE_LISTEN', true),
    sanityWebhookSecret: read('SANITY_WEBHOOK_SECRET'),
    cachePurgeUrls: (read('CACHE_PURGE_URLS') ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .map((value, index) => url(`CACHE_PURGE_URLS[${index}]`, value)),
    siteWorkers: integer('SITE_WORKERS', 1, 1, 64),
    metricsPort: read('METRICS_PORT') === undefined ? undefined : integer('METRICS_PORT', 0, 0, 65_535),
    metricsHost: read('METRICS_HOST') ?? '0.0.0.0',
    webVitalsSampleRate: fraction('WEB_VITALS_SAMPLE_RATE', DEFAULT_WEB_VITALS_SAMPLE_RATE),
    servicesTraceparent: boolean('SERVICES_TRACEPARENT', true),
    clientAddressHeader: read('CLIENT_ADDRESS_HEADER')?.toLowerCase(),
  }
  if (config.clientAddressHeader !== undefined && !HEADER_NAME_PATTERN.test(config.clientAddressHeader)) {
    problems.push(
      `CLIENT_ADDRESS_HEADER must be a header name (letters, digits, -), got ${JSON.stringify(config.clientAddressHeader)}`,
    )
  }
  if (config.metricsPort !== undefined && config.metricsPort !== 0 && config.metricsPort === port) {
    problems.push(`METRICS_PORT must differ from PORT (metrics never share the public port), got ${port}`)
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

let cached: ServerConfig | undefined

/**
 * The validated server configuration, read from `process.env` on first use and kept for the life of
 * the process (app/server/serve.ts validates it once more before listening, so a bad value fails
 * startup). Server-only: holds `SANITY_PREVIEW_TOKEN` and `APP_SECRET`; the browser gets {@link toPublicConfig}'s part.
 * @throws ConfigError for invalid variables
 */
export function serverConfig(): ServerConfig {
  cached ??= loadServerConfig(process.env)
  return cached
}

/** The part of the configuration that may leave the server: each public field, named (nothing else leaks). */
export function toPublicConfig(config: ServerConfig): PublicConfig {
  return {
    siteOrigin: config.siteOrigin,
    contentApiHost: config.contentApiHost,
    sanityProjectId: config.sanityProjectId,
    sanityDataset: config.sanityDataset,
    servicesBaseUrl: config.servicesBaseUrl,
    appId: config.appId,
    buildPollIntervalMs: config.buildPollIntervalMs,
    gtmId: config.gtmId,
    webVitalsSampleRate: config.webVitalsSampleRate,
    servicesTraceparent: config.servicesTraceparent,
  }
}
