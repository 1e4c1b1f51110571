import { describe, expect, it } from 'vitest'
import { resolveContentPath } from './resolve-content-path.ts'
import { specRoutes } from './spec-routes.ts'

describe('resolveContentPath', () => {
  it.each(specRoutes)('%s', (path, expected) => {
    expect(resolveContentPath(path)).toEqual(expected)
  })

  it('ignores a trailing slash', () => {
    expect(resolveContentPath('/dj/pro/pricing/')).toEqual({ contentType: 'pricing', product: 'dj-pro' })
  })

  it.each([
    ['/bogus', 'unknown product key'],
    ['/bogus/pricing', 'unknown product key with a known page'],
    ['/dj/bogus', 'dj/ with neither pro nor lite'],
    ['/dj/pro/bogus', 'unknown page of a product'],
    ['/studio/pricing/a/b', 'extra segment'],
    ['/campaign', 'missing slug'],
    ['/campaign/a/b', 'extra segment after a slug'],
    ['/studio/sounds/a/b', 'extra segment after a soundpack slug'],
    ['/studio/tutorials/%E0%A4%A', 'malformed percent-encoding'],
    ['/campaign/..', 'dot segment as a slug'],
    ['/careers/x', 'a page that takes no slug'],
    ['/music-production/producer-suite/downloads/1.0.0', 'no slug route under producer-suite downloads'],
  ])('%s → null (%s)', (path) => {
    expect(resolveContentPath(path)).toBeNull()
  })
})
