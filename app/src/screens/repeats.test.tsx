// @vitest-environment happy-dom
/**
 * A double click never does a thing twice (issue 25 "Repeats and second tabs"): a screen form ignores a
 * second submit while the first is under way, and an exclusive service mutation sends one request
 * however often it is started before it settles. Both are started twice in the same tick here, before
 * React re-renders the button as disabled, which is what a fast double click does to a plain button.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ScreenForm, useScreenForm } from './form.tsx'
import { useServiceMutation } from './mutations.ts'

afterEach(cleanup)

/** A call that stays under way until the test settles it; counts how often it was made. */
function pendingCall() {
  let settle: () => void = () => undefined
  const call = {
    made: 0,
    fn: () => {
      call.made++
      return new Promise<string>((resolve) => {
        settle = () => resolve('done')
      })
    },
    settle: () => settle(),
  }
  return call
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
)

describe('repeats', () => {
  it('a screen form runs its submit once while it is under way, and again after it settled', async () => {
    const call = pendingCall()
    function Form() {
      const form = useScreenForm({ defaultValues: { code: 'X' }, onSubmit: () => call.fn() })
      return (
        <ScreenForm form={form} aria-label="Pay">
          <form.SubmitButton pendingLabel="Paying…">Pay</form.SubmitButton>
        </ScreenForm>
      )
    }
    render(<Form />, { wrapper })
    const form = screen.getByRole('form', { name: 'Pay' }) as HTMLFormElement
    await act(async () => {
      form.requestSubmit()
      form.requestSubmit()
    })
    expect(call.made).toBe(1)
    await act(async () => call.settle())
    await act(async () => form.requestSubmit())
    expect(call.made).toBe(2)
  })

  it('an exclusive mutation sends one request for two starts; a plain one sends two', async () => {
    const exclusive = pendingCall()
    const plain = pendingCall()
    let mutations: { exclusive: { mutate: () => void }; plain: { mutate: () => void } } | undefined
    function Buttons() {
      mutations = {
        exclusive: useServiceMutation({ mutationFn: exclusive.fn, invalidates: [], exclusive: true }),
        plain: useServiceMutation({ mutationFn: plain.fn, invalidates: [] }),
      }
      return null
    }
    render(<Buttons />, { wrapper })
    await act(async () => {
      mutations?.exclusive.mutate()
      mutations?.exclusive.mutate()
      mutations?.plain.mutate()
      mutations?.plain.mutate()
    })
    expect(exclusive.made).toBe(1)
    expect(plain.made).toBe(2)
    await act(async () => exclusive.settle())
    await act(async () => mutations?.exclusive.mutate())
    expect(exclusive.made).toBe(2)
  })
})
