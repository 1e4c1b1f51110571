/**
 * Query replies kept per dataset snapshot (reply-cache.ts): the same query answers the same bytes
 * until the dataset changes, then the new content on the next request; queries reading the clock
 * are never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryRequest } from './engine-protocol.ts'
import { ReplyCache } from './reply-cache.ts'
import { type ContentService, startContentService } from './server.ts'
import type { DatasetSnapshot } from './store.ts'
import { createFixture, createTestClient, type Fixture, fixtureDocuments } from './test-fixtures.ts'

const request = (query: string, params: Record<string, unknown> = {}): QueryRequest => ({
  dataset: 'production',
  perspective: { kind: 'stack', layers: ['published'] },
  privileged: false,
  query,
  params,
  returnQuery: false,
  withSyncTags: true,
  identity: '',
  projectId: 'musicweb',
})
const snapshot = () => ({ name: 'production', memo: new Map() }) as unknown as DatasetSnapshot
const bytes = (text: string) => new TextEncoder().encode(text)

describe('ReplyCache', () => {
  it('keeps a reply per snapshot and request, and hands out copies', () => {
    const cache = new ReplyCache()
    const [first, second] = [snapshot(), snapshot()]
    const key = ReplyCache.keyOf(request('*[_type == $t]', { t: 'homepage' })) ?? ''
    cache.set(first, key, bytes('{"result":1}'))
    const kept = cache.get(first, key)
    expect(new TextDecoder().decode(kept)).toBe('{"result":1}')
    kept?.fill(0)
    expect(new TextDecoder().decode(cache.get(first, key))).toBe('{"result":1}')
    expect(cache.get(second, key)).toBeUndefined()
    const other = ReplyCache.keyOf(request('*[_type == $t]', { t: 'pricing' })) ?? ''
    expect(cache.get(first, other)).toBeUndefined()
  })

  it('names requests apart by perspective, credential and reply options', () => {
    const base = request('*')
    const keys = [
      base,
      { ...base, perspective: { kind: 'raw' } as const },
      { ...base, privileged: true },
      { ...base, withSyncTags: false },
      { ...base, returnQuery: true },
    ].map(ReplyCache.keyOf)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps no reply of a query that reads the clock', () => {
    expect(ReplyCache.keyOf(request('*[dateTime(publishedAt) < now()]'))).toBeUndefined()
    expect(ReplyCache.keyOf(request('*[dateTime(publishedAt) < now ( )]'))).toBeUndefined()
  })

  it('stays within its byte bound: past it, the snapshot starts over', () => {
    const cache = new ReplyCache(10)
    const s = snapshot()
    cache.set(s, 'a', bytes('123456'))
    cache.set(s, 'b', bytes('123456'))
    expect(cache.get(s, 'a')).toBeUndefined()
    expect(cache.get(s, 'b')).toBeDefined()
    cache.set(s, 'c', bytes('12345678901'))
    expect(cache.get(s, 'c')).toBeUndefined()
  })
})

describe('the content service with kept replies', () => {
  let fixture: Fixture
  let service: ContentService
  beforeAll(async () => {
    fixture = await createFixture()
    service = await startContentService({ datasetsDir: fixture.datasetsDir })
  })
  afterAll(async () => {
    await service?.close()
    await fixture?.remove()
  })

  it('answers a repeated query alike, and the edited content once the dataset has reloaded', async () => {
    const client = createTestClient(service.url)
    const query = '*[_id == "home"][0].title'
    expect(await client.fetch(query)).toBe('Home')
    expect(await client.fetch(query)).toBe('Home')
    await fixture.writeDataset(
      fixtureDocuments().map((doc) => (doc._id === 'home' ? { ...doc, title: 'Home, edited' } : doc)),
    )
    await expect.poll(() => client.fetch(query), { timeout: 5000 }).toBe('Home, edited')
    expect(await client.fetch(query)).toBe('Home, edited')
  })
})
