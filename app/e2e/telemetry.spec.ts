import { expect, test } from './fixtures.ts'
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from './otlp-receiver.ts'
import {
  closedPort,
  startContentProcess,
  startServicesProcess,
  startSiteProcess,
  type TestServer,
} from './processes.ts'
import { completeSignIn, REFRESH_COOKIE } from './sign-in-helpers.ts'

/**
 * Telemetry as an operator meets it (issue 36, docs/decisions/041): the built site, a content service
 * and a services sandbox of their own, all exporting to an in-process OTLP receiver.
 * - One trace per request, from the site's SERVER span to the content service's and the services'
 *   own spans through `traceparent`: a marketing page's content query; a signed-in screen rendered on
 *   the server (issue 32): the session opened from its cookie and its loaders' sdk calls, each
 *   reaching a service's own span, each loader's span covering the calls it started.
 * - A screen reached by a client navigation (issue 36's operator walk, H1): the browser's own call to
 *   the service sends the screen's `traceparent`, which the service's span joins; the beacon brings
 *   its time to data and its calls into the metrics, and its trace id into the site's log.
 * - The metrics listener (`METRICS_PORT`): route, service and page cache series; the Node runtime's;
 *   the server render's own session refreshes; a failed section of a 200 page, counted and logged; an
 *   identity service that fails during a server render answered 503 with the error screen.
 * - A real visit's LCP in the `web_vitals_lcp` histogram.
 * - No personal data: every exported byte (traces, metrics, the site's log, the client navigation's
 *   records included) searched for the signed-in user's e-mail address, name and tokens.
 */

const ALEX = {
  email: 'alex.rivera@example.com',
  password: 'Turntable-42',
  firstName: 'Alex',
  lastName: 'Rivera',
}

test.describe.configure({ mode: 'serial', timeout: 90_000 })

let receiver: OtlpReceiver
let content: TestServer
let services: TestServer
let site: TestServer & { metricsUrl?: string }
const siteLog: string[] = []
/** The bearer tokens and the refresh cookie the signed-in test saw. */
const secrets = new Set<string>()
/** The signed-in test's session cookies, for the tests that load signed-in screens again. */
let sessionCookies: Awaited<ReturnType<import('@playwright/test').BrowserContext['cookies']>> = []
/** The trace the client navigation to the orders screen sent the commerce service. */
let ordersTraceId = ''

test.beforeAll(async () => {
  receiver = await startOtlpReceiver()
  const otel = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Spans leave within 50 ms instead of 5 s, so the test waits little.
    OTEL_BSP_SCHEDULE_DELAY: '50',
  }
  const port = await closedPort()
  const siteOrigin = `http://127.0.0.1:${port}`
  ;[content, services] = await Promise.all([
    startContentProcess({ ...otel, CONTENT_ALLOWED_ORIGINS: siteOrigin }),
    startServicesProcess({ ...otel, SITE_ORIGIN: siteOrigin }),
  ])
  site = await startSiteProcess(
    {
      ...otel,
      PORT: String(port),
      SITE_ORIGIN: siteOrigin,
      CONTENT_API_HOST: content.url,
      SERVICES_BASE_URL: services.url,
      PAGE_CACHE_LISTEN: 'false',
      METRICS_PORT: '0',
      METRICS_HOST: '127.0.0.1',
      WEB_VITALS_SAMPLE_RATE: '1',
    },
    { stdout: (chunk) => void siteLog.push(chunk) },
  )
})

test.afterAll(async () => {
  await site?.stop()
  await Promise.all([content?.stop(), services?.stop()])
  await receiver?.close()
})

/** The site's SERVER span named `name`, once exported. */
async function serverSpan(name: string): Promise<ReceivedSpan> {
  let found: ReceivedSpan | undefined
  await expect
    .poll(() => {
      found = receiver
        .spans()
        .find((span) => span.service === 'music-site' && span.kind === 2 && span.name === name)
      return found?.name
    })
    .toBe(name)
  return found as ReceivedSpan
}

/** The spans of `traceId` once `expected` of them are exported (the other processes export on their own). */
async function traceOf(traceId: string, ready: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  let spans: ReceivedSpan[] = []
  await expect
    .poll(() => {
      spans = receiver.spans().filter((span) => span.traceId === traceId)
      return ready(spans)
    })
    .toBe(true)
  return spans
}

/** The span of `spans` named `name` (and of `service`, default the site's). */
function named(spans: ReceivedSpan[], name: string | RegExp, service = 'music-site'): ReceivedSpan {
  const span = spans.find(
    (candidate) =>
      candidate.service === service &&
      (typeof name === 'string' ? candidate.name === name : name.test(candidate.name)),
  )
  expect(
    span,
    `${service} span ${name} in ${spans.map((s) => `${s.service}:${s.name}`).join(', ')}`,
  ).toBeDefined()
  return span as ReceivedSpan
}

