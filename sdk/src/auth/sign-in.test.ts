/**
 * The two-call browser sign-in against the sandbox's identity service (msw): the state and verifier
 * saved by `startSignIn` come back through the sign-in page, `completeSignIn` exchanges the code and the
 * sdk holds the tokens; a return with another state exchanges nothing.
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../mocks/sandbox.ts'
import { DEMO_USERS, SANDBOX_APP_ID } from '../mocks/seed.ts'
import { createSdk, sandboxServiceBaseUrls } from '../transport/index.ts'
import { createMemoryTokenStore } from '../transport/token-store.ts'
import { completeSignIn, SIGN_IN_STORAGE_KEYS, SignInError, startSignIn } from './sign-in.ts'

const [ALEX] = DEMO_USERS
const REDIRECT_URI = 'http://localhost:3000/account'
const server = setupServer()
let sandbox: Sandbox
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  sandbox = createSandbox()
  server.resetHandlers(...sandbox.handlers)
})
afterAll(() => server.close())

/** A Storage in memory. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  }
}

const newSdk = () =>
  createSdk({
    serviceBaseUrls: sandboxServiceBaseUrls(),
    appId: SANDBOX_APP_ID,
    tokenStore: createMemoryTokenStore(),
  })

/** What the browser does on the sign-in page: posts the form, returns where it is redirected. */
async function signInOnPage(authorizeUrl: string): Promise<string> {
  const url = new URL(authorizeUrl)
  expect((await fetch(url)).status).toBe(200)
  const form = new URLSearchParams(url.searchParams)
  form.set('email_address', ALEX.email_address)
  form.set('password', ALEX.password)
  const reply = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  expect(reply.status).toBe(302)
  return reply.headers.get('Location') as string
}

describe('startSignIn → sign-in page → completeSignIn', () => {
  it('signs the user in: the sdk holds the tokens, the saved values are gone', async () => {
    const sdk = newSdk()
    const storage = memoryStorage()
    const url = await startSignIn({ redirectUri: REDIRECT_URI, sdk, storage })
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256')
    expect(storage.getItem(SIGN_IN_STORAGE_KEYS.redirectUri)).toBe(REDIRECT_URI)
    const back = await signInOnPage(url)
    expect(back.startsWith(`${REDIRECT_URI}?`)).toBe(true)
    const user = await completeSignIn(back, { sdk, storage })
    expect(user.email_address).toBe(ALEX.email_address)
    expect(sdk.isSignedIn()).toBe(true)
    expect(sandbox.stores.identity.authenticate(sdk.tokens().access?.token)).toBe(user.id)
    expect(storage.size()).toBe(0)
  })

  it('refuses a return whose state is not the saved one, without exchanging the code', async () => {
    const sdk = newSdk()
    const storage = memoryStorage()
    const back = new URL(await signInOnPage(await startSignIn({ redirectUri: REDIRECT_URI, sdk, storage })))
    back.searchParams.set('state', 'forged')
    const error = await completeSignIn(back, { sdk, storage }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignInError)
    expect((error as SignInError).reason).toBe('state-mismatch')
    expect(sandbox.stats().exchangeCalls).toBe(0)
    expect(sdk.isSignedIn()).toBe(false)
    expect(storage.size()).toBe(0)
  })

  it('is idempotent for the same URL: a second call (React StrictMode) gets the same user, one exchange', async () => {
    const sdk = newSdk()
    const storage = memoryStorage()
    const back = await signInOnPage(await startSignIn({ redirectUri: REDIRECT_URI, sdk, storage }))
    const [first, second] = await Promise.all([
      completeSignIn(back, { sdk, storage }),
      completeSignIn(back, { sdk, storage }),
    ])
    expect(second).toEqual(first)
    expect(await completeSignIn(back, { sdk, storage })).toEqual(first)
    expect(sandbox.stats().exchangeCalls).toBe(1)
    expect(sdk.isSignedIn()).toBe(true)
  })

  it('still refuses another return once the saved values are spent', async () => {
    const sdk = newSdk()
    const storage = memoryStorage()
    const back = new URL(await signInOnPage(await startSignIn({ redirectUri: REDIRECT_URI, sdk, storage })))
    await completeSignIn(back, { sdk, storage })
    back.searchParams.set('code', 'another')
    const error = await completeSignIn(back, { sdk, storage }).catch((e: unknown) => e)
    expect((error as SignInError).reason).toBe('state-mismatch')
  })

  it('tells the sdk a sign-in happened once the tokens are stored (sdk.onSignIn)', async () => {
    const sdk = newSdk()
    const storage = memoryStorage()
    const seen: boolean[] = []
    const unsubscribe = sdk.onSignIn(() => seen.push(sdk.isSignedIn()))
    await completeSignIn(await signInOnPage(await startSignIn({ redirectUri: REDIRECT_URI, sdk, storage })), {
      sdk,
      storage,
    })
    expect(seen).toEqual([true])
    unsubscribe()
    sdk.setTokens(sandbox.signIn(ALEX.email_address))
    expect(seen).toEqual([true])
  })

  it('asks for the password again with prompt=login and fills in login_hint', async () => {
    const url = await startSignIn({
      redirectUri: REDIRECT_URI,
      sdk: newSdk(),
      storage: memoryStorage(),
      prompt: 'login',
      loginHint: ALEX.email_address,
    })
    const page = await (await fetch(url)).text()
    expect(page).toContain(`value="${ALEX.email_address}"`)
  })

  it('needs the sdk to know the app id', async () => {
    const sdk = createSdk({ serviceBaseUrls: sandboxServiceBaseUrls() })
    await expect(startSignIn({ redirectUri: REDIRECT_URI, sdk, storage: memoryStorage() })).rejects.toThrow(
      /appId/,
    )
  })
})
