/**
 * No request can hold the content service (issue 28, decision 030): query text groq-js would take
 * seconds to parse (40–64 KB without brackets, `1+1+…`) is refused with a 400 before any worker sees
 * it, three at once too, while other queries keep answering; a query that holds the query worker
 * past the (here short) time limit without a check that can stop it is answered with the query
 * timeout error, the worker is replaced, and the queries and listeners it held carry on.
 */
import type { MutationEvent, WelcomeEvent } from '@sanity/client'
import { describe, expect, it } from 'vitest'
import { createTestClient, TEST_WRITE_TOKEN, useContentService } from './test-fixtures.ts'

const sandbox = useContentService({ queryTimeoutMs: 1000 })

const query = (text: string, params: Record<string, unknown> = {}) =>
  fetch(`${sandbox.service.url}/v2025-02-19/data/query/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: text, params }),
  })

const pageQuery = '*[_type == "pricing" && slug.current == $slug] | order(_updatedAt desc)[0]{title}'

describe('query text that would hold the parser', () => {
  it.each([
    ['1+1+… (60 KB)', Array.from({ length: 30_000 }, () => '1').join('+')],
    ['a flat array of 20,000 numbers', `[${Array.from({ length: 20_000 }, () => '1').join(',')}]`],
    ['!!!… (40 KB)', `${'!'.repeat(40_000)}true`],
  ])('refuses %s with a 400 naming the limit, not a 500', async (_, text) => {
    const response = await query(text)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { type: string; description: string } }
    expect(body.error.type).toBe('validationError')
    expect(body.error.description).toMatch(/Query too complex/)
  })

  it('answers other queries while three such queries arrive at once', async () => {
    const bomb = Array.from({ length: 30_000 }, () => '1').join('+')
    const bombs = Promise.all([query(bomb), query(bomb), query(bomb)])
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => (await (await query(pageQuery, { slug: 'buy' })).json()).result),
    )
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ title: 'DJ Pro pricing' })))
    expect((await bombs).map((r) => r.status)).toEqual([400, 400, 400])
  })
})

describe('a query that holds the query worker past the time limit', () => {
  it('gets the query timeout error; the worker is replaced and what it held is answered', async () => {
    const events: MutationEvent[] = []
    let welcomed: () => void = () => {}
    const welcome = new Promise<void>((resolve) => {
      welcomed = resolve
    })
    const subscription = createTestClient(sandbox.service.url)
      .listen('*[_type == "campaign"]', {}, { events: ['welcome', 'mutation'] })
      .subscribe((event) => {
        if ((event as WelcomeEvent).type === 'welcome') welcomed()
        else events.push(event as MutationEvent)
      })
    try {
      await welcome
      // A filter over a parameter array: no scan of the dataset, so no deadline check interrupts it.
      const numbers = Array.from({ length: 40_000 }, (_, i) => i)
      const hold = query('count($a[@ in $a])', { a: numbers })
      // Sent once the worker is busy with the hold: it cannot be what holds the worker, however long
      // it waits on a loaded machine, so it is answered by the new worker.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const meanwhile = query(pageQuery, { slug: 'buy' })
      const held = await hold
      expect(held.status).toBe(408)
      expect(((await held.json()) as { error: { type: string } }).error.type).toBe('queryTimeout')
      expect((await (await meanwhile).json()).result).toEqual({ title: 'DJ Pro pricing' })
      // The new worker serves, and the listener still hears writes.
      const writer = createTestClient(sandbox.service.url, { token: TEST_WRITE_TOKEN })
      await writer.create({ _id: 'after-restart', _type: 'campaign', title: 'Heard' })
      await expect.poll(() => events.map((e) => e.documentId)).toContain('after-restart')
    } finally {
      subscription.unsubscribe()
    }
  })
})
