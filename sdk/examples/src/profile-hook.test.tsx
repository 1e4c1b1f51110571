import { configureSdk, createMemoryTokenStore, queryClientDefaults } from '@music/sdk'
import { getGetMyProfileMockHandler, profileErrorMockHandler } from '@music/sdk/mocks/profile'
import { useGetMyProfile } from '@music/sdk/profile'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import './sdk' // the app's configuration: these tests change only the token store

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  // The generated handlers want a bearer token where the service does: any will do.
  configureSdk({
    tokenStore: createMemoryTokenStore({ access: { token: 'test', expires_at: 4_102_444_800 } }),
  })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults() })
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

it('returns the profile the service sends', async () => {
  server.use(
    getGetMyProfileMockHandler({
      user_id: 7,
      email_address: 'kai@example.com',
      global_contact_status: 1,
      dj_name: 'Kai',
    }),
  )
  const { result } = renderHook(() => useGetMyProfile(), { wrapper })
  await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 }) // a loaded CI machine
  expect(result.current.data?.dj_name).toBe('Kai')
})

it('fails with the service’s error, typed (404 code 3001)', async () => {
  server.use(profileErrorMockHandler('GET', '/api/v1/me', 404))
  const { result } = renderHook(() => useGetMyProfile(), { wrapper })
  await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 })
  expect(result.current.error?.status).toBe(404)
  expect(result.current.error?.code).toBe(3001)
})
