/**
 * The client address per-client limits key on (client-address.ts; issue 36's operator walk, M4): the
 * connection's without a setting, the trusted proxy's header with one, never a malformed value.
 */
import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.ts'

const request = (headers: Record<string, string>, ip = '10.0.0.5') =>
  Object.assign(new Request('http://site.test/api/vitals', { headers }), { ip })

describe('clientAddress', () => {
  it('is the connection’s address without a setting, whatever the headers say', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7' }), undefined)).toBe('10.0.0.5')
  })

  it('takes a single-valued header a proxy sets', () => {
    expect(clientAddress(request({ 'cf-connecting-ip': '198.51.100.7' }), 'cf-connecting-ip')).toBe(
      '198.51.100.7',
    )
    expect(clientAddress(request({ 'true-client-ip': '2001:db8::7' }), 'true-client-ip')).toBe('2001:db8::7')
  })

  it('takes the last entry of X-Forwarded-For and Forwarded: the one the nearest proxy added', () => {
    const header = { 'x-forwarded-for': '203.0.113.66, 198.51.100.7' }
    expect(clientAddress(request(header), 'x-forwarded-for')).toBe('198.51.100.7')
    const forwarded = { forwarded: 'for=203.0.113.66, for="[2001:db8::7]:4711";proto=https' }
    expect(clientAddress(request(forwarded), 'forwarded')).toBe('2001:db8::7')
    expect(clientAddress(request({ 'x-real-ip': '198.51.100.7:52100' }), 'x-real-ip')).toBe('198.51.100.7')
  })

  it('falls back to the connection’s address for a missing or malformed value', () => {
    expect(clientAddress(request({}), 'cf-connecting-ip')).toBe('10.0.0.5')
    expect(
      clientAddress(request({ 'cf-connecting-ip': 'alex.rivera@example.com' }), 'cf-connecting-ip'),
    ).toBe('10.0.0.5')
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7, unknown' }), 'x-forwarded-for')).toBe(
      '10.0.0.5',
    )
    expect(clientAddress(new Request('http://site.test/'), undefined)).toBe('unknown')
  })
})
