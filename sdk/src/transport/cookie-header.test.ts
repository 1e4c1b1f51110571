import { parseCookie, parseSetCookie, stringifySetCookie } from 'cookie'
import { describe, expect, it } from 'vitest'
import { readCookie, serializeSetCookie } from './cookie-header.ts'

const value = JSON.stringify({ token: 'a.b/c+d=', expires_at: 1_900_000_000 })

describe('Set-Cookie lines (RFC 6265 §4.1)', () => {
  it('reads back with the cookie package exactly as its own serializer writes them', () => {
    const init = { name: 'sso_production-1_a', value, maxAge: 31_536_000, domain: '.example.com', path: '/' }
    const ours = serializeSetCookie({ ...init, secure: true, sameSite: 'Lax' })
    const theirs = stringifySetCookie({ ...init, secure: true, sameSite: 'lax' })
    expect(parseSetCookie(ours)).toEqual(parseSetCookie(theirs))
    expect(ours.split(';')[0]).toBe(theirs.split(';')[0])
  })

  it('refuses names and attribute values that would inject attributes', () => {
    const base = { name: 'n', value: 'v', maxAge: 0, sameSite: 'Lax' } as const
    expect(() => serializeSetCookie({ ...base, name: 'a;b' })).toThrow(TypeError)
    expect(() => serializeSetCookie({ ...base, domain: 'x.com; HttpOnly' })).toThrow(TypeError)
    expect(() => serializeSetCookie({ ...base, path: '/\n' })).toThrow(TypeError)
    expect(serializeSetCookie({ ...base, path: '/' })).toBe('n=v; Max-Age=0; Path=/; SameSite=Lax')
  })
})

describe('Cookie header values (RFC 6265 §4.2)', () => {
  it('agrees with the cookie package: first occurrence, spaces, percent-decoding, bad encoding', () => {
    const header = ` a=1; sso=${encodeURIComponent(value)};sso=second; bad=%E0%A4%A; empty=; novalue ; b = 2 `
    const jar = parseCookie(header)
    for (const name of ['a', 'sso', 'bad', 'empty', 'b']) expect(readCookie(header, name)).toBe(jar[name])
    expect(readCookie(header, 'sso')).toBe(value)
    expect(readCookie(header, 'missing')).toBeUndefined()
    expect(readCookie('', 'a')).toBeUndefined()
  })
})
