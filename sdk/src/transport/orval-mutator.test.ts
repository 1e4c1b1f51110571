import { describe, expect, it } from 'vitest'
import { customFetch, parseServiceUrl, serviceQueryKey } from './orval-mutator.ts'

describe('parseServiceUrl', () => {
  it('splits a generated URL into the service and its origin-relative path', () => {
    expect(parseServiceUrl('notifications-v1:/api/v1/notifications')).toEqual({
      service: 'notifications-v1',
      path: '/api/v1/notifications',
    })
  })

  it.each([
    '/api/v1/me',
    'https://id.serato.com/api/v1/me',
    'nosuchservice:/api/v1/me',
    'identity:api/v1/me',
  ])('refuses %s, which the codegen never writes', (url) => {
    expect(() => parseServiceUrl(url)).toThrow(/Not a generated service URL/)
  })
})

describe('the one mutator', () => {
  it('keys a query by service, path, then the inputs that are set', () => {
    expect(serviceQueryKey({}, { url: 'profile:/api/v1/me' })).toEqual(['profile', '/api/v1/me'])
    expect(serviceQueryKey({ params: { a: 1 }, body: undefined }, { url: 'identity:/api/v1/users' })).toEqual(
      ['identity', '/api/v1/users', { params: { a: 1 } }],
    )
  })

  it('rejects a request whose URL names no service instead of sending it somewhere', async () => {
    await expect(customFetch({ url: '/api/v1/me', method: 'GET' })).rejects.toThrow(
      /Not a generated service URL/,
    )
  })
})
