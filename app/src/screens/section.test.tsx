// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { use } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DATA_SHOWN_MARK } from './data-shown-mark.ts'
import { Section } from './section.tsx'

beforeEach(() => performance.clearMarks())
afterEach(cleanup)

const marks = () =>
  performance.getEntriesByName(DATA_SHOWN_MARK).map((entry) => (entry as PerformanceMark).detail)

function Orders({ orders }: { orders: Promise<string[]> }) {
  return (
    <ul>
      {use(orders).map((order) => (
        <li key={order}>{order}</li>
      ))}
    </ul>
  )
}

describe('Section', () => {
  it('marks the moment its data shows (screen:data-shown), not while the skeleton does', async () => {
    let answer: (orders: string[]) => void = () => {}
    const orders = new Promise<string[]>((resolve) => {
      answer = resolve
    })
    await act(async () => {
      render(
        <Section title="Orders" skeleton={<p>placeholder</p>}>
          <Orders orders={orders} />
        </Section>,
      )
    })
    expect(await screen.findByText('placeholder')).toBeTruthy()
    expect(marks()).toEqual([])
    await act(async () => answer(['Order 1001']))
    expect(await screen.findByText('Order 1001')).toBeTruthy()
    expect(marks()).toEqual(['Orders'])
  })
})
