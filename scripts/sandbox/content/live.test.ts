/**
 * The Live Content API (`client.live.events()`, decision 013): a query's `syncTags` come back in a
 * `message` event after the dataset file is edited; drafts only with the preview credential; a
 * reconnect with an unknown `Last-Event-ID` starts with `restart`. And listen: an anonymous
 * listener's filter sees published documents only.
 */
import type { LiveEvent, MutationEvent, SanityClient, WelcomeEvent } from '@sanity/client'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { afterEach, describe, expect, it } from 'vitest'
import type { SanityDocument } from './store.ts'
import { createTestClient, fixtureDocuments, TEST_PREVIEW_TOKEN, useContentService } from './test-fixtures.ts'

const cleanups: Array<() => void> = []

const sandbox = useContentService()

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const client = (token?: string): SanityClient =>
  createTestClient(sandbox.service.url, { apiVersion: '2025-02-19', ...(token ? { token } : {}) })

let current: SanityDocument[] = fixtureDocuments()
const edit = (change: (docs: SanityDocument[]) => SanityDocument[]) => {
  current = change(current)
  return sandbox.fixture.writeDataset(current)
}
const retitle = (id: string, title: string) =>
  edit((docs) => docs.map((doc) => (doc._id === id ? { ...doc, title } : doc)))

/** Collects events of an observable; `next(predicate)` resolves with the first event that matches. */
function collect<T>(subscribe: (next: (event: T) => void, fail: (error: unknown) => void) => () => void) {
  const events: T[] = []
  const waiters: Array<{ test: (event: T) => boolean; resolve: (event: T) => void }> = []
  let failure: unknown
  const stop = subscribe(
    (event) => {
      events.push(event)
      for (const waiter of [...waiters]) {
        if (waiter.test(event)) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve(event)
        }
      }
    },
    (error) => {
      failure = error
    },
  )
  cleanups.push(stop)
  return {
    events,
    get failure() {
      return failure
    },
    next: (test: (event: T) => boolean) =>
      new Promise<T>((resolve) => {
        const seen = events.find(test)
        if (seen) resolve(seen)
        else waiters.push({ test, resolve })
      }),
  }
}

const liveEvents = (c: SanityClient, includeDrafts = false) =>
  collect<LiveEvent>((next, fail) => {
    const subscription = c.live.events({ includeDrafts }).subscribe({ next, error: fail })
    return () => subscription.unsubscribe()
  })

const tagsOf = (event: LiveEvent) => (event.type === 'message' ? event.tags : [])

