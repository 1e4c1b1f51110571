/**
 * The sandbox outbox: what a service sends is what `list` and `latest` return, newest first, with the
 * body's links, filtered by recipient and service.
 */
import { describe, expect, it } from 'vitest'
import { Outbox } from './outbox.ts'

describe('Outbox', () => {
  it('records messages with their links and send time, newest first, filtered by recipient and service', () => {
    let now = Date.parse('2026-11-21T09:30:00Z')
    const outbox = new Outbox(() => now)
    const first = outbox.send({
      service: 'downloads',
      from: 'Music Software <downloads@music-software.example>',
      to: 'Alex.Rivera@example.com',
      subject: 'Your download link',
      text: 'Here: http://localhost:4100/downloads/files/abc/DJ%20Pro.zip\nor https://example.com/x.',
    })
    expect(first).toMatchObject({
      id: 1,
      sentAt: '2026-11-21T09:30:00Z',
      links: ['http://localhost:4100/downloads/files/abc/DJ%20Pro.zip', 'https://example.com/x.'],
    })
    now += 1000
    outbox.send({
      service: 'identity',
      from: 'id',
      to: 'sam.okafor@example.com',
      subject: 'Verify',
      text: 'x',
      links: [],
    })
    expect(outbox.list().map((m) => m.subject)).toEqual(['Verify', 'Your download link'])
    expect(outbox.list({ to: 'alex.rivera@EXAMPLE.com' }).map((m) => m.id)).toEqual([1])
    expect(outbox.latest({ service: 'identity' })?.sentAt).toBe('2026-11-21T09:30:01Z')
    expect(outbox.latest({ to: 'nobody@example.com' })).toBeUndefined()
    // Copies: a caller cannot change what was sent.
    outbox.list()[0]?.links.push('http://evil.example')
    expect(outbox.latest()?.links).toEqual([])
  })
})
