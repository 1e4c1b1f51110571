// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Auth, createAuth } from '../../../../auth/auth.ts'
import { createSiteSession } from '../../../../auth/session.ts'
import { corsJson, corsPreflight } from '../../../../auth/test-identity.ts'
import { loadServerConfig, type PublicConfig, toPublicConfig } from '../../../../config/server-config.ts'
import { createAccountQueryClient } from '../../-components/account-query-client.ts'
import { AccountPage } from './account-page.tsx'

const config: PublicConfig = toPublicConfig(loadServerConfig({ SERVICES_BASE_URL: 'http://services.test' }))
const profile = {
  user_id: 1,
  email_address: 'alex.rivera@example.com',
  global_contact_status: 1,
  first_name: 'Alex',
  last_name: 'Rivera',
  dj_name: 'DJ Riv',
  country_code: 'GB',
}
const djPro = {
  id: 'P-1',
  date_created: '2021-06-12T18:22:05Z',
  deleted: false,
  product_type: { id: 64, name: 'Serato DJ Pro' },
  licenses: [
    {
      id: 'L-1',
      activations: [],
      activation_limit: 2,
      deleted: false,
      license_type: { id: 1, name: 'DJ Pro', term: 'permanent' },
    },
  ],
}
let profileReplies: number[] = []
let products: unknown[] = []

const server = setupServer(
  corsPreflight('http://services.test'),
  http.get('http://services.test/profile/api/v1/me', () =>
    (profileReplies.shift() ?? 200) === 200 ? corsJson(profile) : corsJson({ code: 500, error: 'down' }, 500),
  ),
  http.get('http://services.test/license/api/v1/me/products', () => corsJson({ items: products })),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  profileReplies = []
  products = [djPro]
  const inAnHour = Math.floor(Date.now() / 1000) + 3600
  createSiteSession(config, { onSignedOut: () => {} }).sdk.setTokens({
    access: { token: 'a-1', expires_at: inAnHour },
    refresh: { token: 'r-1', expires_at: inAnHour },
  })
})
afterEach(cleanup)

/** Renders the /account page with the site's root context and the account area's QueryClient. */
async function renderSections() {
  const queryClient = createAccountQueryClient()
  const root = createRootRouteWithContext<{ config: PublicConfig; auth: Auth }>()({ component: AccountPage })
  const auth = createAuth({ config: async () => config, navigate: () => {} })
  const router = createRouter({ routeTree: root, context: { config, auth } })
  await act(() => router.load())
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('account sections', () => {
  it('show a busy skeleton, then the profile (country by name) and the licences by product', async () => {
    await renderSections()
    const profileRegion = screen.getByRole('region', { name: 'Profile' })
    expect(profileRegion.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(await within(profileRegion).findByText('Alex Rivera')).toBeTruthy()
    expect(within(profileRegion).getByText('DJ Riv')).toBeTruthy()
    expect(within(profileRegion).getByText('alex.rivera@example.com')).toBeTruthy()
    expect(within(profileRegion).getByText('United Kingdom')).toBeTruthy()
    const licenses = screen.getByRole('region', { name: 'Licences' })
    expect(await within(licenses).findByRole('heading', { level: 3, name: 'Serato DJ Pro' })).toBeTruthy()
    expect(within(licenses).getByText('Permanent')).toBeTruthy()
    expect(profileRegion.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('show an error with a retry that loads the section again', async () => {
    profileReplies = [500]
    // The boundary logs the failure; keep the test output (and happy-dom's inspector) out of it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderSections()
    const profileRegion = screen.getByRole('region', { name: 'Profile' })
    const alert = await within(profileRegion).findByRole('alert')
    expect(alert.textContent).toContain('could not be loaded')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(profileRegion).findByText('Alex Rivera')).toBeTruthy()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('say so when there are no licences, with a link to the products', async () => {
    products = []
    await renderSections()
    const licenses = screen.getByRole('region', { name: 'Licences' })
    expect(await within(licenses).findByText("You don't have any licences yet.")).toBeTruthy()
    expect(within(licenses).getByRole('link', { name: 'Explore our products' }).getAttribute('href')).toBe(
      '/dj',
    )
  })
})