describe('live events', () => {
  it('sends a message with the sync tag of a query after the dataset file changes', async () => {
    const response = await client().fetch('*[_type == "pricing"]{_id, title}', {}, { filterResponse: false })
    expect(response.syncTags?.length).toBeGreaterThan(0)
    const [queryTag] = response.syncTags ?? []
    const live = liveEvents(client())
    await live.next((event) => event.type === 'welcome')
    await retitle('pricing-dj-pro', 'Cheaper')
    const message = await live.next((event) => tagsOf(event).includes(queryTag as `s1:${string}`))
    expect(message).toMatchObject({ type: 'message', id: expect.any(String) })
    expect(await client().fetch('*[_id == "pricing-dj-pro"][0].title')).toBe('Cheaper')
  })

  it('does not tell anonymous clients about draft edits; preview clients hear them', async () => {
    const draftTags = (
      await client(TEST_PREVIEW_TOKEN).fetch(
        '*[_type == "homepage"]._id',
        {},
        {
          filterResponse: false,
          perspective: 'drafts',
        },
      )
    ).syncTags
    const anonymous = liveEvents(client())
    const preview = liveEvents(client(TEST_PREVIEW_TOKEN), true)
    await Promise.all([anonymous, preview].map((live) => live.next((event) => event.type === 'welcome')))
    await retitle('drafts.home', 'Draft changed')
    await preview.next((event) => tagsOf(event).some((tag) => draftTags?.includes(tag)))
    // The published edit after it reaches both; the anonymous client saw nothing before it.
    await retitle('pricing-dj-pro', 'Published change')
    const seen = await anonymous.next((event) => event.type === 'message')
    expect(anonymous.events.filter((event) => event.type === 'message')).toEqual([seen])
    await preview.next(
      (event) => event.type === 'message' && event !== preview.events.find((e) => e.type === 'message'),
    )
  })

  it('refuses drafts without the preview credential (401)', async () => {
    const response = await fetch(
      `${sandbox.service.url}/v2025-02-19/data/live/events/production?includeDrafts=true`,
      {
        headers: { accept: 'text/event-stream' },
      },
    )
    expect(response.status).toBe(401)
    const refused = liveEvents(client().withConfig({ withCredentials: true }), true)
    await expect.poll(() => refused.failure).toMatchObject({ name: 'ConnectionFailedError', status: 401 })
  })

  /** The first `count` events of a raw connection sending `Last-Event-ID: lastEventId`. */
  async function firstEvents(lastEventId: string, count: number): Promise<EventSourceMessage[]> {
    const controller = new AbortController()
    cleanups.push(() => controller.abort())
    const response = await fetch(`${sandbox.service.url}/v2025-02-19/data/live/events/production`, {
      headers: { accept: 'text/event-stream', 'last-event-id': lastEventId },
      signal: controller.signal,
    })
    const events: EventSourceMessage[] = []
    const parser = createParser({ onEvent: (event) => events.push(event) })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    while (events.length < count) {
      const { value, done } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
    }
    return events
  }

  it('starts with restart when Last-Event-ID is not a position it knows', async () => {
    expect((await firstEvents('from-another-life', 2)).map((event) => event.event)).toEqual([
      'welcome',
      'restart',
    ])
  })

  it('resumes after a Last-Event-ID it knows: the messages missed while away come first', async () => {
    const live = liveEvents(client())
    await live.next((event) => event.type === 'welcome')
    await retitle('pricing-dj-pro', 'Before the gap')
    const seen = await live.next((event) => event.type === 'message')
    await retitle('pricing-dj-pro', 'During the gap')
    const during = await live.next((event) => event.type === 'message' && event !== seen)
    const resumed = await firstEvents((seen as { id: string }).id, 2)
    expect(resumed.map((event) => [event.event, event.id])).toEqual([
      ['welcome', undefined],
      ['message', (during as { id: string }).id],
    ])
  })
})

describe('listen', () => {
  it("evaluates an anonymous listener's filter against published documents only", async () => {
    // True for `home` only when a campaign exists: the only campaign is a draft.
    const query = '*[(_type == "homepage" && count(*[_type == "campaign"]) > 0) || _id == "pricing-dj-pro"]'
    const listen = (token?: string) =>
      collect<MutationEvent | WelcomeEvent>((next) => {
        const subscription = createTestClient(sandbox.service.url, token ? { token } : {})
          .listen(query, {}, { events: ['welcome', 'mutation'] })
          .subscribe({ next: (event) => next(event as MutationEvent | WelcomeEvent) })
        return () => subscription.unsubscribe()
      })
    const anonymous = listen()
    const preview = listen(TEST_PREVIEW_TOKEN)
    await Promise.all([anonymous, preview].map((l) => l.next((event) => event.type === 'welcome')))
    await edit((docs) =>
      docs.map((doc) =>
        doc._id === 'home' || doc._id === 'pricing-dj-pro' ? { ...doc, title: 'Edited' } : doc,
      ),
    )
    const documentIds = (events: Array<MutationEvent | WelcomeEvent>) =>
      events.flatMap((event) => (event.type === 'mutation' ? [event.documentId] : []))
    await preview.next((event) => event.type === 'mutation' && event.documentId === 'home')
    await anonymous.next((event) => event.type === 'mutation' && event.documentId === 'pricing-dj-pro')
    // Both mutations of one edit arrive together: had `home` matched, it would be here too.
    expect(documentIds(anonymous.events).sort()).toEqual(['pricing-dj-pro'])
    expect(documentIds(preview.events).sort()).toEqual(['home', 'pricing-dj-pro'])
  })
})
