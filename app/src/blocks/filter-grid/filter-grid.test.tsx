// @vitest-environment happy-dom
import type { PageBlockOf } from '@music/sdk/content'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../shared/test-utils.tsx'
import { FilterGrid } from './filter-grid.tsx'

afterEach(cleanup)

type Card = NonNullable<PageBlockOf<'filterGrid'>['items']>[number]

function card(heading: string, tags: string[]): Card {
  return { _key: heading, _type: 'card', eyebrow: null, heading, body: null, tags, image: null, cta: null }
}

const block: PageBlockOf<'filterGrid'> = {
  _key: 'grid',
  _type: 'filterGrid',
  heading: 'Tutorials',
  body: null,
  filterTags: ['Beginner', 'Advanced', 'Mixing'],
  allFilterLabel: null,
  items: [card('First steps', ['Beginner']), card('Stems', ['Advanced']), card('Set up', ['Beginner'])],
}

const cardHeadings = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('FilterGrid', () => {
  it('shows every card under "All" and announces the count', async () => {
    await renderWithRouter(<FilterGrid block={block} />)
    const filters = screen.getByRole('group', { name: 'Filter: Tutorials' })
    const all = within(filters).getByRole('button', { name: 'All' })
    expect(all.getAttribute('aria-pressed')).toBe('true')
    expect(cardHeadings()).toEqual(['First steps', 'Stems', 'Set up'])
    const status = screen.getByText('Showing 3 items')
    expect(status.getAttribute('aria-live')).toBe('polite')
  })

  it('filters the cards by the pressed tag', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<FilterGrid block={block} />)
    await user.click(screen.getByRole('button', { name: 'Beginner' }))
    expect(screen.getByRole('button', { name: 'Beginner' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
    expect(cardHeadings()).toEqual(['First steps', 'Set up'])
    expect(screen.getByText('Showing 2 items')).toBeTruthy()
  })

  it('shows an empty state for a tag no card has, with a way back to all cards', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<FilterGrid block={block} />)
    await user.click(screen.getByRole('button', { name: 'Mixing' }))
    expect(cardHeadings()).toEqual([])
    expect(screen.getByText('Showing 0 items')).toBeTruthy()
    expect(screen.getByText('No items match “Mixing”.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Show all items' }))
    expect(cardHeadings()).toHaveLength(3)
  })

  it('with filter tags but no cards shows the heading only: no filter buttons, no "no match" message', async () => {
    await renderWithRouter(<FilterGrid block={{ ...block, items: [] }} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Tutorials' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByText(/match|Showing/)).toBeNull()
  })

  it('without filter tags shows the cards and no filter buttons', async () => {
    await renderWithRouter(<FilterGrid block={{ ...block, filterTags: null, heading: null }} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })
})
