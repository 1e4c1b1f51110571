import { describe, expect, it } from 'vitest'
import { routeRuleHeaders } from './route-rules.ts'

describe('routeRuleHeaders', () => {
  it('caches hashed assets for a year, immutable', () => {
    expect(routeRuleHeaders('/assets/index-abc.js')).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
    })
  })

  it('never caches the new-build manifests', () => {
    expect(routeRuleHeaders('/builds/latest.json')).toEqual({ 'cache-control': 'no-cache' })
    expect(routeRuleHeaders('/builds/meta/1.json')).toEqual({ 'cache-control': 'no-cache' })
  })

  it('has no rule for other paths', () => {
    expect(routeRuleHeaders('/favicon.svg')).toEqual({})
    expect(routeRuleHeaders('/assetsx/a.js')).toEqual({})
  })
})
