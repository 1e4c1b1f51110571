import { describe, expect, it } from 'vitest'
import { pageLinks, pageParam, paginate } from './pagination.tsx'

describe('paginate', () => {
  const items = [...Array(23).keys()].map((n) => n + 1)

  it('cuts a list into pages and says where the page is in it', () => {
    expect(paginate(items, 1, 10)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 10 })
    expect(paginate(items, 3, 10)).toEqual({
      items: [21, 22, 23],
      page: 3,
      pageCount: 3,
      first: 21,
      last: 23,
    })
  })

  it('shows the nearest page for one that does not exist, and one empty page for nothing', () => {
    expect(paginate(items, 9, 10).page).toBe(3)
    expect(paginate(items, 0, 10).page).toBe(1)
    expect(paginate(items, Number.NaN, 10).page).toBe(1)
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 })
  })

  it('reads the page from the address', () => {
    expect(pageParam('2')).toBe(2)
    expect(pageParam(3)).toBe(3)
    expect(pageParam(undefined)).toBe(1)
    expect(pageParam('-1')).toBe(1)
    expect(pageParam('2.5')).toBe(1)
  })

  it('links the first, the last and two pages either side of the current one, with gaps between', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageLinks(1, 40)).toEqual([1, 2, 3, null, 40])
    expect(pageLinks(20, 40)).toEqual([1, null, 18, 19, 20, 21, 22, null, 40])
    // A gap of one page shows that page instead of "…".
    expect(pageLinks(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 40])
    expect(pageLinks(40, 40)).toEqual([1, null, 38, 39, 40])
  })
})
