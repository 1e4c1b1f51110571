// @vitest-environment happy-dom

import { sessionCookieNames, sessionCookiesSecure } from '@music/sdk'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  isRedirect,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type Auth,
  createAuth,
  hasSignInReturn,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_UNAVAILABLE_MESSAGE,
  SignInUnavailableError,
} from './auth.ts'
import { SignInAlert } from './auth-controls.tsx'
import { readSignIn, saveSignIn } from './session.ts'
import {
  corsPreflight,
  createTestSessionServer,
  TEST_SDK_CONFIG,
  TEST_SERVICES,
  testSessionModule,
  tokenExchangeHandler,
} from './test-identity.ts'
import { useSignInReturn } from './use-auth.ts'

const exchanges: unknown[] = []
let refuseExchange = false
let identityDown = false
const probes: string[] = []
/** The site's session server functions and the browser's cookies they set (new for every test). */
let site = createTestSessionServer()
const server = setupServer(
  corsPreflight(TEST_SERVICES),
  tokenExchangeHandler(exchanges, () => refuseExchange),
)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  exchanges.length = 0
  refuseExchange = false
  identityDown = false
  probes.length = 0
  localStorage.clear()
  site = createTestSessionServer()
  window.history.replaceState(null, '', '/')
})
afterEach(cleanup)

/** An Auth over the test services whose navigations are recorded instead of performed. */
function testAuth(config: () => Promise<typeof TEST_SDK_CONFIG> = async () => TEST_SDK_CONFIG) {
  const navigations: string[] = []
  const auth = createAuth({
    config,
    navigate: (href) => navigations.push(href),
    loadSession: testSessionModule(site),
    // The no-cors probe of the identity service (`identityAnswers`, which happy-dom cannot run:
    // it applies CORS to opaque requests); the browser tests run the real one.
    probe: async (url) => {
      probes.push(url)
      return !identityDown
    },
  })
  return { auth, navigations }
}

let codes = 0
/** Saves a started sign-in and returns the address the identity service sends back, with a new code. */
function returnAddress(savedState: string, returnedState: string, redirectUrl = '/dj/pro?tab=2') {
  saveSignIn({ state: savedState, codeVerifier: 'v'.repeat(43), redirectUrl })
  codes += 1
  return `http://localhost:3000/dj/pro?state=${returnedState}&code=c-${codes}&x=1`
}

describe('hasSignInReturn', () => {
  it('is true when the address has state or code', () => {
    expect(hasSignInReturn('?state=a&code=b')).toBe(true)
    expect(hasSignInReturn('?code=b')).toBe(true)
    expect(hasSignInReturn('?preview=true')).toBe(false)
  })
})