test('a marketing page is one trace from its request to the content service’s own span', async ({ page }) => {
  await page.goto(`${site.url}/studio/downloads`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const request = await serverSpan('GET /$product/downloads')
  expect(request.parentSpanId).toBe('')
  expect(request.attributes).toMatchObject({
    'http.route': '/$product/downloads',
    'music.page_cache': 'MISS',
  })
  const spans = await traceOf(request.traceId, (all) =>
    all.some((span) => span.service === 'content-service'),
  )
  // One request, one trace: no other request of the site is in it.
  expect(spans.filter((span) => span.service === 'music-site' && span.kind === 2)).toHaveLength(1)
  const loader = named(spans, 'loader /$product/downloads')
  const fn = named(spans, 'server function getPageDocument')
  const query = named(spans, /^(GET|POST) \/v\{apiVersion\}\/data\/query\/\{dataset\}$/)
  const served = named(spans, /\/v\{apiVersion\}\/data\/query\/\{dataset\}$/, 'content-service')
  named(spans, 'render /$product/downloads')
  expect(loader.parentSpanId).toBe(request.spanId)
  expect(fn.parentSpanId).toBe(loader.spanId)
  expect(query.parentSpanId).toBe(fn.spanId)
  expect(query.attributes).toMatchObject({ 'music.service': 'content' })
  // The content service's own span continues the site's query span (traceparent).
  expect(served.kind).toBe(2)
  expect(served.parentSpanId).toBe(query.spanId)
})

test('a signed-in screen rendered on the server: its loaders’ service calls reach the services’ own spans', async ({
  page,
  context,
}) => {
  // The access tokens the tab sends to the services, and the sign-in code of the return URL.
  /** The `traceparent` of each call the tab itself made to the orders operation. */
  const ordersCalls: string[] = []
  page.on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1]
    if (bearer) secrets.add(bearer)
    const code = new URL(request.url()).searchParams.get('code')
    if (code) secrets.add(code)
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/commerce/api/v1/me/orders') {
      ordersCalls.push(request.headers().traceparent ?? '')
    }
  })
  await page.goto(`${site.url}/account`)
  await page.waitForURL(/\/identity\/en\/authorize/)
  await completeSignIn(page, ALEX)
  // A sign-in and three signed-in screens, each loading from several services: more than 5 s on busy cores.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account', { timeout: 20_000 })
  // Loaded anew: the server opens the session from its cookie and renders the screen with its data.
  await page.goto(`${site.url}/account/products`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products & licences', { timeout: 20_000 })
  await page.goto(`${site.url}/account/downloads`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads', { timeout: 20_000 })
  // A client navigation to a screen the tab has not loaded: the browser calls the service itself,
  // with the tab's access token (one of the secrets the personal-data test looks for).
  const clicked = await page.evaluate(() => performance.now())
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Orders & invoices' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders & invoices', { timeout: 20_000 })
  // The screen's data is on screen: one of its sections set its `screen:data-shown` mark (the mark's
  // detail is the section's title, also on its `[data-screen-data]` element).
  const section = await page.locator('[data-screen-data]').first().getAttribute('data-screen-data')
  await page.waitForFunction(
    ([since, title]) =>
      performance
        .getEntriesByName('screen:data-shown')
        .some((mark) => mark.startTime > since && (mark as PerformanceMark).detail === title),
    [clicked, section] as const,
  )
  await expect.poll(() => secrets.size).toBeGreaterThanOrEqual(2)
  sessionCookies = await context.cookies(site.url)
  for (const cookie of sessionCookies) if (cookie.name === REFRESH_COOKIE) secrets.add(cookie.value)
  // The tab's own call sent the screen's trace (sampled: WEB_VITALS_SAMPLE_RATE=1), a span id its own.
  expect(ordersCalls).toHaveLength(1)
  const [, traceId, parentId, flags] = ordersCalls[0]?.split('-') ?? []
  expect(ordersCalls[0]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
  ordersTraceId = traceId ?? ''
  // Leaving for another page sends the screen's record (the beacon of the page's hiding).
  await page.goto(`${site.url}/studio/downloads`)
  // The commerce service's own span joined that trace, as the child of the tab's attempt.
  const ordersTrace = await traceOf(ordersTraceId, (all) =>
    all.some((span) => span.service === 'services-sandbox' && span.name === 'GET /commerce/*'),
  )
  expect(named(ordersTrace, 'GET /commerce/*', 'services-sandbox').parentSpanId).toBe(parentId)
  expect(flags).toBe('01')

  const request = await serverSpan('GET /account/products')
  const spans = await traceOf(request.traceId, (all) =>
    all.some((span) => span.service === 'services-sandbox' && span.name === 'GET /license/*'),
  )
  const byId = new Map(spans.map((span) => [span.spanId, span]))
  /** The names of a span's ancestors in this trace, nearest first. */
  const ancestors = (span: ReceivedSpan): string[] => {
    const names: string[] = []
    for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? ''))
      names.push(parent.name)
    return names
  }
  // The session opened from the cookie: the identity service's non-rotating refresh, in this trace.
  const refresh = named(spans, 'POST /api/v1/tokens/refresh')
  expect(ancestors(refresh)).toContain(request.name)
  expect(named(spans, 'POST /identity/*', 'services-sandbox').parentSpanId).toBe(refresh.spanId)
  // A loader's sdk call (a CLIENT span of the site) reaches a service's own span through traceparent.
  // The products screen's licences: the licence service's span, under the screen's loader.
  const served = spans.filter((span) => span.service === 'services-sandbox' && span.name === 'GET /license/*')
  const call = served.map((span) => byId.get(span.parentSpanId ?? '')).find((parent) => parent?.kind === 3)
  expect(call, `a site CLIENT span above ${served.map((span) => span.name).join(', ')}`).toBeDefined()
  const chain = ancestors(call as ReceivedSpan)
  expect(
    chain.includes('loader /account/products'),
    spans.map((span) => `${span.service}:${span.name} < ${ancestors(span).join(' < ')}`).join('\n'),
  ).toBe(true)
  expect(chain.at(-1)).toBe(request.name)
  // The loader's span lasts until the calls it started have answered (it returns before they do):
  // it covers each of its CLIENT spans (durations compare exactly; start and end times are each
  // anchored to their own span's clock).
  const loader = named(spans, 'loader /account/products')
  const loaderCalls = spans.filter(
    (span) => span.kind === 3 && ancestors(span).includes('loader /account/products'),
  )
  expect(loaderCalls.length).toBeGreaterThan(0)
  for (const each of loaderCalls) expect(loader.durationNs).toBeGreaterThanOrEqual(each.durationNs)
})

