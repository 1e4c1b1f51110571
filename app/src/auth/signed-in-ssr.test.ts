import { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createPublicConfigSource } from '../config/public-config.ts'
import type { PublicConfig } from '../config/server-config.ts'
import type { Auth } from './auth.ts'
import { settleQueries, setupSignedInSsr, shouldDehydrateQuery } from './signed-in-ssr.ts'

/** A public configuration as the server sends it (its values do not matter here). */
const CONFIG = { appId: 'app_site' } as unknown as PublicConfig

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('settleQueries: the screen’s data is in the cache before the HTML is rendered (decision 034)', () => {
  it('waits for every query the loaders started, failed ones included, and for those they start next', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const orders = deferred<string[]>()
    const profile = deferred<string>()
    const later = deferred<number>()
    void queryClient.prefetchQuery({ queryKey: ['orders'], queryFn: () => orders.promise })
    void queryClient.prefetchQuery({
      queryKey: ['profile'],
      queryFn: async () => {
        const name = await profile.promise
        // A query that starts another one when it answers.
        void queryClient.prefetchQuery({ queryKey: ['later'], queryFn: () => later.promise })
        return name
      },
    })
    let settled = false
    const done = settleQueries(queryClient).then(() => {
      settled = true
    })
    orders.resolve(['7650228'])
    await orders.promise
    expect(settled).toBe(false)
    profile.resolve('Alex')
    await profile.promise
    expect(settled).toBe(false)
    later.reject(new Error('down'))
    await done
    expect(queryClient.getQueryData(['orders'])).toEqual(['7650228'])
    expect(queryClient.getQueryState(['later'])?.status).toBe('error')
  })

  it('resolves at once when nothing is fetching', async () => {
    await expect(settleQueries(new QueryClient())).resolves.toBeUndefined()
  })
})

describe('shouldDehydrateQuery: what of the cache a signed-in screen’s HTML carries', () => {
  it('carries the data that arrived, not a failure, and not a query kept on the server (a list too long to send)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await queryClient.prefetchQuery({ queryKey: ['page'], queryFn: async () => ['50 rows'] })
    await queryClient.prefetchQuery({
      queryKey: ['list'],
      queryFn: async () => ['2,000 rows'],
      meta: { dehydrate: false },
    })
    await queryClient.prefetchQuery({
      queryKey: ['down'],
      queryFn: async () => {
        throw new Error('down')
      },
    })
    const sent = queryClient
      .getQueryCache()
      .getAll()
      .filter(shouldDehydrateQuery)
      .map((query) => query.queryKey)
    expect(sent).toEqual([['page']])
  })
})

describe('setupSignedInSsr in the browser: an area’s page the server left to the browser', () => {
  it('loads the areas’ QueryClient before the page goes on from the area’s layout; on other pages nothing', async () => {
    for (const inArea of [true, false]) {
      const router = { options: {} } as unknown as AnyRouter
      const client = new QueryClient()
      const loads: string[] = []
      const adopted: QueryClient[] = []
      setupSignedInSsr(router, {
        auth: {} as Auth,
        queryClient: undefined,
        accountQueryClient: async () => {
          loads.push('account QueryClient')
          return client
        },
        adopt: (adoptedClient) => adopted.push(adoptedClient),
        inSignedInArea: () => inArea,
        publicConfig: createPublicConfigSource(() => undefined),
      })
      // A sign-in return the browser started: its HTML holds no signed-in screen (`signedIn`).
      await (router.options.hydrate as (dehydrated: unknown) => Promise<void>)({})
      expect(adopted).toEqual(inArea ? [client] : [])
      expect(loads).toEqual(inArea ? ['account QueryClient'] : [])
    }
  })
})

describe('setupSignedInSsr in the browser: a signed-in screen the server rendered', () => {
  it('hands the session module the configuration the page carries: no server function before the page hydrates', async () => {
    const router = { options: {}, isServer: false } as unknown as AnyRouter
    const client = new QueryClient()
    const fetched: string[] = []
    const publicConfig = createPublicConfigSource(
      () => undefined,
      async () => {
        fetched.push('getPublicConfig')
        return CONFIG
      },
    )
    const seen: PublicConfig[] = []
    const adopted: QueryClient[] = []
    setupSignedInSsr(router, {
      auth: {
        hydrate: () => undefined,
        session: async () => {
          seen.push(await publicConfig.get())
          return {}
        },
      } as unknown as Auth,
      publicConfig,
      queryClient: undefined,
      accountQueryClient: async () => client,
      adopt: (adoptedClient) => adopted.push(adoptedClient),
      inSignedInArea: () => true,
    })
    await (router.options.hydrate as (dehydrated: unknown) => Promise<void>)({
      signedIn: {
        session: { user: 'usr_alex' },
        config: CONFIG,
        query: { initial: [], stream: new ReadableStream({ start: (controller) => controller.close() }) },
      },
    })
    expect(seen).toEqual([CONFIG])
    expect(fetched).toEqual([])
    expect(adopted).toEqual([client])
  })
})
