// @vitest-environment happy-dom
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { setupTestSandbox, signInAs, signInNewUser } from '../../../screens/test-support.tsx'
import { createAccountQueryClient } from '../../_account/-components/account-query-client.ts'
import { requireStaff } from './staff-access.ts'
import { isStaffOnly } from './staff-only.ts'

const { sandbox } = setupTestSandbox()

describe('the staff guard', () => {
  it('lets the staff demo user in (GET /me states notifications-admin)', async () => {
    signInAs(sandbox(), 'robin.park@example.com')
    await expect(requireStaff(createAccountQueryClient())).resolves.toBeUndefined()
  })

  it('refuses a customer with the staff-only not-found, which the layout shows as the 403 screen', async () => {
    signInNewUser(sandbox())
    const refusal = await requireStaff(createAccountQueryClient()).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(isNotFound(refusal)).toBe(true)
    expect(isStaffOnly((refusal as { data?: unknown }).data)).toBe(true)
  })
})
