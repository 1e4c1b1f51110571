import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressSegments, splice } from './gzip-splice.ts'

const bytes = (segments: string[]) => segments.map((segment) => Buffer.from(segment, 'utf8'))

describe('gzip splice', () => {
  it('gives gzip that inflates to the segments joined with the nonce', () => {
    const html = `<!doctype html><html><head><meta property="csp-nonce" content="NONCE"/></head><body>${'<p>Déjà vu — 日本</p>'.repeat(2000)}<script nonce="NONCE">x()</script></body></html>`
    const page = compressSegments(bytes(html.split('NONCE')))
    for (const nonce of ['abc+/=DEF0123456789abcd', 'another-nonce']) {
      const gzip = splice(page, nonce)
      expect(gunzipSync(gzip).toString('utf8')).toBe(html.replaceAll('NONCE', nonce))
      expect(gzip.length).toBeLessThan(Buffer.byteLength(html) / 5)
    }
  })

  it('handles a page without a nonce and empty segments', () => {
    expect(gunzipSync(splice(compressSegments(bytes(['only'])), 'n')).toString()).toBe('only')
    expect(gunzipSync(splice(compressSegments(bytes(['', 'a', ''])), 'n')).toString()).toBe('nan')
  })
})
