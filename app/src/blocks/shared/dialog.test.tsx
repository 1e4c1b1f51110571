// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog } from './dialog.tsx'

afterEach(cleanup)

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show licence
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Sound licence">
        <p>Royalty free for your productions.</p>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opens as a modal labelled by its heading, with its content', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.queryByText('Royalty free for your productions.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show licence' }))
    const dialog = screen.getByRole('dialog', { name: 'Sound licence' })
    expect(dialog.hasAttribute('open')).toBe(true)
    expect(screen.getByText('Royalty free for your productions.')).toBeTruthy()
  })

  it('closes with its close button and returns focus to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Show licence' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Royalty free for your productions.')).toBeNull()
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Show licence' })
    await user.click(opener)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByText('Royalty free for your productions.')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
