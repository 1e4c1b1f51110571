// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sameValues, useEditConflict } from './edit-conflict.tsx'
import { ScreenForm, showServiceError, useScreenForm } from './form.tsx'
import { PendingButton } from './pending-button.tsx'

afterEach(cleanup)

interface Values {
  name: string
  priority: string
}

/**
 * A stored record two "tabs" edit: `stored` is what the service holds; `writes` counts the writes;
 * `trim` normalises names as a service would.
 */
function createService(initial: Values) {
  const service = {
    stored: { ...initial } as Values | undefined,
    writes: 0,
    read: async () => (service.stored ? { ...service.stored } : undefined),
    write: async (value: Values) => {
      service.writes += 1
      service.stored = { name: value.name.trim(), priority: value.priority }
      return { ...service.stored }
    },
  }
  return service
}

/** A form over the service's record, loaded from `loaded` (what the screen last read). */
function RecordForm({
  service,
  loaded,
  priorityLabel = 'Priority',
}: {
  service: ReturnType<typeof createService>
  loaded: Values
  priorityLabel?: string
}) {
  const [saved, setSaved] = useState('')
  const form = useScreenForm({
    defaultValues: loaded,
    onSubmit: async ({ value, formApi }) => {
      try {
        if (await conflict.save(() => service.write(value))) setSaved(`Saved ${value.name.trim()}.`)
      } catch (error) {
        showServiceError(formApi, error)
      }
    },
  })
  const conflict = useEditConflict({ form, loaded, reread: service.read, subject: 'This record' })
  return (
    <>
      <ScreenForm form={form} aria-label="Record">
        <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
        <form.AppField name="priority">{(field) => <field.TextField label={priorityLabel} />}</form.AppField>
        {conflict.notice}
        <form.FormError />
        <form.SubmitButton pendingLabel="Saving…">Save</form.SubmitButton>
      </ScreenForm>
      <p>{saved}</p>
    </>
  )
}

