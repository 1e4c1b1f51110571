/**
 * Live events (`client.listen`, docs/requirements.md §4 preview): editing the dataset file while the service runs
 * produces `appear`/`update`/`disappear` mutation events for documents matching the listen filter;
 * drafts only reach listeners with the preview credential; keep-alive comments; clean close.
 */
import type { MutationEvent, WelcomeEvent } from '@sanity/client'
import { afterEach, describe, expect, it } from 'vitest'
import { startContentService } from './server.ts'
import type { SanityDocument } from './store.ts'
import { createTestClient, fixtureDocuments, TEST_PREVIEW_TOKEN, useContentService } from './test-fixtures.ts'

const cleanups: Array<() => void> = []

const sandbox = useContentService({ keepAliveMs: 100 })

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  current = fixtureDocuments()
  await sandbox.fixture.writeDataset(current)
  await new Promise((resolve) => setTimeout(resolve, 150))
})

const client = (token?: string) => createTestClient(sandbox.service.url, { token })

/** Subscribes, waits for `welcome`, and collects mutation events. */
async function listen(query: string, params: Record<string, unknown> = {}, token?: string) {
  const events: MutationEvent[] = []
  const waiters: Array<() => void> = []
  let welcomed: () => void = () => {}
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve
  })
  const subscription = client(token)
    .listen(query, params, { includeResult: true, events: ['welcome', 'mutation'] })
    .subscribe({
      next: (event) => {
        if ((event as WelcomeEvent).type === 'welcome') welcomed()
        else events.push(event as MutationEvent)
        for (const wake of waiters.splice(0)) wake()
      },
    })
  cleanups.push(() => subscription.unsubscribe())
  await welcome
  const waitFor = async (count: number, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs
    while (events.length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
    return events
  }
  return { events, waitFor }
}

/** The dataset as last written; `edit` applies a change to it and saves the file. */
let current: SanityDocument[] = fixtureDocuments()
const edit = (change: (docs: SanityDocument[]) => SanityDocument[]) => {
  current = change(current)
  return sandbox.fixture.writeDataset(current)
}

describe('listen', () => {
  it('emits update, appear and disappear for documents matching the filter', async () => {
    const { waitFor } = await listen('*[_type == $type]', { type: 'pricing' })

    await edit((docs) => docs.map((d) => (d._id === 'pricing-dj-pro' ? { ...d, title: 'New price' } : d)))
    const [update] = await waitFor(1)
    expect(update).toMatchObject({
      type: 'mutation',
      documentId: 'pricing-dj-pro',
      transition: 'update',
      visibility: 'query',
      result: { _id: 'pricing-dj-pro', title: 'New price' },
    })
    expect(update?.eventId).toBe(`${update?.transactionId}#pricing-dj-pro`)
    expect(update?.previousRev).toBeTruthy()
    expect(update?.resultRev).not.toBe(update?.previousRev)

    await edit((docs) => [
      ...docs,
      { _id: 'pricing-studio', _type: 'pricing', product: 'studio', title: 'Studio' },
    ])
    const events = await waitFor(2)
    expect(events[1]).toMatchObject({ documentId: 'pricing-studio', transition: 'appear' })

    await edit((docs) => docs.map((d) => (d._id === 'pricing-dj-pro-old' ? { ...d, _type: 'archived' } : d)))
    const all = await waitFor(3)
    expect(all[2]).toMatchObject({ documentId: 'pricing-dj-pro-old', transition: 'disappear' })

    await edit((docs) => docs.filter((d) => d._id !== 'pricing-studio'))
    const [, , , deleted] = await waitFor(4)
    expect(deleted).toMatchObject({ documentId: 'pricing-studio', transition: 'disappear' })
    expect(deleted).not.toHaveProperty('result')
  })

  it('ignores changes to documents outside the filter', async () => {
    const { events } = await listen('*[_type == "pricing"]')
    await edit((docs) => docs.map((d) => (d._id === 'home' ? { ...d, title: 'Other' } : d)))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(events).toEqual([])
  })

  it('reports draft changes only to listeners with the preview credential', async () => {
    const anonymous = await listen('*[_type == "homepage"]')
    const preview = await listen('*[_type == "homepage"]', {}, TEST_PREVIEW_TOKEN)
    await edit((docs) => docs.map((d) => (d._id === 'drafts.home' ? { ...d, title: 'Draft edit' } : d)))
    const [event] = await preview.waitFor(1)
    expect(event).toMatchObject({
      documentId: 'drafts.home',
      transition: 'update',
      result: { title: 'Draft edit' },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(anonymous.events).toEqual([])
  })

  it('sends welcome first and keep-alive comments, and ends streams on close()', async () => {
    const own = await startContentService({ datasetsDir: sandbox.fixture.datasetsDir, keepAliveMs: 50 })
    const response = await fetch(`${own.url}/v2021-10-21/data/listen/production?query=*`, {
      headers: { accept: 'text/event-stream' },
    })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes(': ping')) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value)
    }
    expect(text).toMatch(/^event: welcome\ndata: \{"listenerName":"[^"]+"\}\n\n/)
    expect(text).toContain(': ping\n\n')
    const closing = own.close()
    let done = false
    while (!done) done = (await reader.read().catch(() => ({ done: true }))).done
    await closing
    expect(done).toBe(true)
  })
})
