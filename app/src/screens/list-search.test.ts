import { describe, expect, it } from 'vitest'
import { listSearchValidator, SEARCH_MAX_LENGTH } from './list-search.ts'

const validate = listSearchValidator(['draft', 'active'] as const, ['name', 'priority'] as const)

describe('a list’s view in the address', () => {
  it('keeps what the list can use, numbers written as text included', () => {
    expect(
      validate({ q: ' stems jul ', status: 'active', sort: 'priority', order: 'desc', page: '3' }),
    ).toEqual({
      q: 'stems jul',
      status: 'active',
      sort: 'priority',
      order: 'desc',
      page: 3,
    })
    // The router reads `?q=2025` as a number.
    expect(validate({ q: 2025 }).q).toBe('2025')
  })

  it('drops each value the list cannot use on its own, keeping the rest, and returns every key', () => {
    expect(validate({ q: 'tips', status: 'live', sort: 'colour', order: 'sideways', page: '2' })).toEqual({
      q: 'tips',
      status: undefined,
      sort: undefined,
      order: undefined,
      page: 2,
    })
    expect(validate({ page: '0' }).page).toBeUndefined()
    expect(validate({ page: '2.5' }).page).toBeUndefined()
    expect(validate({ page: 1 }).page).toBeUndefined()
    expect(validate({ q: '   ' }).q).toBeUndefined()
    expect(validate({ q: { nested: true } }).q).toBeUndefined()
    expect(Object.keys(validate({}))).toEqual(['q', 'status', 'sort', 'order', 'page'])
  })

  it('cuts a search longer than the address keeps', () => {
    expect(validate({ q: 'a'.repeat(SEARCH_MAX_LENGTH + 50) }).q).toHaveLength(SEARCH_MAX_LENGTH)
  })
})
