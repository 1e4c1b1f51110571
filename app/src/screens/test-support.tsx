/**
 * Test helpers of the signed-in screens: the sdk's stateful sandbox (`@music/sdk/mocks`) served by msw
 * under `http://services.test/<service>`, a signed-in session over it, and a router (memory history)
 * with the site's context and the area's QueryClient around a screen.
 */
import { sandboxServiceBaseUrls } from '@music/sdk'
import { createSandbox, SANDBOX_APP_ID, type Sandbox } from '@music/sdk/mocks'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, configure, render } from '@testing-library/react'
import { type SetupServer, setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { type Auth, createAuth } from '../auth/auth.ts'
import { createSiteSession } from '../auth/session.ts'
import { createTestSessionServer, testSessionModule } from '../auth/test-identity.ts'
import { loadServerConfig, type PublicConfig, toPublicConfig } from '../config/server-config.ts'
import { createAccountQueryClient } from '../routes/_account/-components/account-query-client.ts'

// A screen waits for several service calls before it shows what a test looks for: with seven test
// runs on two cores that takes longer than Testing Library's 1 s default for `findBy…`/`waitFor`, so
// wait up to 10 s (a missing element still fails the test, only later).
configure({ asyncUtilTimeout: 10_000 })

/** Where the tests' services live (the sandbox layout: `<origin>/<service>`). */
export const TEST_SERVICES = 'http://services.test'

/** The site configuration of the tests: services at {@link TEST_SERVICES}. */
export const screenTestConfig: PublicConfig = toPublicConfig(
  loadServerConfig({ SERVICES_BASE_URL: TEST_SERVICES }),
)

/**
 * A fresh sandbox (demo seed) whose handlers answer at {@link TEST_SERVICES}: pass `handlers` to msw's
 * `setupServer`. happy-dom checks CORS like a browser and the sandbox's CORS is its HTTP server's, so
 * call {@link allowCrossOrigin} in the test file.
 */
export function createTestSandbox(): Sandbox {
  return createSandbox(undefined, {
    baseUrls: sandboxServiceBaseUrls(TEST_SERVICES),
    allowedOrigins: ['http://localhost:3000'],
  })
}

/** Lets happy-dom's `fetch` read cross-origin replies without CORS headers (the msw handlers send none). */
export function allowCrossOrigin(): void {
  const settings = (
    window as unknown as { happyDOM: { settings: { fetch: { disableSameOriginPolicy: boolean } } } }
  ).happyDOM.settings
  settings.fetch.disableSameOriginPolicy = true
}

/**
 * The site's session server functions of the screen tests and the browser's cookies they set
 * (test-identity.ts): a new one, signed out, for every test of {@link setupTestSandbox}.
 */
let site = createTestSessionServer()

/** This test's session server functions (for a mocked server function that signs in: the sign-up). */
export const screenSessionServer = () => site

/**
 * Signs `email` (a demo user, or one the test created) in to the site's session, as after a sign-in
 * return: the site's server holds the sandbox's refresh token (docs/decisions/031), the sdk's default
 * instance (and any session {@link renderScreen} or {@link testAuth} loads) the access token the
 * exchange returned.
 * @returns the user's id
 */
export function signInAs(sandbox: Sandbox, email: string): number {
  const user = sandbox.stores.identity.findByEmail(email)
  if (!user) throw new Error(`No sandbox user ${email}`)
  const tokens = sandbox.stores.identity.signIn(user.id, SANDBOX_APP_ID)
  site.signIn(tokens)
  createSiteSession(screenTestConfig, { onSignedOut: () => {} }, site).sdk.setTokens({
    access: tokens.access,
  })
  return user.id
}

/** An `Auth` like the router's, over this test's session server functions (no navigation, the probe answered). */
export function testAuth(): Auth {
  return createAuth({
    config: async () => screenTestConfig,
    navigate: () => {},
    probe: async () => true,
    loadSession: testSessionModule(site),
  })
}

/** A new user with no products and no downloads, signed in. */
export function signInNewUser(sandbox: Sandbox, email = `tester-${crypto.randomUUID()}@example.com`): number {
  sandbox.stores.identity.createUser({
    email_address: email,
    password: 'Tester-password-1',
    first_name: 'Test',
    last_name: 'User',
    locale: 'en_GB',
  })
  return signInAs(sandbox, email)
}

/**
 * Renders `ui` at `path` in a memory-history router with the site's context (`config`, `auth`) and
 * the signed-in area's QueryClient (its defaults: no retries but after a network error).
 * @param path where the router is: the route that shows `ui` has this path (without search and hash)
 * @param layout the id of a pathless layout route between the root and the screen (`_account`), so the
 *   screen's route id is the app's (`/_account/account/downloads`) for hooks that name it
 */
export async function renderScreen(ui: ReactNode, path = '/', layout?: string) {
  const routePath = new URL(path, 'http://site.test').pathname
  const queryClient = createAccountQueryClient()
  const root = createRootRouteWithContext<{ config: PublicConfig; auth: Auth }>()({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    ),
  })
  const parent = layout ? createRoute({ getParentRoute: () => root, id: layout }) : undefined
  const screen = createRoute({ getParentRoute: () => parent ?? root, path: routePath, component: () => ui })
  // The identity service always answers the sign-in probe here (happy-dom cannot run its no-cors fetch).
  const auth = testAuth()
  // As the signed-in areas' guard does before their screens render: the session configures the sdk.
  await auth.session()
  const router = createRouter({
    routeTree: parent ? root.addChildren([parent.addChildren([screen])]) : root.addChildren([screen]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { config: screenTestConfig, auth },
  })
  await act(() => router.load())
  return { router, queryClient, ...render(<RouterProvider router={router} />) }
}

/**
 * A fresh sandbox for each test of the file, served by msw (its lifecycle in Vitest's hooks: listen,
 * reset to a new sandbox before each test, unmount what was rendered after it, close).
 * @returns `sandbox()` (this test's) and the msw `server` (for `server.use(...)` overrides)
 */
export function setupTestSandbox(): { sandbox: () => Sandbox; server: SetupServer } {
  let sandbox = createTestSandbox()
  const server = setupServer()
  beforeAll(() => {
    allowCrossOrigin()
    server.listen({ onUnhandledFrame: 'error' })
  })
  beforeEach(() => {
    sandbox = createTestSandbox()
    site = createTestSessionServer()
    server.resetHandlers(...sandbox.handlers)
  })
  afterEach(cleanup)
  afterAll(() => server.close())
  return { sandbox: () => sandbox, server }
}

/**
 * The URLs the browser is sent to fetch a file from (`saveFile` clicks a link), recorded instead of
 * followed, for each test of the file; decoded.
 */
export function recordFileFetches(): string[] {
  const fetched: string[] = []
  beforeEach(() => {
    fetched.length = 0
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fetched.push(decodeURIComponent(this.href))
    })
  })
  afterEach(() => vi.restoreAllMocks())
  return fetched
}
