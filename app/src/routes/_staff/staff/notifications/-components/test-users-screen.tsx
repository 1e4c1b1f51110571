import { ServiceError } from '@music/sdk'
import {
  getCreateTestUserMutationOptions,
  getDeleteTestUserMutationOptions,
  type TestUser,
} from '@music/sdk/notifications'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import * as v from 'valibot'
import { ConfirmRemoval, useFocusAfterRemoval } from '../../../../../screens/confirm-removal.tsx'
import { EmptyState } from '../../../../../screens/empty-state.tsx'
import { ScreenForm, showFieldErrors, showServiceError, useScreenForm } from '../../../../../screens/form.tsx'
import { useServiceMutation } from '../../../../../screens/mutations.ts'
import { PendingButton } from '../../../../../screens/pending-button.tsx'
import { ResultStatus, useResult } from '../../../../../screens/result-status.tsx'
import { Screen } from '../../../../../screens/screen.tsx'
import { ScrollRegion } from '../../../../../screens/scroll-region.tsx'
import { Section } from '../../../../../screens/section.tsx'
import { serviceErrorMessage } from '../../../../../screens/service-errors.ts'
import { Skeleton } from '../../../../../screens/skeleton.tsx'
import { useVisitorTimeZone } from '../../../../../screens/visitor-time-zone.ts'
import { notificationQueries, testUserChanges } from '../../../-components/notification-queries.ts'
import { formatLocalDateTime } from './local-time.ts'
import { findUser, USER_HINT } from './user-lookup.ts'

/**
 * /staff/notifications/test-users: the test users (`GET /testusers`), each enabled or disabled
 * (`POST /testusers` sets `enabled`) or removed after a confirmation (`DELETE /testusers/{id}`), and a new one found by
 * email address or user ID. Notifications in testing are shown to enabled test users only.
 */
export function TestUsersScreen() {
  const [result, announce] = useResult()
  // Where focus goes after a removal: the removed user's row and buttons are gone.
  const [resultRef, focusResult] = useFocusAfterRemoval<HTMLDivElement>()
  return (
    <Screen
      title="Test users"
      intro="Notifications in testing are shown to enabled test users only, in every application they sign in to."
    >
      <div ref={resultRef} tabIndex={-1} className="focus-target">
        <ResultStatus result={result} />
      </div>
      <Section title="Test users" subject="The test users" skeleton={<Skeleton blocks={2} />}>
        <TestUserList announce={announce} onRemoved={focusResult} />
      </Section>
      <Section
        title="Add a test user"
        subject="The form to add a test user"
        skeleton={<Skeleton lines={2} />}
      >
        <AddTestUserForm announce={announce} />
      </Section>
    </Screen>
  )
}

type Announce = ReturnType<typeof useResult>[1]

function TestUserList({ announce, onRemoved }: { announce: Announce; onRemoved: () => void }) {
  const { data } = useSuspenseQuery(notificationQueries.testUsers())
  const captionId = useId()
  if (data.users.length === 0) return <EmptyState>There are no test users yet. Add one below.</EmptyState>
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="staff-table">
        <caption id={captionId} className="visually-hidden">
          Test users
        </caption>
        <thead>
          <tr>
            <th scope="col">User ID</th>
            <th scope="col">Status</th>
            <th scope="col">Added</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.users.map((user) => (
            <TestUserRow key={user.user_id} user={user} announce={announce} onRemoved={onRemoved} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function TestUserRow({
  user,
  announce,
  onRemoved,
}: {
  user: TestUser
  announce: Announce
  onRemoved: () => void
}) {
  const toggle = useServiceMutation({ ...getCreateTestUserMutationOptions(), invalidates: testUserChanges })
  const remove = useServiceMutation({ ...getDeleteTestUserMutationOptions(), invalidates: testUserChanges })
  // UTC on the server and while hydrating, the visitor's zone after (the server's HTML must match).
  const timeZone = useVisitorTimeZone()
  const act = async (what: string, run: () => Promise<unknown>) => {
    announce(null)
    try {
      await run()
      announce({ tone: 'success', message: `Test user ${user.user_id} ${what}.` })
    } catch (error) {
      announce({
        tone: 'error',
        message: `Test user ${user.user_id} could not be ${what}. ${serviceErrorMessage(error)}`,
      })
    }
  }
  return (
    <tr>
      <th scope="row">{user.user_id}</th>
      <td>{user.enabled ? 'Enabled' : 'Disabled'}</td>
      <td>{formatLocalDateTime(user.created_at, timeZone)}</td>
      <td className="staff-table__actions">
        <PendingButton
          className="button button--secondary"
          pending={toggle.isPending}
          pendingLabel={user.enabled ? 'Disabling…' : 'Enabling…'}
          onClick={() =>
            act(user.enabled ? 'disabled' : 'enabled', () =>
              toggle.mutateAsync({ data: { user_id: user.user_id, enabled: !user.enabled } }),
            )
          }
        >
          {user.enabled ? 'Disable' : 'Enable'}{' '}
          <span className="visually-hidden">test user {user.user_id}</span>
        </PendingButton>
        <ConfirmRemoval
          label={`Remove test user ${user.user_id}`}
          title={`Remove test user ${user.user_id}?`}
          explanation={`User ${user.user_id} will no longer see notifications in testing. You can add them again later.`}
          confirmLabel="Remove test user"
          onRemove={async () => {
            announce(null)
            try {
              await remove.mutateAsync({ userId: user.user_id })
            } catch (error) {
              // Removed elsewhere meanwhile (another tab): gone, which is what was asked.
              if (!(error instanceof ServiceError && error.status === 404)) throw error
            }
          }}
          onRemoved={() => {
            announce({ tone: 'success', message: `Test user ${user.user_id} removed.` })
            onRemoved()
          }}
        >
          Remove
        </ConfirmRemoval>
      </td>
    </tr>
  )
}

function AddTestUserForm({ announce }: { announce: Announce }) {
  const queryClient = useQueryClient()
  const add = useServiceMutation({ ...getCreateTestUserMutationOptions(), invalidates: testUserChanges })
  const form = useScreenForm({
    defaultValues: { user: '', enabled: true },
    validators: {
      onChange: v.object({
        user: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter an email address or a user ID.')),
        enabled: v.boolean(),
      }),
    },
    onSubmit: async ({ value, formApi }) => {
      announce(null)
      try {
        const found = await findUser(queryClient, value.user)
        if (found.problem !== undefined) {
          showFieldErrors(formApi, found.problem, { user: found.problem })
          return
        }
        await add.mutateAsync({ data: { user_id: found.userId, enabled: value.enabled } })
        formApi.reset()
        announce({
          tone: 'success',
          message: `User ${found.userId} is a test user${value.enabled ? '' : ' (disabled)'}.`,
        })
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  return (
    <ScreenForm form={form} aria-label="Add a test user">
      <form.AppField name="user">
        {(field) => <field.TextField label="User" hint={USER_HINT} autoComplete="off" spellCheck={false} />}
      </form.AppField>
      <form.AppField name="enabled">{(field) => <field.CheckboxField label="Enabled" />}</form.AppField>
      <form.FormError />
      <form.SubmitButton pendingLabel="Adding…">Add test user</form.SubmitButton>
    </ScreenForm>
  )
}