describe('Auth', () => {
  it('reads the status from the session hint without loading the session, and loads it once when asked (decision 034)', async () => {
    let loads = 0
    const auth = createAuth({
      config: async () => TEST_SDK_CONFIG,
      navigate: () => undefined,
      loadSession: () => {
        loads++
        return testSessionModule(site)()
      },
    })
    expect(auth.status()).toBe('signed-out')
    expect(auth.serverStatus()).toBe('loading')
    expect(loads).toBe(0)
    const [first, second] = await Promise.all([auth.session(), auth.session()])
    expect(loads).toBe(1)
    expect(second).toBe(first)
    expect(await auth.session()).toBe(first)
    expect(auth.status()).toBe('signed-out')
  })

  it('says signed-in in the HTML of a signed-in screen, and when another user’s session reaches the tab (decision 034)', () => {
    const { auth } = testAuth()
    expect(auth.sessionChange()).toBe('none')
    auth.hydrate({ user: 1 })
    expect(auth.serverStatus()).toBe('signed-in')
    expect(auth.dehydrate()).toEqual({ user: 1 })
    expect(auth.screenUser()).toBe(1)
    // The tab's screens belong to user 1, and the session hint is gone (signed out in another tab).
    expect(auth.sessionChange()).toBe('ended')
  })

  it('keeps saying the session changed once it has, however the other tabs sign in after (issue 33)', () => {
    const { auth } = testAuth()
    auth.hydrate({ user: 1 })
    // Signed out in another tab: the hint is gone.
    expect(auth.sessionChange()).toBe('ended')
    // Someone signs in in another tab: the hint is back, read again when this tab comes back.
    const stop = auth.subscribe(() => undefined)
    const hint = sessionCookieNames({ secure: sessionCookiesSecure(window.location.origin) }).signedIn
    // biome-ignore lint/suspicious/noDocumentCookie: the readable hint another tab's sign-in leaves
    document.cookie = `${hint}=1; path=/; secure`
    try {
      window.dispatchEvent(new Event('focus'))
      expect(auth.status()).toBe('signed-in')
      expect(auth.sessionChange()).toBe('ended')
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: removing the hint this test set
      document.cookie = `${hint}=; path=/; secure; max-age=0`
      stop()
    }
  })

  it('does nothing without state and code in the address', () => {
    const { auth, navigations } = testAuth()
    saveSignIn({ state: 's1', codeVerifier: 'v'.repeat(43), redirectUrl: '/' })
    expect(auth.completeReturn('http://localhost:3000/dj/pro')).toBeNull()
    expect(readSignIn().state).toBe('s1')
    expect(navigations).toEqual([])
  })

  it('exchanges each code once, however often the return is processed, and navigates once', async () => {
    const { auth, navigations } = testAuth()
    const href = returnAddress('st-once', 'st-once')
    const pending = auth.completeReturn(href)
    expect(auth.status()).toBe('loading')
    const [first, second] = await Promise.all([pending, auth.completeReturn(href)])
    await auth.completeReturn(href)
    expect(exchanges).toHaveLength(1)
    expect(second).toEqual(first)
    expect(first).toEqual({ outcome: 'signed-in', returnPath: '/dj/pro?tab=2' })
    expect(navigations).toEqual(['/dj/pro?tab=2'])
    expect(auth.status()).toBe('signed-in')
    expect(auth.notice()).toBeNull()
  })

  it('shows the sign-in alert and cleans the address when the state does not match', async () => {
    const { auth, navigations } = testAuth()
    const result = await auth.completeReturn(returnAddress('st-saved', 'st-forged'))
    expect(result).toEqual({ outcome: 'failed', reason: 'state-mismatch', returnPath: '/dj/pro?x=1' })
    expect(exchanges).toEqual([])
    expect(auth.notice()).toBe(SIGN_IN_FAILED_MESSAGE)
    expect(navigations).toEqual(['/dj/pro?x=1'])
    expect(auth.status()).toBe('signed-out')
  })

  it('shows the sign-in alert when the exchange is refused', async () => {
    refuseExchange = true
    const { auth } = testAuth()
    expect(await auth.completeReturn(returnAddress('st-400', 'st-400'))).toMatchObject({
      outcome: 'failed',
      reason: 'exchange-failed',
    })
    expect(auth.notice()).toBe(SIGN_IN_FAILED_MESSAGE)
  })

  it('says sign-in is unavailable when the session cannot load', async () => {
    const { auth } = testAuth(() => Promise.reject(new Error('no configuration')))
    await auth.signIn('/dj/pro')
    expect(auth.notice()).toBe(SIGN_IN_UNAVAILABLE_MESSAGE)
    expect(readSignIn().state).toBeNull()
  })

  it('says sign-in is unavailable, and stays on the page, when the identity service does not answer', async () => {
    identityDown = true
    const assign = window.location.assign
    let left: string | undefined
    window.location.assign = (url: string | URL) => {
      left = String(url)
    }
    try {
      const { auth } = testAuth()
      await auth.signIn('/dj/pro')
      expect(auth.notice()).toBe(SIGN_IN_UNAVAILABLE_MESSAGE)
      expect(left).toBeUndefined()
      expect(probes).toHaveLength(1)
      expect(probes[0]).toMatch(new RegExp(`^${TEST_SERVICES}/identity/en/authorize\\?`))
    } finally {
      window.location.assign = assign
    }
  })
})

describe('Auth.requireSignedIn (the signed-in areas’ guard)', () => {
  const guard = async (auth: Auth, href: string, preload = false) => {
    try {
      await auth.requireSignedIn({ href, preload })
      return 'allowed'
    } catch (error) {
      if (!isRedirect(error)) throw error
      return error.options.href ?? error.options.to
    }
  }

  it('sends a signed-out visitor to sign in, coming back to the page', async () => {
    const { auth } = testAuth()
    const target = new URL(String(await guard(auth, '/account?tab=licences')))
    expect(`${target.origin}${target.pathname}`).toBe(`${TEST_SERVICES}/identity/en/authorize`)
    expect(target.searchParams.get('redirect_uri')).toBe('http://localhost:3000/account')
    expect(readSignIn().redirectUrl).toBe('/account?tab=licences')
  })

  it('explains on the site (SignInUnavailableError) instead of redirecting when the identity service does not answer', async () => {
    identityDown = true
    const { auth } = testAuth()
    await expect(guard(auth, '/account')).rejects.toBeInstanceOf(SignInUnavailableError)
  })

  it('never starts a sign-in for a hover preload', async () => {
    const { auth } = testAuth()
    expect(await guard(auth, '/account', true)).toBe('allowed')
    expect(readSignIn().state).toBeNull()
  })

  it('lets a signed-in visitor in after the return in the address is exchanged', async () => {
    const { auth, navigations } = testAuth()
    saveSignIn({ state: 'st-acc', codeVerifier: 'v'.repeat(43), redirectUrl: '/account' })
    expect(await guard(auth, '/account?state=st-acc&code=c-acc')).toBe('allowed')
    expect(exchanges).toHaveLength(1)
    expect(navigations).toEqual(['/account'])
  })

  it('sends a failed return home, with its alert, instead of starting another sign-in', async () => {
    const { auth } = testAuth()
    saveSignIn({ state: 'st-acc', codeVerifier: 'v'.repeat(43), redirectUrl: '/account' })
    expect(await guard(auth, '/account?state=st-forged&code=c-acc')).toBe('/')
    expect(auth.notice()).toBe(SIGN_IN_FAILED_MESSAGE)
    expect(readSignIn().state).toBeNull()
  })
})

