// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type AreaNavEntry, AreaNavigation, currentEntry } from './area-layout.tsx'
import { renderScreen } from './test-support.tsx'

afterEach(cleanup)

const entries: AreaNavEntry[] = [
  { to: '/account', label: 'Overview', exact: true },
  { to: '/account/products', label: 'Products & licences' },
  { to: '/account/downloads', label: 'Downloads' },
]

describe('AreaNavigation', () => {
  it('marks the current screen, names it on the menu button, and opens and closes as a disclosure', async () => {
    await renderScreen(<AreaNavigation label="My account" entries={entries} />, '/account/products')
    const nav = screen.getByRole('navigation', { name: 'My account' })
    const current = within(nav).getByRole('link', { name: 'Products & licences' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull()

    const toggle = within(nav).getByRole('button', { name: 'My account: Products & licences' })
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(list?.hasAttribute('data-open')).toBe(false)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(list?.hasAttribute('data-open')).toBe(true)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })
})

describe('currentEntry', () => {
  it('is the exact entry, else the nearest one above the path; an exact-only entry never contains others', () => {
    expect(currentEntry(entries, '/account')?.label).toBe('Overview')
    expect(currentEntry(entries, '/account/products/2HQ4')?.label).toBe('Products & licences')
    expect(currentEntry(entries, '/account/orders')).toBeUndefined()
  })
})
