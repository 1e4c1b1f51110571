import { describe, expect, it } from 'vitest'
import { matchedRouteTemplate, routeTemplate, routeTemplates } from './route-template.ts'

describe('route templates (docs/decisions/041)', () => {
  it("names a page by its deepest match's route, an index route without its trailing slash", () => {
    expect(
      matchedRouteTemplate([
        { routeId: '__root__', fullPath: '/' },
        { routeId: '/(content)/$product/downloads/', fullPath: '/$product/downloads/' },
      ]),
    ).toBe('/$product/downloads')
    expect(routeTemplate('/')).toBe('/')
    expect(routeTemplate('')).toBe('/')
  })

  it('names no route when nothing but the root matched (the not-found screen)', () => {
    expect(matchedRouteTemplate([{ routeId: '__root__', fullPath: '/' }])).toBeUndefined()
  })

  it("lists a router's routes once each, without the root", () => {
    expect(
      routeTemplates([
        { id: '__root__', fullPath: '/' },
        { id: '/_account', fullPath: '' },
        { id: '/_account/account/', fullPath: '/account/' },
        { id: '/(content)/$product/', fullPath: '/$product/' },
      ]),
    ).toEqual(['/', '/$product', '/account'])
  })
})