describe('Auth and password re-entry (docs/decisions/022)', () => {
  const action = { type: 'deactivate-account', userId: 7, data: null }

  it('hands the action kept with a sign-in back once, after its return', async () => {
    const { auth } = testAuth()
    const address = returnAddress('st-pa', 'st-pa', '/account/settings')
    localStorage.setItem(
      'sso_pending_action',
      JSON.stringify({ state: 'st-pa', expires_at: Date.now() + 60_000, action }),
    )
    await auth.completeReturn(address)
    expect(auth.takePendingAction('change-email')).toBeUndefined()
    expect(auth.takePendingAction('deactivate-account')).toEqual(action)
    expect(auth.takePendingAction('deactivate-account')).toBeUndefined()
  })

  it('signs the tab in with the access token from the server, and out again without the identity service', async () => {
    const { auth } = testAuth()
    const session = await auth.session()
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    expect(await auth.acceptTokens({ refresh: { token: 'r', expires_at: inAnHour } })).toBe(false)
    expect(auth.status()).toBe('signed-out')
    // The sign-up server function set the session cookies and returned the access token.
    site.signIn({ refresh: { token: 'r', expires_at: inAnHour } })
    expect(await auth.acceptTokens({ access: { token: 'a', expires_at: inAnHour } })).toBe(true)
    expect(auth.status()).toBe('signed-in')
    expect(session.sdk.tokens()).toEqual({ access: { token: 'a', expires_at: inAnHour } })
    await auth.endSession()
    expect(auth.status()).toBe('signed-out')
    expect(site.jar.size).toBe(0)
    expect(session.sdk.tokens()).toEqual({})
  })
})

describe('useSignInReturn in the root document', () => {
  /** Renders a site-like router (browser history, `auth` in the context) at `address`. */
  async function renderAt(address: string) {
    window.history.replaceState(null, '', address)
    const rootRoute = createRootRouteWithContext<{ auth: Auth }>()({
      component: function Root() {
        useSignInReturn()
        return (
          <>
            <Outlet />
            <SignInAlert />
          </>
        )
      },
    })
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/dj/pro',
      component: () => <h1>DJ Pro</h1>,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([page]),
      context: {
        auth: createAuth({
          config: async () => TEST_SDK_CONFIG,
          navigate: (href) => void router.navigate({ href, replace: true }),
          loadSession: testSessionModule(site),
        }),
      },
    })
    await act(() => router.load())
    render(<RouterProvider router={router} />)
    return router
  }

  it('exchanges a matching return, stores the tokens and lands on the saved page without a reload', async () => {
    saveSignIn({ state: 'st-1', codeVerifier: 'v'.repeat(43), redirectUrl: '/dj/pro?tab=2' })
    const router = await renderAt('/dj/pro?state=st-1&code=c-1')
    await waitFor(() => expect(window.location.search).toBe('?tab=2'))
    expect(window.location.pathname).toBe('/dj/pro')
    expect(router.state.location.search).toEqual({ tab: 2 })
    expect(exchanges).toHaveLength(1)
    expect(site.signedIn()).toBe(true)
    expect(document.cookie).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an alert, exchanges nothing and cleans the address when the state does not match', async () => {
    saveSignIn({ state: 'st-saved', codeVerifier: 'v'.repeat(43), redirectUrl: '/dj/pro' })
    await renderAt('/dj/pro?state=st-forged&code=c-2')
    expect((await screen.findByRole('alert')).textContent).toContain(SIGN_IN_FAILED_MESSAGE)
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(exchanges).toEqual([])
    expect(site.jar.size).toBe(0)
  })

  it('refuses an off-site saved target and stays on the page', async () => {
    saveSignIn({ state: 'st-3', codeVerifier: 'v'.repeat(43), redirectUrl: '//evil.example/x' })
    await renderAt('/dj/pro?state=st-3&code=c-3')
    await waitFor(() => expect(exchanges).toHaveLength(1))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(window.location.href).toBe('http://localhost:3000/dj/pro')
  })
})
