// @vitest-environment happy-dom
import { NetworkError } from '@music/sdk'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type ReactNode, use } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followBrowserConnection, OFFLINE_SEND_MESSAGE, OfflineBanner } from './connection.tsx'
import { ScreenForm, useScreenForm } from './form.tsx'
import { useServiceMutation } from './mutations.ts'
import { PendingButton } from './pending-button.tsx'
import { ResultStatus, useResult } from './result-status.tsx'
import { Section } from './section.tsx'
import { OFFLINE_ERROR_MESSAGE, serviceErrorMessage } from './service-errors.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  act(() => onlineManager.setOnline(true))
})

/** The screens' QueryClient defaults that matter here: no retries of mutations, TanStack's network mode. */
function withQueryClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/** A form whose submit saves `name` through `save` (a screen's mutation) and announces "Saved.". */
function NameForm({ save }: { save: (name: string) => Promise<void> }) {
  const [result, announce] = useResult()
  const mutation = useServiceMutation({ mutationFn: save, invalidates: [] })
  const form = useScreenForm({
    defaultValues: { name: 'Pat' },
    onSubmit: async ({ value }) => {
      await mutation.mutateAsync(value.name)
      announce({ tone: 'success', message: 'Saved.' })
    },
  })
  return (
    <>
      <ScreenForm form={form} aria-label="Your name">
        <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
        <form.SubmitButton pendingLabel="Saving…">Save</form.SubmitButton>
      </ScreenForm>
      <ResultStatus result={result} />
    </>
  )
}

describe('a save while the browser is offline', () => {
  it('says at once that it waits, sends nothing, then sends once when back online and says how it went', async () => {
    const save = vi.fn(async (_name: string) => undefined)
    withQueryClient(<NameForm save={save} />)
    act(() => onlineManager.setOnline(false))
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Robin' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Your name' }))
    expect(await screen.findByText(OFFLINE_SEND_MESSAGE)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy()
    // A second press while it waits joins the first.
    fireEvent.submit(screen.getByRole('form', { name: 'Your name' }))
    expect(save).not.toHaveBeenCalled()

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(save).toHaveBeenCalledOnce()
    expect(save).toHaveBeenCalledWith('Robin', expect.anything())
    expect(screen.queryByText(OFFLINE_SEND_MESSAGE)).toBeNull()
  })

  it('online, a form says nothing about the connection', async () => {
    const save = vi.fn(async (_name: string) => undefined)
    withQueryClient(<NameForm save={save} />)
    fireEvent.submit(screen.getByRole('form', { name: 'Your name' }))
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(screen.queryByText(OFFLINE_SEND_MESSAGE)).toBeNull()
  })
})

function Orders({ orders }: { orders: Promise<string[]> }) {
  return <p>{use(orders).join(', ')}</p>
}

describe('a read while the browser is offline', () => {
  it('a loading section says it loads when back online instead of showing its skeleton', async () => {
    const orders = new Promise<string[]>(() => {})
    act(() => onlineManager.setOnline(false))
    await act(async () => {
      render(
        <Section title="Orders" skeleton={<p>placeholder</p>}>
          <Orders orders={orders} />
        </Section>,
      )
    })
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. We load “Orders” when you are back online.',
    )
    expect(screen.queryByText('placeholder')).toBeNull()
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('placeholder')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading “Orders”…')
  })

  it('the area says it is offline, and nothing once it is back', () => {
    render(<OfflineBanner />)
    expect(screen.getByRole('status').textContent).toBe('')
    act(() => onlineManager.setOnline(false))
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline\./)
    act(() => onlineManager.setOnline(true))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('a call that got no reply while offline says the browser is offline, not to check the connection', () => {
    expect(serviceErrorMessage(new NetworkError())).toMatch(/Check your connection/)
    act(() => onlineManager.setOnline(false))
    expect(serviceErrorMessage(new NetworkError())).toBe(OFFLINE_ERROR_MESSAGE)
  })

  it('a pending button waits for the connection in words', () => {
    act(() => onlineManager.setOnline(false))
    render(
      <PendingButton pending pendingLabel="Cloning…" onClick={() => undefined}>
        Clone
      </PendingButton>,
    )
    expect(screen.getByRole('button').textContent).toBe('Waiting for a connection…')
  })
})

describe('followBrowserConnection', () => {
  it('starts from navigator.onLine and follows its events', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    // The manager listens while something subscribes (a QueryClient does).
    const unsubscribe = onlineManager.subscribe(() => undefined)
    followBrowserConnection()
    expect(onlineManager.isOnline()).toBe(false)
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(onlineManager.isOnline()).toBe(true))
    onLine.mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    await waitFor(() => expect(onlineManager.isOnline()).toBe(false))
    unsubscribe()
  })
})