test('a client navigation’s time to data and its calls reach the metrics, its trace id the log', async () => {
  const metricsText = async () => (await fetch(`${site.metricsUrl}/metrics`)).text()
  // The beacon left as the page was hidden: seconds on busy cores.
  await expect
    .poll(
      async () =>
        /music_screen_data_duration_count\{[^}]*http_route="\/account\/orders"[^}]*\} 1/.test(
          await metricsText(),
        ),
      {
        timeout: 20_000,
      },
    )
    .toBe(true)
  const text = await metricsText()
  expect(text).toMatch(
    /http_client_request_duration_count\{(?=[^}]*music_service="commerce")(?=[^}]*url_template="\/api\/v1\/me\/orders")(?=[^}]*music_measured_in="browser")(?=[^}]*http_response_status_code="200")[^}]*\} 1/,
  )
  // The trace id is never a label; the screen's log line names it, with its slowest call. (A hover
  // preload may have asked for the orders before the navigation began: then the call is in the
  // trace of the screen the pointer was on, which the log names just the same.)
  expect(text).not.toContain(ordersTraceId)
  const screens = siteLog
    .join('')
    .split('\n')
    .filter((each) => each.includes('"msg":"browser screen"'))
    .map((each) => JSON.parse(each) as Record<string, unknown>)
  expect(screens).toContainEqual(
    expect.objectContaining({
      trace_id: ordersTraceId,
      calls: expect.any(Number),
      slowest_service: expect.any(String),
      slowest_url_template: expect.stringMatching(/^\/api\//),
      slowest_ms: expect.any(Number),
      trace_sampled: true,
    }),
  )
  expect(screens).toContainEqual(
    expect.objectContaining({
      route: '/account/orders',
      data_shown_ms: expect.any(Number),
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    }),
  )
})

