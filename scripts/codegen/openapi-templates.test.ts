import { describe, expect, it } from 'vitest'
import { serviceMutationKeys } from './openapi-templates.ts'

describe('serviceMutationKeys', () => {
  it('prefixes every orval mutation key with the service name, leaving other code alone', () => {
    const hooks = [
      "export const getExchangeTokenMutationKey = () => ['exchangeToken'] as const;",
      "const getRefreshTokensMutationKey = () => ['refreshTokens'] as const;",
      'const mutationKey = getExchangeTokenMutationKey();',
    ].join('\n')
    expect(serviceMutationKeys(hooks, 'notifications-v1').split('\n')).toEqual([
      "export const getExchangeTokenMutationKey = () => ['notifications-v1', 'exchangeToken'] as const;",
      "const getRefreshTokensMutationKey = () => ['notifications-v1', 'refreshTokens'] as const;",
      'const mutationKey = getExchangeTokenMutationKey();',
    ])
  })
})
