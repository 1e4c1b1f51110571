import { describe, expect, it } from 'vitest'
import { compareInstants, compareText, searchItems, searchText, sortItems } from './list-view.ts'

const names = [
  'Stems tip · Jul 2025 · DJ Pro · Windows · Japanese',
  'Stems tip · Jul 2025 · DJ Pro · macOS · Japanese',
  'Pitch ’n Time DJ tip · Mar 2025 · DJ Pro · macOS · English',
  'Café opening — Größe',
]

describe('searching a list', () => {
  it('finds the names holding every word, in any order, case blind', () => {
    expect(searchItems(names, 'japanese JUL windows', (name) => name)).toEqual([names[0]])
    expect(searchItems(names, 'stems', (name) => name)).toEqual([names[0], names[1]])
    expect(searchItems(names, 'stems nothing', (name) => name)).toEqual([])
  })

  it('gives everything for no search, and ignores accents, typographic apostrophes and extra spaces', () => {
    expect(searchItems(names, undefined, (name) => name)).toEqual(names)
    expect(searchItems(names, '   ', (name) => name)).toEqual(names)
    expect(searchItems(names, "pitch 'n   time", (name) => name)).toEqual([names[2]])
    expect(searchItems(names, 'cafe grosse', (name) => name)).toEqual([])
    expect(searchItems(names, 'cafe große', (name) => name)).toEqual([names[3]])
    expect(searchText('  Ünïcode  ’quoted’ ')).toBe("unicode 'quoted'")
  })
})

describe('sorting a list', () => {
  const rows = [
    { name: 'Tip 10', rank: 1 },
    { name: 'tip 2', rank: 2 },
    { name: 'Tip 2', rank: 1 },
    { name: 'Árbol', rank: 2 },
  ]

  it('sorts names as people do: case and accents blind, numbers by value', () => {
    const byName = sortItems(rows, (a, b) => compareText(a.name, b.name), 'asc').map((row) => row.name)
    expect(byName).toEqual(['Árbol', 'tip 2', 'Tip 2', 'Tip 10'])
  })

  it('keeps ties in the list’s order in both directions', () => {
    const byRank = (order: 'asc' | 'desc') =>
      sortItems(rows, (a, b) => a.rank - b.rank, order).map((row) => row.name)
    expect(byRank('asc')).toEqual(['Tip 10', 'Tip 2', 'tip 2', 'Árbol'])
    expect(byRank('desc')).toEqual(['tip 2', 'Árbol', 'Tip 10', 'Tip 2'])
    expect(rows[0]?.name).toBe('Tip 10')
  })

  it('puts a schedule without a start first, and text that is no date last', () => {
    const starts = ['2025-05-01T00:00:00Z', undefined, 'soon', '2025-03-01T00:00:00Z'].map((at) => ({ at }))
    expect(sortItems(starts, (a, b) => compareInstants(a.at, b.at), 'asc').map((row) => row.at)).toEqual([
      undefined,
      '2025-03-01T00:00:00Z',
      '2025-05-01T00:00:00Z',
      'soon',
    ])
  })
})
