import { parseSetCookie } from 'cookie'
import { describe, expect, it } from 'vitest'
import {
  type CookieDocument,
  createBrowserCookieTokenStore,
  createServerCookieTokenStore,
  createServerSessionTokenStore,
  hasSessionHint,
  sessionCookieNames,
  sessionCookiesSecure,
  tokenCookieNames,
  tokenSetCookies,
} from './cookie-token-store.ts'
import { type BroadcastChannelLike, createMemoryTokenStore, createTabTokenStore } from './token-store.ts'

const tokens = {
  access: { token: 'acc.ess', expires_at: 1_900_000_000 },
  refresh: { token: 'ref/resh', expires_at: 1_950_000_000 },
}

/** A minimal `document.cookie`: writes apply Set-Cookie semantics (Max-Age=0 deletes). */
function fakeDocument(): CookieDocument & { writes: string[] } {
  const jar = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair] = line.split(';')
      const [name, value] = (pair ?? '').split('=') as [string, string]
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

describe('token cookies (docs/requirements.md §9)', () => {
  it('names the cookies from the environment', () => {
    expect(tokenCookieNames()).toEqual({ access: 'sso_production-1_a', refresh: 'sso_production-1_r' })
    expect(tokenCookieNames('staging-2')).toEqual({ access: 'sso_staging-2_a', refresh: 'sso_staging-2_r' })
  })

  it('writes 365-day, SameSite=Lax cookies on the parent domain with Path=/', () => {
    const lines = tokenSetCookies(tokens, { domain: '.example.com', secure: true })
    expect(lines).toHaveLength(2)
    const [access, refresh] = lines.map((line) => parseSetCookie(line))
    expect(access).toMatchObject({
      name: 'sso_production-1_a',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'lax',
      domain: '.example.com',
      path: '/',
      secure: true,
    })
    expect(refresh?.name).toBe('sso_production-1_r')
    expect(JSON.parse(refresh?.value ?? '')).toEqual(tokens.refresh)
    expect(lines[0]).toContain('Max-Age=31536000')
    expect(lines[0]).toContain('SameSite=Lax')
  })

  it('deletes a cookie with Max-Age=0 and the same Domain and Path', () => {
    const [line] = tokenSetCookies({ refresh: undefined }, { domain: '.example.com' })
    expect(parseSetCookie(line ?? '')).toMatchObject({ name: 'sso_production-1_r', maxAge: 0, path: '/' })
    expect(line).toContain('Domain=.example.com')
  })
})

describe('browser cookie store', () => {
  it('round-trips tokens through document.cookie and clears them', () => {
    const document = fakeDocument()
    const store = createBrowserCookieTokenStore({ document, domain: '.example.com' })
    store.set(tokens)
    expect(document.cookie).toContain('sso_production-1_r=')
    expect(store.get()).toEqual(tokens)
    store.set({ access: { token: 'new', expires_at: 1 } })
    expect(store.get()).toEqual({ access: { token: 'new', expires_at: 1 }, refresh: tokens.refresh })
    store.clear()
    expect(store.get()).toEqual({})
    expect(document.writes.at(-1)).toContain('Max-Age=0')
  })

  it('ignores foreign or malformed cookie values', () => {
    const document = fakeDocument()
    document.cookie = 'sso_production-1_r=not-json; Path=/'
    document.cookie = 'other=1'
    expect(createBrowserCookieTokenStore({ document }).get()).toEqual({})
  })
})

describe('server cookie store', () => {
  it('reads the request Cookie header and collects Set-Cookie headers for the response', () => {
    const header = tokenSetCookies(tokens)
      .map((line) => line.split(';')[0])
      .join('; ')
    const store = createServerCookieTokenStore(header)
    expect(store.get()).toEqual(tokens)
    store.clear()
    expect(store.get()).toEqual({})
    expect(store.setCookieHeaders().map((line) => parseSetCookie(line).maxAge)).toEqual([0, 0])
  })
})

describe('memory store', () => {
  it('keeps tokens left out of set() and forgets both on clear()', () => {
    const store = createMemoryTokenStore({ refresh: tokens.refresh })
    store.set({ access: tokens.access })
    expect(store.get()).toEqual(tokens)
    store.clear()
    expect(store.get()).toEqual({})
  })
})

