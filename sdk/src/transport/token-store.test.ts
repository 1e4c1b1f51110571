import { parseSetCookie } from 'cookie'
import { describe, expect, it } from 'vitest'
import {
  type CookieDocument,
  createBrowserCookieTokenStore,
  createMemoryTokenStore,
  createServerCookieTokenStore,
  tokenCookieNames,
  tokenSetCookies,
} from './token-store.ts'

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