test('the server render’s own refreshes are counted, an identity failure is a 503 error screen, a failed section is counted and logged', async ({
  page,
  context,
  consoleErrors,
}) => {
  expect(sessionCookies.length).toBeGreaterThan(0)
  await context.addCookies(sessionCookies)
  const fault = async (rule: Record<string, unknown>) =>
    expect(
      (
        await fetch(`${services.url}/__sandbox/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(rule),
        })
      ).ok,
    ).toBe(true)
  consoleErrors.allowStatus(503)
  consoleErrors.allow(
    /could not be loaded|Service unavailable|SignInUnavailableError|not available right now/i,
  )

  // The identity service fails the render's refresh: the error screen, as a 503.
  await fault({ service: 'identity', path: '/api/v1/tokens/refresh', status: 503, times: 1 })
  const down = await page.goto(`${site.url}/account/orders`)
  expect(down?.status()).toBe(503)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.')

  // The commerce service fails the orders during the render: still a 200, the section's alert (the
  // browser asks again), counted by route, service and error type, and a log line names the call.
  await fault({ service: 'commerce', path: '/api/v1/me/orders', status: 503, times: 1 })
  const failed = await page.goto(`${site.url}/account/orders`)
  expect(failed?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders & invoices', { timeout: 20_000 })

  const text = await (await fetch(`${site.metricsUrl}/metrics`)).text()
  const refreshes = (outcome: string) =>
    new RegExp(
      `music_session_refreshes_total\\{(?=[^}]*music_session_caller="server-render")(?=[^}]*music_session_outcome="${outcome}")[^}]*\\} (\\d+)`,
    ).exec(text)?.[1]
  expect(Number(refreshes('refreshed'))).toBeGreaterThanOrEqual(3)
  expect(refreshes('unavailable')).toBe('1')
  expect(text).toMatch(
    /music_session_refreshes_total\{(?=[^}]*music_session_caller="refresh-session")[^}]*\} \d/,
  )
  expect(text).toMatch(
    /music_screen_sections_failed_total\{(?=[^}]*http_route="\/account\/orders")(?=[^}]*music_service="commerce")(?=[^}]*error_type="503")[^}]*\} 1/,
  )
  const lines = siteLog
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const failedCall = lines.find(
    (line) =>
      line.msg === 'service call failed' &&
      line.service === 'commerce' &&
      line.url_template === '/api/v1/me/orders' &&
      line.status === 503,
  )
  expect(failedCall?.trace_id).toMatch(/^[0-9a-f]{32}$/)
  // Its trace id leads to the request's own line, which names the route.
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'request', route: '/account/orders', trace_id: failedCall?.trace_id }),
  )
})

test('the metrics listener answers with the route, service, cache and runtime series', async () => {
  expect(site.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  expect(site.metricsUrl).not.toBe(site.url)
  const text = await (await fetch(`${site.metricsUrl}/metrics`)).text()
  expect(text).toMatch(/http_server_request_duration_count\{[^}]*http_route="\/\$product\/downloads"/)
  expect(text).toMatch(/http_server_request_duration_count\{[^}]*http_route="\/_serverFn\/refreshSession"/)
  expect(text).toMatch(/http_client_request_duration_count\{[^}]*music_service="identity"/)
  expect(text).toMatch(/http_client_request_duration_count\{[^}]*music_service="content"/)
  expect(text).toMatch(/music_page_cache_requests_total\{music_page_cache="MISS"\} \d/)
  expect(text).toMatch(/music_session_refreshes_total\{[^}]*music_session_outcome="refreshed"[^}]*\} \d/)
  expect(text).toMatch(/^nodejs_eventloop_delay_p99/m)
  expect(text).toMatch(/^v8js_memory_heap_used/m)
  // Not on the public port.
  expect((await fetch(`${site.url}/metrics`)).status).toBe(404)
})

test('a real visit’s LCP lands in the web-vitals histogram of its route', async ({ page }) => {
  await page.goto(`${site.url}/dj/pro`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The beacon loads once the browser is idle; then leaving the page sends what it measured.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)),
  )
  await page.goto('about:blank')
  await expect
    .poll(
      async () =>
        (await (await fetch(`${site.metricsUrl}/metrics`)).text()).match(
          /web_vitals_lcp_count\{[^}]*http_route="\/dj\/pro"[^}]*\} (\d+)/,
        )?.[1],
      // The unloading page's beacon: seconds on busy cores.
      { timeout: 20_000 },
    )
    .toBe('1')
})

test('no exported byte holds the signed-in user’s e-mail address, name or tokens', async () => {
  expect(secrets.size).toBeGreaterThanOrEqual(3)
  const metrics = await (await fetch(`${site.metricsUrl}/metrics`)).text()
  const exported = [...receiver.bodies(), metrics, siteLog.join('')]
  // The search finds what it looks for: the signed-in test's traces and the log are in it, the client
  // navigation's records (its beacon's metrics and log line) too.
  expect(exported.join('\n')).toContain('GET /account/products')
  expect(siteLog.join('')).toContain('"trace_id"')
  expect(metrics).toContain('music_measured_in="browser"')
  expect(siteLog.join('')).toContain('"msg":"browser screen"')
  for (const needle of [ALEX.email, ALEX.lastName, ALEX.firstName, ...secrets].filter(
    (value) => value.length >= 4,
  )) {
    const at = exported.findIndex((text) => text.toLowerCase().includes(needle.toLowerCase()))
    expect(at, `"${needle.slice(0, 12)}…" found in exported byte stream ${at}`).toBe(-1)
  }
})
