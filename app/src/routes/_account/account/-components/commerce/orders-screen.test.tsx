// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
} from '../../../../../screens/test-support.tsx'
import { InvoiceScreen } from './invoice-screen.tsx'
import { OrdersScreen } from './orders-screen.tsx'

const ALEX = DEMO_USERS[0].email_address
const { sandbox } = setupTestSandbox()

const history = () => screen.getByRole('region', { name: 'Order history' })
const orderHeadings = () =>
  within(history())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
const order = async (id: string) =>
  (
    await within(history()).findByRole('heading', { level: 3, name: `Order ${id}` }, { timeout: 5000 })
  ).closest('li') as HTMLElement

/** The files the screen saved (`saveAs`): their names and bytes. */
function recordSavedFiles(): { name: string; bytes: () => Promise<Uint8Array> }[] {
  const saved: { name: string; bytes: () => Promise<Uint8Array> }[] = []
  const blobs = new Map<string, Blob>()
  beforeEach(() => {
    saved.length = 0
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`
      blobs.set(url, blob as Blob)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.getAttribute('href') ?? '')
      saved.push({
        name: this.download,
        bytes: async () => new Uint8Array(await (blob as Blob).arrayBuffer()),
      })
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
  return saved
}
const saved = recordSavedFiles()

describe('orders and invoices', () => {
  it('lists the orders newest first with their lines, totals and status', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<OrdersScreen />, '/account/orders', '_account')
    const first = await order('7650228')
    expect(orderHeadings()).toEqual([
      'Order 7650228',
      'Order 7214690',
      'Order 6730481',
      'Order 5902114',
      'Order 5118203',
    ])
    expect(within(first).getByText('Paid')).toBeTruthy()
    expect(within(first).getByText('21 Aug 2025')).toBeTruthy()
    const djPro = await order('5118203')
    expect(within(djPro).getByText('Total').nextElementSibling?.textContent).toBe('$298.80 (tax $49.80)')
    expect(
      within(within(djPro).getByRole('list', { name: 'Items of order 5118203' })).getByText('DJ Pro'),
    ).toBeTruthy()
    expect(within(await order('7214690')).getByText('Cancelled')).toBeTruthy()
    expect(within(history()).queryByRole('navigation')).toBeNull()
  })

  it('filters by status through the address, and says when nothing matches', async () => {
    signInAs(sandbox(), ALEX)
    const { router } = await renderScreen(<OrdersScreen />, '/account/orders', '_account')
    await order('7650228')
    await userEvent.selectOptions(within(history()).getByLabelText('Status'), 'Cancelled')
    await waitFor(() => expect(router.state.location.search).toEqual({ order_status: 'cancel' }))
    await waitFor(() => expect(orderHeadings()).toEqual(['Order 7214690']))
    await userEvent.selectOptions(within(history()).getByLabelText('Status'), 'On hold')
    expect(await within(history()).findByText('You have no orders that are on hold.')).toBeTruthy()
  })

  it('pages a long history, ten orders a page', async () => {
    const userId = signInNewUser(sandbox())
    for (let n = 0; n < 12; n++) sandbox().stores.commerce.addSubscription(userId, 141)
    const { router } = await renderScreen(<OrdersScreen />, '/account/orders', '_account')
    const pages = await within(history()).findByRole(
      'navigation',
      { name: 'Pages of your orders' },
      { timeout: 5000 },
    )
    expect(orderHeadings()).toHaveLength(10)
    expect(within(pages).getByText('Showing 1–10 of 12 orders')).toBeTruthy()
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }))
    await waitFor(() => expect(orderHeadings()).toHaveLength(2))
    expect(within(history()).getByText('Showing 11–12 of 12 orders')).toBeTruthy()
  })

  it('downloads an invoice as the service’s PDF', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<OrdersScreen />, '/account/orders', '_account')
    await userEvent.click(
      within(await order('5118203')).getByRole('button', { name: 'Download PDF of invoice 2118203' }),
    )
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('invoice-2118203.pdf')
    const text = new TextDecoder('latin1').decode(await saved[0]?.bytes())
    expect(text.startsWith('%PDF-')).toBe(true)
    expect(text).toContain('5118203')
    expect(await within(history()).findByText('Invoice 2118203 is downloaded.')).toBeTruthy()
  })

  it('shows an invoice as a printable page from its JSON form', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(
      <InvoiceScreen orderId="5118203" invoiceId="2118203" />,
      '/account/orders/5118203/invoices/2118203',
      '_account',
    )
    const invoice = await screen.findByRole('article', { name: 'Invoice 2118203' }, { timeout: 5000 })
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice 2118203' })).toBeTruthy()
    expect(within(invoice).getByText('Order number').nextElementSibling?.textContent).toBe('5118203')
    expect(within(invoice).getByText('Music Software Ltd')).toBeTruthy()
    expect(within(invoice).getByText('Alex Rivera')).toBeTruthy()
    const line = within(invoice).getByRole('rowheader', { name: 'DJ Pro' }).closest('tr') as HTMLElement
    expect([...line.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1',
      '$249.00',
      '$49.80 (20 %)',
      '$249.00',
    ])
    expect(
      within(invoice).getByRole('rowheader', { name: 'Total (USD)' }).nextElementSibling?.textContent,
    ).toBe('$298.80')
    expect(within(invoice).getByText('Paid with Visa ending 1111')).toBeTruthy()
    // happy-dom has no print dialog.
    const print = vi.fn()
    vi.stubGlobal('print', print)
    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('says what to do before the first order', async () => {
    signInNewUser(sandbox())
    await renderScreen(<OrdersScreen />, '/account/orders', '_account')
    expect(
      await within(history()).findByText(/You have not ordered anything yet/, {}, { timeout: 5000 }),
    ).toBeTruthy()
  })
})
