// @vitest-environment happy-dom
import { DEMO_USERS, DEMO_VOUCHER_CODES, REFUSED_VOUCHER_CODES } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  renderScreen,
  setupTestSandbox,
  signInAs,
  signInNewUser,
} from '../../../../../screens/test-support.tsx'
import { VouchersScreen } from './vouchers-screen.tsx'

const ALEX = DEMO_USERS[0].email_address
const { sandbox } = setupTestSandbox()

const vouchers = () => screen.getByRole('region', { name: 'Your vouchers' })
const redeemForm = () => screen.getByRole('form', { name: 'Redeem a voucher' })
const voucher = async (title: string) =>
  (await within(vouchers()).findByRole('heading', { level: 3, name: title }, { timeout: 5000 })).closest(
    'li',
  ) as HTMLElement

describe('vouchers', () => {
  it('redeems a code: the voucher is listed as redeemed and its product is in the licence service', async () => {
    const userId = signInNewUser(sandbox())
    await renderScreen(<VouchersScreen />, '/account/vouchers', '_account')
    expect(
      await within(vouchers()).findByText(/You have not redeemed a voucher yet/, {}, { timeout: 5000 }),
    ).toBeTruthy()
    const user = userEvent.setup()
    const code = DEMO_VOUCHER_CODES.flip[0].toLowerCase().replace(/-/g, ' ')
    await user.type(within(redeemForm()).getByLabelText('Voucher code'), code)
    await user.click(within(redeemForm()).getByRole('button', { name: 'Redeem' }))
    const flip = await voucher('DJ Pro Flip')
    expect(within(flip).getByText('Redeemed')).toBeTruthy()
    expect(
      within(flip).getByRole('link', { name: 'See it in Products & licences' }).getAttribute('href'),
    ).toBe('/account/products')
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      'DJ Pro Flip is redeemed: you find it under Products & licences.',
    )
    expect((within(redeemForm()).getByLabelText('Voucher code') as HTMLInputElement).value).toBe('')
    expect(
      sandbox()
        .stores.license.listProducts(userId)
        .map((p) => p.product_type.name),
    ).toContain('DJ Pro Flip')
  })

  it('shows the service’s refusal next to the code and keeps it as typed', async () => {
    signInNewUser(sandbox())
    await renderScreen(<VouchersScreen />, '/account/vouchers', '_account')
    const user = userEvent.setup()
    const field = await within(await screen.findByRole('form', { name: 'Redeem a voucher' })).findByLabelText(
      'Voucher code',
    )
    for (const [code, message] of [
      [REFUSED_VOUCHER_CODES.unknown, 'We do not recognise this voucher code'],
      [REFUSED_VOUCHER_CODES.used, 'This voucher has already been redeemed.'],
      [REFUSED_VOUCHER_CODES.expired, 'This voucher expired on 31 December 2025'],
    ] as const) {
      await user.clear(field)
      await user.type(field, code)
      await user.click(within(redeemForm()).getByRole('button', { name: 'Redeem' }))
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
      const description = document.getElementById(
        field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '',
      )
      expect(description?.textContent).toContain(message)
      expect((field as HTMLInputElement).value).toBe(code)
    }
  })

  it('checks the code’s form before asking the service', async () => {
    signInNewUser(sandbox())
    await renderScreen(<VouchersScreen />, '/account/vouchers', '_account')
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'Redeem a voucher' })
    await user.click(within(form).getByRole('button', { name: 'Redeem' }))
    expect(await within(form).findByText('Enter the voucher code.')).toBeTruthy()
  })

  it('redeems a voucher already in the account from the list', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<VouchersScreen />, '/account/vouchers', '_account')
    const video = await voucher('DJ Pro Video expansion')
    expect(within(video).getByText('Ready to redeem')).toBeTruthy()
    expect(within(video).getByText('Redeem it by 31 Mar 2027')).toBeTruthy()
    await userEvent.click(within(video).getByRole('button', { name: 'Redeem DJ Pro Video expansion' }))
    await waitFor(() => expect(within(video).getByText('Redeemed')).toBeTruthy())
    expect(
      screen
        .getAllByRole('status')
        .some(
          (node) =>
            node.textContent === 'DJ Pro Video expansion is redeemed: you find it under Products & licences.',
        ),
    ).toBe(true)
  })
})
