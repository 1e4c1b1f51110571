// @vitest-environment happy-dom
import { createBrowserCookieTokenStore, tokenCookieNames } from '@music/sdk/auth'
import { createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { PublicConfig } from '../config/server-config.ts'
import { SignInAlert } from './AuthControls.tsx'
import { setSignInNotice } from './auth-status.ts'
import { SIGN_IN_FAILED_MESSAGE } from './sign-in-return.ts'
import { saveSignIn } from './sign-in-storage.ts'
import { corsPreflight } from './test-cors.ts'
import { TEST_SERVICES, tokenExchangeHandler } from './test-identity.ts'
import { hasSignInReturn, useSignInReturn } from './use-sign-in-return.ts'

const config: PublicConfig = {
  siteOrigin: 'http://localhost:3000',
  contentApiHost: 'http://cdn.test',
  sanityProjectId: 'musicweb',
  sanityDataset: 'production',
  servicesBaseUrl: TEST_SERVICES,
  appId: 'music-website',
  buildPollIntervalMs: 0,
  gtmId: undefined,
}
const exchanges: unknown[] = []
const server = setupServer(corsPreflight(TEST_SERVICES), tokenExchangeHandler(exchanges))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  exchanges.length = 0
  localStorage.clear()
  setSignInNotice(null)
  createBrowserCookieTokenStore().clear()
})
afterEach(cleanup)

/** A page that processes sign-in returns, as every content page and error screen does. */
function Page() {
  useSignInReturn()
  return (
    <>
      <h1>DJ Pro</h1>
      <SignInAlert />
    </>
  )
}

/** Renders the site-like router (browser history, public config in the root context) at `address`. */
async function renderAt(address: string) {
  window.history.replaceState(null, '', address)
  const rootRoute = createRootRouteWithContext<{ config: PublicConfig }>()({})
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/dj/pro', component: Page })
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), context: { config } })
  await act(() => router.load())
  render(<RouterProvider router={router} />)
  return router
}

describe('hasSignInReturn', () => {
  it('is true when the address has state or code', () => {
    expect(hasSignInReturn('?state=a&code=b')).toBe(true)
    expect(hasSignInReturn('?code=b')).toBe(true)
    expect(hasSignInReturn('?preview=true')).toBe(false)
  })
})

describe('useSignInReturn', () => {
  it('exchanges a matching return, stores the tokens and lands on the saved page without a reload', async () => {
    saveSignIn({ state: 'st-1', codeVerifier: 'v'.repeat(43), redirectUrl: '/dj/pro?tab=2' })
    const router = await renderAt('/dj/pro?state=st-1&code=c-1')
    await waitFor(() => expect(window.location.search).toBe('?tab=2'))
    expect(window.location.pathname).toBe('/dj/pro')
    expect(router.state.location.search).toEqual({ tab: 2 })
    expect(exchanges).toHaveLength(1)
    expect(document.cookie).toContain(tokenCookieNames().refresh)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an alert, exchanges nothing and cleans the address when the state does not match', async () => {
    saveSignIn({ state: 'st-saved', codeVerifier: 'v'.repeat(43), redirectUrl: '/dj/pro' })
    await renderAt('/dj/pro?state=st-forged&code=c-2')
    expect((await screen.findByRole('alert')).textContent).toContain(SIGN_IN_FAILED_MESSAGE)
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(exchanges).toEqual([])
    expect(document.cookie).not.toContain(tokenCookieNames().refresh)
  })

  it('refuses an off-site saved target and stays on the page', async () => {
    saveSignIn({ state: 'st-3', codeVerifier: 'v'.repeat(43), redirectUrl: '//evil.example/x' })
    await renderAt('/dj/pro?state=st-3&code=c-3')
    await waitFor(() => expect(exchanges).toHaveLength(1))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(window.location.href).toBe('http://localhost:3000/dj/pro')
  })
})
