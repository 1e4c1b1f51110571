import { describe, expect, it } from 'vitest'
import { safeReturnPath, safeReturnTarget } from './return-target.ts'

const origin = 'https://www.example.com'

/** Targets on the site and what they normalise to. */
const accepted: [string, string][] = [
  ['/account/licenses?x=1#top', 'https://www.example.com/account/licenses?x=1#top'],
  ['account', 'https://www.example.com/account'],
  ['https://www.example.com/dj/pro', 'https://www.example.com/dj/pro'],
  ['/a/../b', 'https://www.example.com/b'],
  ['/./dj/pro', 'https://www.example.com/dj/pro'],
]

/**
 * Targets that leave the site, or that would once handed on as a path: docs/references.md "Auth"
 * (`//x`, `/\x`, `https:x`, `javascript:`) and the dot-segment forms that normalise to `//x`.
 */
const refused: (string | null | undefined)[] = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  'https://www.example.com//evil.example',
  'https:evil.example',
  'https://evil.example/account',
  'http://www.example.com/',
  'https://www.example.com.evil.example/',
  'https://user:pw@www.example.com/',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '',
  '   ',
  null,
  undefined,
]

describe('safeReturnTarget', () => {
  it.each(accepted)('accepts %j as %j', (target, expected) => {
    expect(safeReturnTarget(target, origin)).toBe(expected)
  })

  it.each(refused)('refuses %j', (target) => {
    expect(safeReturnTarget(target, origin)).toBeNull()
  })
})

describe('safeReturnPath', () => {
  it.each(accepted)('gives the path of %j', (target, expected) => {
    const url = new URL(expected)
    expect(safeReturnPath(target, origin)).toBe(`${url.pathname}${url.search}${url.hash}`)
  })

  it.each(refused)('gives the fallback for %j, never a path starting with //', (target) => {
    expect(safeReturnPath(target, origin)).toBe('/')
    expect(safeReturnPath(target, origin, '/account')).toBe('/account')
  })
})
