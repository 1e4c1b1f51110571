import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { listSearchValidator } from './screens/list-search.ts'
import { stringifySearch } from './search-string.ts'

describe('stringifySearch', () => {
  it.each([
    [{ q: '1999' }, '?q=1999'],
    [{ q: '1999', page: 2, sort: 'name', order: 'desc' }, '?q=1999&page=2&sort=name&order=desc'],
    [{ q: 'stems' }, '?q=stems'],
    [{ q: '01999' }, '?q=01999'],
    [{ q: 'true' }, '?q=%22true%22'],
    [{ q: '1e3' }, '?q=%221e3%22'],
    [{ preview: true }, '?preview=true'],
    [{ latest_only: 0 }, '?latest_only=0'],
    [{}, ''],
  ])('%j → %s', (search, expected) => {
    expect(stringifySearch(search)).toBe(expected)
  })

  it('a numeric search reads back as the same text through a list’s validator', () => {
    const validate = listSearchValidator(['active'] as const, ['name'] as const)
    const written = stringifySearch({ q: '1999', status: 'active', page: 3 })
    expect(validate(defaultParseSearch(written))).toEqual({
      q: '1999',
      status: 'active',
      sort: undefined,
      order: undefined,
      page: 3,
    })
  })
})
