// @vitest-environment happy-dom
// The browser's own prompt (a reload, leaving the site: \`beforeunload\`) is the browser history's; the
// memory history of these tests has none, so app/e2e/unsaved-changes.spec.ts tests it.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ScreenForm, useScreenForm } from './form.tsx'
import { renderScreen } from './test-support.tsx'
import { UnsavedChangesGuard } from './unsaved-changes.tsx'

afterEach(cleanup)

/** A form of one field; `keep` keeps what was sent after a submit (a question), else it resets. */
function CityForm({ keep = false, warnOnLeave }: { keep?: boolean; warnOnLeave?: boolean }) {
  const form = useScreenForm({
    defaultValues: { city: 'Leeds' },
    onSubmit: ({ value, formApi }) => {
      if (!keep) formApi.reset(value)
    },
  })
  return (
    <ScreenForm form={form} aria-label="Your address" warnOnLeave={warnOnLeave}>
      <form.AppField name="city">{(field) => <field.TextField label="City" />}</form.AppField>
      <form.SubmitButton pendingLabel="Saving…">Save</form.SubmitButton>
    </ScreenForm>
  )
}

async function renderGuarded(ui: React.ReactNode) {
  const rendered = await renderScreen(<UnsavedChangesGuard>{ui}</UnsavedChangesGuard>, '/account/profile')
  const go = (to: string) => act(() => void rendered.router.navigate({ to: to as '/' }))
  return { ...rendered, go, path: () => rendered.router.state.location.pathname }
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value } })

describe('UnsavedChangesGuard', () => {
  it('asks before leaving a changed form: Stay keeps the screen and what was typed, Leave goes', async () => {
    const { go, path } = await renderGuarded(<CityForm />)
    type('York')
    await go('/account/vouchers')
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' })
    expect(dialog.textContent).toContain('What you typed in “Your address” is not saved yet.')
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(path()).toBe('/account/profile')
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('York')

    await go('/account/vouchers')
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(path()).toBe('/account/vouchers'))
  })

  it('does not ask once the form holds what it was loaded with again', async () => {
    const { go, path } = await renderGuarded(<CityForm />)
    type('York')
    type('Leeds')
    await go('/account/vouchers')
    await waitFor(() => expect(path()).toBe('/account/vouchers'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lets a form that is unchanged, saved, or whose values live in the address go without asking', async () => {
    const saved = await renderGuarded(<CityForm />)
    type('York')
    fireEvent.submit(screen.getByRole('form', { name: 'Your address' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy())
    await saved.go('/account/vouchers')
    await waitFor(() => expect(saved.path()).toBe('/account/vouchers'))
    cleanup()

    const asked = await renderGuarded(<CityForm keep />)
    type('York')
    fireEvent.submit(screen.getByRole('form', { name: 'Your address' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy())
    await asked.go('/account/vouchers')
    await waitFor(() => expect(asked.path()).toBe('/account/vouchers'))
    cleanup()

    const filter = await renderGuarded(<CityForm warnOnLeave={false} />)
    type('York')
    await filter.go('/account/vouchers')
    await waitFor(() => expect(filter.path()).toBe('/account/vouchers'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('never asks for a change of the address that stays on the screen (a filter)', async () => {
    const { router, path } = await renderGuarded(<CityForm />)
    type('York')
    await act(() => router.navigate({ to: '.', search: { order_status: 'complete' } as never }))
    expect(path()).toBe('/account/profile')
    expect(router.state.location.search).toEqual({ order_status: 'complete' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