/** Cookie name → value of the `Set-Cookie` lines (what a browser would keep; Max-Age=0 deletes). */
function applySetCookies(jar: Map<string, string>, lines: string[]): Map<string, string> {
  for (const line of lines) {
    const cookie = parseSetCookie(line)
    if (cookie.maxAge === 0) jar.delete(cookie.name)
    else jar.set(cookie.name, encodeURIComponent(cookie.value ?? ''))
  }
  return jar
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

describe('server session store: the server-cookie pattern (docs/decisions/031, 035)', () => {
  const NOW = 1_900_000_000_000
  const options = { now: () => NOW }

  it('keeps the refresh token in an HttpOnly, Secure, SameSite=Lax __Host-Http- cookie living as long as the token', () => {
    const store = createServerSessionTokenStore('', options)
    store.set(tokens)
    const [refresh, hint] = store.setCookieHeaders().map((line) => parseSetCookie(line))
    expect(refresh).toMatchObject({
      // No page script may set a cookie of this name (the Http prefix), so none can plant a session.
      name: '__Host-Http-sso_production-1_r',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: tokens.refresh.expires_at - NOW / 1000,
    })
    expect(refresh?.domain).toBeUndefined()
    expect(JSON.parse(refresh?.value ?? '')).toEqual(tokens.refresh)
    // The readable hint holds no token.
    expect(hint).toMatchObject({ name: '__Host-sso_production-1_s', value: '1', secure: true, path: '/' })
    expect(hint?.httpOnly).toBeUndefined()
    expect(hint?.maxAge).toBe(refresh?.maxAge)
    expect(store.setCookieHeaders().join('\n')).not.toContain(tokens.access.token)
  })

  it('reads the refresh token back from the request, keeps access tokens in memory only, and clears both cookies', () => {
    const jar = applySetCookies(
      new Map(),
      (() => {
        const first = createServerSessionTokenStore('', options)
        first.set(tokens)
        return first.setCookieHeaders()
      })(),
    )
    const store = createServerSessionTokenStore(cookieHeader(jar), options)
    expect(store.get()).toEqual({ refresh: tokens.refresh })
    expect(hasSessionHint(cookieHeader(jar))).toBe(true)
    store.set({ access: tokens.access })
    expect(store.get()).toEqual(tokens)
    expect(store.setCookieHeaders()).toEqual([])
    store.clear()
    applySetCookies(jar, store.setCookieHeaders())
    expect(jar.size).toBe(0)
    expect(hasSessionHint(cookieHeader(jar))).toBe(false)
  })

  it('never reads a session from cookies a page script can set, and deletes them when it writes its own', () => {
    // The deprecated readable pair, and the refresh cookie's name before the Http prefix: both can be
    // planted by a script of another port of the same host (cookies ignore ports).
    const planted = [
      ...tokenSetCookies(tokens).map((line) => line.split(';')[0]),
      `__Host-sso_production-1_r=${encodeURIComponent(JSON.stringify(tokens.refresh))}`,
    ].join('; ')
    expect(hasSessionHint(planted)).toBe(false)
    const store = createServerSessionTokenStore(planted, options)
    expect(store.get()).toEqual({})
    store.clear()
    const deleted = store.setCookieHeaders().map((line) => parseSetCookie(line))
    expect(
      deleted
        .filter((cookie) => cookie.maxAge === 0)
        .map((cookie) => cookie.name)
        .sort(),
    ).toEqual([
      '__Host-Http-sso_production-1_r',
      '__Host-sso_production-1_r',
      '__Host-sso_production-1_s',
      'sso_production-1_a',
      'sso_production-1_r',
    ])
    // A browser deletes a __Host- cookie only with a Set-Cookie that keeps the prefix's rules.
    expect(deleted.find((cookie) => cookie.name === '__Host-sso_production-1_r')).toMatchObject({
      secure: true,
      path: '/',
    })
  })

  it('names the cookies without the prefix, and not Secure, for plain-http development off loopback', () => {
    expect(sessionCookieNames({ secure: false, environment: 'dev' })).toEqual({
      refresh: 'sso_dev_r',
      signedIn: 'sso_dev_s',
    })
    const store = createServerSessionTokenStore('', { ...options, secure: false })
    store.set(tokens)
    expect(parseSetCookie(store.setCookieHeaders()[0] ?? '')).toMatchObject({
      name: 'sso_production-1_r',
      httpOnly: true,
    })
    expect(parseSetCookie(store.setCookieHeaders()[0] ?? '').secure).toBeUndefined()
    expect(sessionCookiesSecure('https://www.example.com')).toBe(true)
    expect(sessionCookiesSecure('http://localhost:3000')).toBe(true)
    expect(sessionCookiesSecure('http://127.0.0.1:3000')).toBe(true)
    expect(sessionCookiesSecure('http://dev.example:3000')).toBe(false)
  })
})

/** BroadcastChannels of one origin in one process: a message reaches the other channels of its name. */
function channelHub() {
  const open = new Set<FakeChannel>()
  class FakeChannel implements BroadcastChannelLike {
    readonly listeners: ((event: { data: unknown }) => void)[] = []
    readonly name: string
    constructor(name: string) {
      this.name = name
      open.add(this)
    }
    postMessage(message: unknown) {
      const data = structuredClone(message)
      for (const other of open) {
        if (other !== this && other.name === this.name)
          for (const listener of other.listeners) listener({ data })
      }
    }
    addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
      this.listeners.push(listener)
    }
    close() {
      open.delete(this)
    }
  }
  return FakeChannel
}

