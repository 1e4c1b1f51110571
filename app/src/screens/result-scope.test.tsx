// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ResultScope, useScopedResult } from './result-scope.tsx'
import { ResultStatus } from './result-status.tsx'

afterEach(cleanup)

function Action({ name }: { name: string }) {
  const [result, announce] = useScopedResult()
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => announce({ tone: 'success', message: `${name} saved.` })}>
        Save {name}
      </button>
      <button type="button" onClick={() => announce(null)}>
        Start {name}
      </button>
      <ResultStatus result={result} />
    </section>
  )
}

const messages = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .filter(Boolean)

describe('ResultScope', () => {
  it('shows one message at a time, next to the action it reports; the next replaces it', () => {
    render(
      <ResultScope>
        <Action name="Settings" />
        <Action name="Content" />
      </ResultScope>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    expect(messages()).toEqual(['Settings saved.'])
    fireEvent.click(screen.getByRole('button', { name: 'Save Content' }))
    expect(messages()).toEqual(['Content saved.'])
    expect(screen.getByRole('region', { name: 'Content' }).textContent).toContain('Content saved.')
    // An action starting clears the last message, wherever it is.
    fireEvent.click(screen.getByRole('button', { name: 'Start Settings' }))
    expect(messages()).toEqual([])
  })

  it('outside a scope, each keeps its own message', () => {
    render(
      <>
        <Action name="Settings" />
        <Action name="Content" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save Content' }))
    expect(messages()).toEqual(['Settings saved.', 'Content saved.'])
  })
})
