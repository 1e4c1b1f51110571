// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { SearchField } from './search-field.tsx'

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

/** The box as a screen uses it: `value` is the address's `q`, which follows each `onSearch` late. */
function renderField() {
  const asked: string[] = []
  const view = render(<SearchField label="Search by name" value="" onSearch={(text) => asked.push(text)} />)
  const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by name' })
  const address = (value: string) =>
    view.rerender(<SearchField label="Search by name" value={value} onSearch={(text) => asked.push(text)} />)
  return { asked, box, address }
}

describe('SearchField', () => {
  it('searches for what was typed into the server’s HTML before the page hydrated, and loses no letter typed next', async () => {
    const asked: string[] = []
    const field = (value: string) => (
      <SearchField label="Search by name" value={value} onSearch={(text) => asked.push(text)} />
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(field(''))
    document.body.append(container)
    const box = container.querySelector('input') as HTMLInputElement
    box.value = 'ti'
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, field(''))
    })
    expect(box.value).toBe('ti')
    expect(asked).toEqual(['ti'])
    // The next letter comes before the address shows the first search: when it does, the box keeps "tip".
    fireEvent.change(box, { target: { value: 'tip' } })
    await act(async () => root?.render(field('ti')))
    expect(box.value).toBe('tip')
    await act(async () => root?.render(field('tip')))
    expect(box.value).toBe('tip')
    expect(asked).toEqual(['ti', 'tip'])
    await act(async () => root?.unmount())
    container.remove()
  })

  it('keeps every letter typed while the address catches up, one keystroke behind', () => {
    const { asked, box, address } = renderField()
    fireEvent.change(box(), { target: { value: 's' } })
    fireEvent.change(box(), { target: { value: 'st' } })
    // The address shows the first keystroke only now: the box must not go back to "s".
    address('s')
    expect(box().value).toBe('st')
    fireEvent.change(box(), { target: { value: 'ste' } })
    address('st')
    address('ste')
    expect(box().value).toBe('ste')
    expect(asked).toEqual(['s', 'st', 'ste'])
  })

  it('shows a search the address got elsewhere (back, forward, a link)', () => {
    const { box, address } = renderField()
    fireEvent.change(box(), { target: { value: 'stems' } })
    address('stems')
    address('studio')
    expect(box().value).toBe('studio')
    address('')
    expect(box().value).toBe('')
  })
})
