// @vitest-environment happy-dom
import type { PageSection } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../blocks/shared/test-utils.tsx'
import { PageBuilder } from './page-builder.tsx'
import { testQuoteBlock } from './test-blocks.ts'

afterEach(cleanup)

/** A `basicPageHeader` block as the page query projects it (no image, no calls to action). */
function pageHeader(key: string, heading: string) {
  return {
    _key: key,
    _type: 'basicPageHeader',
    eyebrow: null,
    heading,
    subheading: null,
    ctas: null,
    backgroundImage: null,
  }
}

/** Sections with one sub-section each, holding `blocks` (parsed as content from the API is). */
function sections(...blocks: unknown[][]): PageSection[] {
  return JSON.parse(
    JSON.stringify(
      blocks.map((sectionBlocks, index) => ({
        _key: `s${index}`,
        anchorId: null,
        theme: null,
        subSections: [{ _key: `ss${index}`, anchorId: null, theme: null, blocks: sectionBlocks }],
      })),
    ),
  )
}

describe('PageBuilder: one h1 per page', () => {
  it('gives the h1 to the first hero and h2 to a later one', async () => {
    await renderWithRouter(
      <PageBuilder
        sections={sections([pageHeader('a', 'Make music anywhere')], [pageHeader('b', 'Made for the stage')])}
      />,
    )
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s.map((heading) => heading.textContent)).toEqual(['Make music anywhere'])
    expect(screen.getByRole('heading', { level: 2, name: 'Made for the stage' })).toBeTruthy()
  })

  it('gives the h1 to the first hero of a sub-section with two', async () => {
    await renderWithRouter(
      <PageBuilder sections={sections([pageHeader('a', 'First'), pageHeader('b', 'Second')])} />,
    )
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'First',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Second' })).toBeTruthy()
  })

  it('keeps h1 for a single hero after other blocks', async () => {
    await renderWithRouter(
      <PageBuilder sections={sections([testQuoteBlock], [pageHeader('a', 'Only hero')])} />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Only hero')
  })
})