/** The record `{ name: 'Launch', priority: '1' }` in a form loaded from it. */
function openRecord() {
  const service = createService({ name: 'Launch', priority: '1' })
  const view = render(<RecordForm service={service} loaded={{ name: 'Launch', priority: '1' }} />)
  return { service, rerender: view.rerender }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('useEditConflict', () => {
  it('writes when the stored record is what the form was loaded from, and takes the stored values as its new base', async () => {
    const { service } = openRecord()
    type('Name', 'Launch banner  ')
    save()
    await screen.findByText('Saved Launch banner.')
    expect(service.writes).toBe(1)
    // The form holds what the service stored (trimmed), so the next save meets no false conflict.
    expect(input('Name').value).toBe('Launch banner')
    type('Priority', '2')
    save()
    await waitFor(() => expect(service.writes).toBe(2))
    expect(service.stored).toEqual({ name: 'Launch banner', priority: '2' })
  })

  it('writes nothing when the record changed elsewhere, names the changed field, and Reload takes the stored values', async () => {
    const { service } = openRecord()
    // Another tab raised the priority after this form was loaded.
    service.stored = { name: 'Launch', priority: '9' }
    type('Name', 'Launch banner')
    save()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This record was changed elsewhere')
    expect(alert.textContent).toContain(': Priority.')
    expect(document.activeElement).toBe(alert)
    expect(service.writes).toBe(0)
    expect(input('Name').value).toBe('Launch banner')
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(input('Priority').value).toBe('9')
    expect(input('Name').value).toBe('Launch')
    expect(screen.queryByRole('alert')).toBeNull()
    // Reloaded, the next save goes through.
    type('Name', 'Launch 2')
    save()
    await waitFor(() => expect(service.stored).toEqual({ name: 'Launch 2', priority: '9' }))
  })

  it('names a changed field without its "(optional)" mark', async () => {
    const service = createService({ name: 'Launch', priority: '1' })
    render(
      <RecordForm
        service={service}
        loaded={{ name: 'Launch', priority: '1' }}
        priorityLabel="Priority (optional)"
      />,
    )
    service.stored = { name: 'Launch', priority: '9' }
    type('Name', 'Launch banner')
    save()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('since you opened it: Priority. Nothing was saved.')
  })

  it('Overwrite saves what was typed over the other change, once', async () => {
    const { service } = openRecord()
    service.stored = { name: 'Launch', priority: '9' }
    type('Priority', '3')
    save()
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(service.stored).toEqual({ name: 'Launch', priority: '3' }))
    expect(service.writes).toBe(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('Overwrite meets a third change made since: it asks again', async () => {
    const { service } = openRecord()
    service.stored = { name: 'Launch', priority: '9' }
    type('Priority', '3')
    save()
    await screen.findByRole('alert')
    service.stored = { name: 'Renamed', priority: '9' }
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(': Name, Priority.'))
    expect(service.writes).toBe(0)
  })

  it('says so when the record was removed elsewhere, and keeps what was typed', async () => {
    const { service } = openRecord()
    service.stored = undefined
    type('Name', 'Gone')
    save()
    expect((await screen.findByRole('alert')).textContent).toContain('This record was removed elsewhere')
    expect(screen.queryByRole('button', { name: 'Overwrite' })).toBeNull()
    expect(input('Name').value).toBe('Gone')
  })

  it('shows a failed re-read as the form error, writing nothing', async () => {
    const service = createService({ name: 'Launch', priority: '1' })
    service.read = vi.fn().mockRejectedValue(new Error('offline'))
    render(<RecordForm service={service} loaded={{ name: 'Launch', priority: '1' }} />)
    save()
    expect((await screen.findByRole('alert')).textContent).toContain('could not be completed')
    expect(service.writes).toBe(0)
  })

  it('follows newer data while the form holds no edits; keeps the edits (and its base) otherwise', async () => {
    const { service, rerender } = openRecord()
    // The screen read the record again (a refetch): an untouched form shows it.
    service.stored = { name: 'Launch', priority: '5' }
    rerender(<RecordForm service={service} loaded={{ name: 'Launch', priority: '5' }} />)
    await waitFor(() => expect(input('Priority').value).toBe('5'))
    // Edited, then newer data arrives: the edit stays, and saving reports the conflict.
    type('Name', 'Mine')
    service.stored = { name: 'Theirs', priority: '5' }
    rerender(<RecordForm service={service} loaded={{ name: 'Theirs', priority: '5' }} />)
    expect(input('Name').value).toBe('Mine')
    save()
    expect((await screen.findByRole('alert')).textContent).toContain(': Name.')
    expect(service.writes).toBe(0)
  })
})

describe('repeats', () => {
  it('a double submit of a ScreenForm sends once', async () => {
    const { service } = openRecord()
    const form = screen.getByRole('form', { name: 'Record' })
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    await screen.findByText('Saved Launch.')
    expect(service.writes).toBe(1)
  })

  it('a double click of a PendingButton starts its action once, also when the reply came between the clicks, and a later click again', async () => {
    let now = 10_000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    let resolve = () => {}
    const action = vi.fn(() => new Promise<void>((done) => (resolve = done)))
    render(
      <PendingButton pending={false} pendingLabel="Cloning…" onClick={action}>
        Clone
      </PendingButton>,
    )
    const button = screen.getByRole('button', { name: 'Clone' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(action).toHaveBeenCalledTimes(1)
    await act(async () => resolve())
    // The second click of a double click, after a quick reply (a toggle would act twice).
    now += 150
    fireEvent.click(button)
    expect(action).toHaveBeenCalledTimes(1)
    now += 1000
    fireEvent.click(button)
    expect(action).toHaveBeenCalledTimes(2)
    vi.restoreAllMocks()
  })

  it('a PendingButton whose action failed works again at once', async () => {
    let reject = (_: Error) => {}
    const action = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)))
    render(
      <PendingButton
        pending={false}
        pendingLabel="Cloning…"
        onClick={() =>
          action()
            .catch(() => undefined)
            .then(() => Promise.reject(new Error('refused')))
        }
      >
        Clone
      </PendingButton>,
    )
    const button = screen.getByRole('button', { name: 'Clone' })
    fireEvent.click(button)
    await act(async () => reject(new Error('refused')))
    fireEvent.click(button)
    expect(action).toHaveBeenCalledTimes(2)
  })
})

describe('sameValues', () => {
  it('compares form values by content', () => {
    expect(sameValues({ a: '1', b: [true, { c: 2 }] }, { b: [true, { c: 2 }], a: '1' })).toBe(true)
    expect(sameValues({ a: '1' }, { a: '1', b: undefined })).toBe(false)
    expect(sameValues(['1'], { 0: '1' })).toBe(false)
    expect(sameValues({ a: '' }, { a: null })).toBe(false)
  })
})
