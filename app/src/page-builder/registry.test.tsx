// @vitest-environment happy-dom
import { blockTypeNames, type PageBlock } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../blocks/shared/test-utils.tsx'
import { Block } from './page-builder.tsx'
import { blockComponentFor, blockComponents } from './registry.ts'
import { testQuoteBlock } from './test-blocks.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('block registry', () => {
  it('has a component for each of the 32 block types', () => {
    expect(blockTypeNames).toHaveLength(32)
    expect(Object.keys(blockComponents).sort()).toEqual([...blockTypeNames].sort())
    for (const type of blockTypeNames) expect(blockComponentFor(type)).toBeTypeOf('function')
  })

  it('renders a known block through its component', async () => {
    await renderWithRouter(<Block block={testQuoteBlock} />)
    expect(screen.getByText('It changed how I play.')).toBeTruthy()
  })

  it('skips a block of an unknown type (content newer than the code) and warns in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Content from the API is not checked against the union at run time: parse it as the client does.
    const unknown: PageBlock = JSON.parse('{"_key":"n","_type":"holographicBlock","heading":"Future"}')
    const { container } = await renderWithRouter(<Block block={unknown} />)
    expect(container.textContent).toBe('')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('holographicBlock'))
  })
})
