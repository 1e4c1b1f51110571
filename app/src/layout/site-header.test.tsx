// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../blocks/shared/test-utils.tsx'
import { productNavigation } from './navigation.ts'
import { SiteHeader } from './site-header.tsx'

// The account entry has its own tests (app/src/auth); here it is a plain button.
vi.mock('../auth/AuthControls.tsx', () => ({
  AuthControls: () => (
    <button type="button" className="button">
      Sign in
    </button>
  ),
}))

afterEach(cleanup)

async function renderHeader() {
  const result = await renderWithRouter(<SiteHeader />)
  const button = screen.getByRole('button', { name: 'Menu' })
  const nav = screen.getByRole('navigation', { name: 'Products', hidden: true })
  return { ...result, button, nav }
}

describe('SiteHeader menu (disclosure of the product navigation)', () => {
  it('renders every product link while closed, controlled by the Menu button', async () => {
    const { button, nav } = await renderHeader()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-controls')).toBe(nav.id)
    expect(nav.hasAttribute('data-open')).toBe(false)
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(productNavigation.map(({ label }) => label))
  })

  it('opens and closes with the button, by mouse and keyboard', async () => {
    const user = userEvent.setup()
    const { button, nav } = await renderHeader()
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(nav.hasAttribute('data-open')).toBe(true)
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard(' ')
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup()
    const { button, nav } = await renderHeader()
    await user.click(button)
    await user.tab()
    expect(document.activeElement).toBe(within(nav).getAllByRole('link')[0])
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(nav.hasAttribute('data-open')).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('closes when focus leaves it and on a click outside', async () => {
    const user = userEvent.setup()
    const { button } = await renderHeader()
    // "Sign in" is disabled until the session module has loaded (the status reads loading): a disabled
    // button takes no focus.
    const signIn = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement
    await waitFor(() => expect(signIn.disabled).toBe(false))
    await user.click(button)
    act(() => signIn.focus())
    expect(button.getAttribute('aria-expanded')).toBe('false')
    await user.click(button)
    await user.click(screen.getByRole('link', { name: 'Music Software home' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on navigation', async () => {
    const user = userEvent.setup()
    const { button, router } = await renderHeader()
    await user.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await act(() => router.navigate({ to: '/dj/pro' }))
    expect(router.state.location.pathname).toBe('/dj/pro')
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false')
  })
})
