import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { splice } from './gzip-splice.ts'
import { pageBody, toCachedPage } from './page-cache.ts'

const HEADERS = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-other': 'dropped' })
const html = (nonce: string) =>
  new TextEncoder().encode(
    `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"/></head><body><p>Déjà vu — 日本</p><script nonce="${nonce}">boot()</script></body></html>`,
  )
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8')

describe('toCachedPage', () => {
  it('keeps a page split at its nonce: each response carries its own, plain or gzip', () => {
    const page = toCachedPage(html('first-nonce'), 'first-nonce', HEADERS)
    expect(text(pageBody(page, 'next-nonce'))).toBe(text(html('next-nonce')))
    expect(gunzipSync(splice(page.gzip, 'other')).toString('utf8')).toBe(text(html('other')))
    expect(page.headers).toEqual([['content-type', 'text/html; charset=utf-8']])
  })

  it('gives a one-off page (sent once) its nonce in place and the ETag a kept page of the same HTML has', () => {
    const kept = toCachedPage(html('nonce-a'), 'nonce-a', HEADERS)
    const oneOff = toCachedPage(html('nonce-b'), 'nonce-b', HEADERS, { oneOff: true })
    expect(oneOff.etag).toBe(kept.etag)
    expect(oneOff.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(gunzipSync(splice(oneOff.gzip, 'nonce-b')).toString('utf8')).toBe(text(html('nonce-b')))
    expect(text(pageBody(oneOff, 'nonce-b'))).toBe(text(html('nonce-b')))
  })

  it('names different HTML with a different ETag', () => {
    const other = new TextEncoder().encode(text(html('n')).replace('Déjà', 'Deja'))
    expect(toCachedPage(other, 'n', HEADERS).etag).not.toBe(toCachedPage(html('n'), 'n', HEADERS).etag)
  })
})
