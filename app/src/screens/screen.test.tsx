// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Screen } from './screen.tsx'

afterEach(() => {
  cleanup()
  document.body.replaceChildren()
})

/** A screen with a search box, as the staff console's campaign screen. */
const campaign = (
  <Screen title="Feature tips 2025">
    <label>
      Search by name
      <input type="search" />
    </label>
  </Screen>
)

describe('Screen', () => {
  it('puts focus on its heading when it opens (a navigation starts at the new screen)', () => {
    render(campaign)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Feature tips 2025' }))
  })

  it('leaves focus in a field someone is typing into in the server’s HTML when the page hydrates', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(campaign)
    document.body.append(container)
    const box = container.querySelector('input') as HTMLInputElement
    box.focus()
    box.value = 'ti'
    await act(async () => {
      hydrateRoot(container, campaign)
    })
    expect(document.activeElement).toBe(box)
    expect(box.value).toBe('ti')
  })
})
