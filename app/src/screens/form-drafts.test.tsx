// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ScreenForm, useScreenForm } from './form.tsx'
import { type FormDrafts, FormDraftsContext } from './form-drafts.tsx'

afterEach(cleanup)

/** A form of two fields, as a screen's. */
function AddressForm() {
  const form = useScreenForm({ defaultValues: { city: 'Leeds', postcode: 'LS1 4AP' }, onSubmit: () => {} })
  return (
    <ScreenForm form={form} aria-label="Your address">
      <form.AppField name="city">{(field) => <field.TextField label="City" />}</form.AppField>
      <form.AppField name="postcode">{(field) => <field.TextField label="Postcode" />}</form.AppField>
      <form.SubmitButton pendingLabel="Saving…">Save</form.SubmitButton>
    </ScreenForm>
  )
}

/** An area's drafts that record what forms keep and hand back `kept`. */
function recordingDrafts(kept?: Record<string, unknown>) {
  const keeps: [string, Record<string, unknown>][] = []
  const takes: string[] = []
  const drafts: FormDrafts = {
    keep: (form, values) => void keeps.push([form, values]),
    take: (form) => {
      takes.push(form)
      return kept
    },
  }
  const ui = (
    <FormDraftsContext.Provider value={drafts}>
      <AddressForm />
    </FormDraftsContext.Provider>
  )
  return { keeps, takes, ui }
}

const city = () => screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement

describe('FormDraft: what a form held when its session changed (issue 33)', () => {
  it('offers the area only the fields that were changed when the form goes', () => {
    const { keeps, ui } = recordingDrafts()
    const { unmount } = render(ui)
    fireEvent.change(city(), { target: { value: 'York' } })
    unmount()
    expect(keeps).toEqual([['Your address', { city: 'York' }]])
  })

  it('offers nothing of an unchanged form', () => {
    const { keeps, ui } = recordingDrafts()
    render(ui).unmount()
    expect(keeps).toEqual([])
  })

  it('puts a kept draft back, not sent, says so, and “Discard it” goes back to what is stored', async () => {
    const { takes, ui } = recordingDrafts({ city: 'York', not_a_field: 'x' })
    render(ui)
    expect(takes).toEqual(['Your address'])
    expect(city().value).toBe('York')
    expect((screen.getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement).value).toBe('LS1 4AP')
    const said = await screen.findByRole('status')
    expect(said.textContent).toBe(
      'What you typed here before your session changed is back in the form. It is not saved yet.Discard it',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Discard it' }))
    expect(city().value).toBe('Leeds')
    expect(screen.queryByText(/before your session changed/)).toBeNull()
  })

  it('keeps nothing and puts nothing back outside a signed-in area', () => {
    render(<AddressForm />)
    fireEvent.change(city(), { target: { value: 'York' } })
    expect(screen.queryByText(/before your session changed/)).toBeNull()
  })
})