describe('tab store: memory shared by the tabs of an origin', () => {
  const later = { token: 'later', expires_at: tokens.access.expires_at + 600 }

  it('tells the other tabs, which keep the newer access token (with its refresh token) and clear together', () => {
    const BroadcastChannel = channelHub()
    const first = createTabTokenStore({ BroadcastChannel })
    const second = createTabTokenStore({ BroadcastChannel })
    const changes: number[] = []
    second.subscribe?.(() => changes.push(1))
    first.set(tokens)
    expect(second.get()).toEqual(tokens)
    second.set({ access: later })
    expect(first.get()).toEqual({ access: later, refresh: tokens.refresh })
    // An older token another tab still holds does not replace a newer one.
    const third = createTabTokenStore({ BroadcastChannel })
    third.set({ access: tokens.access })
    expect(first.get().access).toEqual(later)
    first.clear()
    expect(second.get()).toEqual({})
    expect(changes.length).toBeGreaterThanOrEqual(3)
  })

  it('asks the open tabs for their tokens when it opens, and drops malformed messages', () => {
    const BroadcastChannel = channelHub()
    const first = createTabTokenStore({ BroadcastChannel })
    first.set(tokens)
    expect(createTabTokenStore({ BroadcastChannel }).get()).toEqual(tokens)
    const other = createTabTokenStore({ BroadcastChannel, channel: 'another-app' })
    expect(other.get()).toEqual({})
    const listener = new BroadcastChannel('music-sdk-tokens')
    listener.postMessage({ type: 'tokens', tokens: { access: { token: 'x' } } })
    expect(first.get()).toEqual(tokens)
  })

  it('shares tokens only between tabs of one owner: a tab showing one user never takes another user’s token', () => {
    const BroadcastChannel = channelHub()
    let alexTabOwner: string | undefined = 'alex'
    const others: string[] = []
    const alexTab = createTabTokenStore({
      BroadcastChannel,
      owner: () => alexTabOwner,
      onOtherOwner: (owner) => others.push(owner),
    })
    alexTab.set(tokens)
    // A new tab of no known owner yet is handed Alex's tokens; one of Sam's is not.
    expect(createTabTokenStore({ BroadcastChannel }).get()).toEqual(tokens)
    expect(createTabTokenStore({ BroadcastChannel, owner: () => 'sam' }).get()).toEqual({})
    // Sam signs in in another tab: Alex's tab keeps its own and hears that another user signed in.
    const samTab = createTabTokenStore({ BroadcastChannel, owner: () => 'sam' })
    samTab.set({ access: later })
    expect(alexTab.get()).toEqual(tokens)
    expect(others).toEqual(['sam'])
    // Tokens of a tab that knows no owner could be anyone's: dropped too.
    createTabTokenStore({ BroadcastChannel }).set({
      access: { token: 'unknown', expires_at: later.expires_at + 1 },
    })
    expect(alexTab.get()).toEqual(tokens)
    // A sign-out anywhere still clears every tab.
    alexTabOwner = undefined
    samTab.clear()
    expect(alexTab.get()).toEqual({})
  })

  it('keeps tokens in this tab only without BroadcastChannel', () => {
    const store = createTabTokenStore({ BroadcastChannel: null })
    store.set(tokens)
    expect(store.get()).toEqual(tokens)
  })
})
