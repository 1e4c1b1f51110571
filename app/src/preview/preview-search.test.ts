import { describe, expect, it } from 'vitest'
import { previewHref, validatePreviewSearch } from './preview-search.ts'

const origin = 'https://www.example.com'

describe('validatePreviewSearch', () => {
  it.each([
    [{ preview: true }, { preview: true }],
    [{ preview: 'true' }, { preview: true }],
    [{ preview: 'false' }, {}],
    [{ preview: 1 }, {}],
    [{}, {}],
  ])('%j → %j', (search, expected) => {
    expect(validatePreviewSearch(search)).toEqual(expected)
  })
})

describe('previewHref', () => {
  it.each([
    ['/studio', '/studio?preview=true'],
    ['/studio?tab=2#faq', '/studio?tab=2&preview=true#faq'],
    ['/dj/pro?preview=true', '/dj/pro?preview=true'],
    ['pricing', '/pricing?preview=true'],
    [`${origin}/sample`, `${origin}/sample?preview=true`],
    ['https://elsewhere.example.org/x', 'https://elsewhere.example.org/x'],
    ['//elsewhere.example.org/x', '//elsewhere.example.org/x'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['#features', '#features'],
  ])('in preview %s → %s', (href, expected) => {
    expect(previewHref(href, true, origin)).toBe(expected)
  })

  it('leaves every href alone outside preview', () => {
    expect(previewHref('/studio', false, origin)).toBe('/studio')
  })
})
