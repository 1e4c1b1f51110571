// @vitest-environment happy-dom
/**
 * The signed-in screens' telemetry in the browser (screen-telemetry.ts; issue 36's operator walk, H1):
 * the `traceparent` each service call sends (the screen's trace, the page view's sampled flag), and
 * the records a sampled page view sends the site when the page is hidden.
 */
import { createMemoryTokenStore, createSdk, sandboxServiceBaseUrls, serviceRequest } from '@music/sdk'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type BeaconScreen, MAX_BEACON_BYTES, MAX_SCREEN_CALLS } from './beacon.ts'
import { pageView } from './page-view.ts'
import { screenTraceHeaders, startScreenTelemetry, stopScreenTelemetry } from './screen-telemetry.ts'

// The page's own origin: a call to another would first need a CORS preflight.
const ORIGIN = location.origin
const server = setupServer(
  http.get(`${ORIGIN}/commerce/api/v1/me/orders`, () => HttpResponse.json({ items: [] })),
  http.get(`${ORIGIN}/license/api/v1/me/products`, () => HttpResponse.json({ code: 5030 }, { status: 503 })),
)
const traceparents: (string | null)[] = []
server.events.on('request:start', ({ request }) => void traceparents.push(request.headers.get('traceparent')))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

const sdk = createSdk({
  serviceBaseUrls: sandboxServiceBaseUrls(ORIGIN),
  tokenStore: createMemoryTokenStore({ access: { token: 'tab-access-token', expires_at: 4_102_444_800 } }),
  locks: null,
})
const orders = () =>
  serviceRequest('commerce', {
    sdk,
    url: '/api/v1/me/orders',
    method: 'GET',
    urlTemplate: '/api/v1/me/orders',
  })
const products = () =>
  serviceRequest('license', {
    sdk,
    url: '/api/v1/me/products',
    method: 'GET',
    urlTemplate: '/api/v1/me/products',
  }).catch(() => undefined)

const sent: string[] = []
const screens = () => sent.flatMap((body) => (JSON.parse(body) as { screens: BeaconScreen[] }).screens)

/** The page is hidden (a tab switched, a window closed): what the records wait for. */
function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  dispatchEvent(new Event('visibilitychange'))
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
}

/** A client navigation to `route`, as the root's `onBeforeNavigate` notes it (use-web-vitals.ts). */
function navigate(route: string) {
  pageView.screen++
  pageView.start = performance.now()
  pageView.route = route
}

beforeEach(() => {
  Object.assign(pageView, { on: true, sampled: true, screen: 0, start: 0, route: '/account' })
  startScreenTelemetry({ send: (body) => void sent.push(body) })
})
afterEach(() => {
  stopScreenTelemetry()
  sent.length = 0
  traceparents.length = 0
})

describe('a sampled page view', () => {
  it('sends each screen’s calls with its trace, and reports them by template when the page is hidden', async () => {
    navigate('/account/orders')
    await orders()
    await products()
    expect(traceparents).toHaveLength(2)
    const [first, second] = traceparents.map((header) => header?.split('-'))
    expect(first?.[3]).toBe('01')
    expect(second?.[1]).toBe(first?.[1])
    expect(second?.[2]).not.toBe(first?.[2])
    expect(sent).toEqual([])

    hide()
    expect(screens()).toEqual([
      {
        route: '/account/orders',
        traceId: first?.[1],
        calls: [
          {
            service: 'commerce',
            method: 'GET',
            urlTemplate: '/api/v1/me/orders',
            status: 200,
            ms: expect.any(Number),
          },
          {
            service: 'license',
            method: 'GET',
            urlTemplate: '/api/v1/me/products',
            status: 503,
            ms: expect.any(Number),
          },
        ],
      },
    ])
    // Nothing of the token, the host or an id leaves the tab.
    expect(sent.join()).not.toMatch(/tab-access-token|localhost/)
    // Sent once: the next hide has nothing new.
    hide()
    expect(sent).toHaveLength(1)
  })

  it('gives every screen a trace of its own, and the session refresh the current one', async () => {
    await orders()
    navigate('/account/orders')
    await orders()
    const refresh = screenTraceHeaders().traceparent?.split('-')
    const [landing, ordersScreen] = traceparents.map((header) => header?.split('-')[1])
    expect(landing).not.toBe(ordersScreen)
    expect(refresh?.[1]).toBe(ordersScreen)
    hide()
    expect(screens().map((screen) => [screen.route, screen.traceId])).toEqual([
      ['/account', landing],
      ['/account/orders', ordersScreen],
    ])
  })

  it('keeps every beacon within the limits the site checks', async () => {
    navigate('/account/orders')
    for (let i = 0; i < MAX_SCREEN_CALLS * 2 + 3; i++) await orders()
    hide()
    expect(sent.length).toBeGreaterThan(1)
    for (const body of sent) {
      expect(body.length).toBeLessThanOrEqual(MAX_BEACON_BYTES)
      for (const screen of JSON.parse(body).screens)
        expect(screen.calls.length).toBeLessThanOrEqual(MAX_SCREEN_CALLS)
    }
    expect(screens().flatMap((screen) => screen.calls)).toHaveLength(MAX_SCREEN_CALLS * 2 + 3)
  })
})

describe('what the site would refuse is never sent (a refused beacon loses every screen in it)', () => {
  it('leaves out a screen no route matched, and sends the others', async () => {
    navigate('')
    await orders()
    navigate('/account/orders')
    await orders()
    hide()
    expect(screens().map((screen) => screen.route)).toEqual(['/account/orders'])
  })
})

describe('a page view out of the sample, or with telemetry off', () => {
  it('still sends the trace, marked not sampled, and no record', async () => {
    pageView.sampled = false
    await orders()
    hide()
    expect(traceparents[0]).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/)
    expect(sent).toEqual([])
  })

  it('sends nothing at all while the browser’s telemetry is off (a sample rate of 0)', async () => {
    pageView.on = false
    await orders()
    hide()
    expect(traceparents).toEqual([null])
    expect(screenTraceHeaders()).toEqual({})
    expect(sent).toEqual([])
  })

  it('keeps the header from the services when SERVICES_TRACEPARENT is false, and still reports', async () => {
    stopScreenTelemetry()
    startScreenTelemetry({ propagate: false, send: (body) => void sent.push(body) })
    await orders()
    hide()
    expect(traceparents).toEqual([null])
    expect(screens()).toHaveLength(1)
    expect(screenTraceHeaders().traceparent).toMatch(/^00-/)
  })
})
