import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBuildPoller } from './build-poller.ts'

function setup(replies: Array<unknown | Error>) {
  const urls: string[] = []
  const fetchJson = vi.fn(async (url: string) => {
    urls.push(url)
    const reply = replies.shift()
    if (reply instanceof Error) throw reply
    return reply
  })
  const onNewBuild = vi.fn()
  const log = vi.fn()
  const poller = createBuildPoller({
    currentBuildId: 'build-1',
    intervalMs: 60_000,
    fetchJson,
    onNewBuild,
    log,
    now: () => 1234,
  })
  return { poller, urls, fetchJson, onNewBuild, log }
}

describe('createBuildPoller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks for builds/latest.json with a timestamp and reports nothing while the id is the same', async () => {
    const { poller, urls, onNewBuild } = setup([{ id: 'build-1', timestamp: 1 }])
    expect(await poller.check()).toBe(false)
    expect(urls).toEqual(['/builds/latest.json?1234'])
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('reports a different build id once and stops fetching afterwards', async () => {
    const { poller, onNewBuild, fetchJson } = setup([{ id: 'build-2', timestamp: 2 }])
    expect(await poller.check()).toBe(true)
    expect(await poller.check()).toBe(true)
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith({ id: 'build-2', timestamp: 2 })
    expect(fetchJson).toHaveBeenCalledTimes(1)
    expect(poller.newBuildAvailable).toBe(true)
  })

  it('only logs a failed or malformed fetch', async () => {
    const { poller, onNewBuild, log } = setup([new Error('offline'), { nope: true }])
    expect(await poller.check()).toBe(false)
    expect(await poller.check()).toBe(false)
    expect(log).toHaveBeenCalledTimes(2)
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('polls on the interval and when the tab becomes visible, until stopped', async () => {
    const { poller, fetchJson } = setup([
      { id: 'build-1', timestamp: 1 },
      { id: 'build-1', timestamp: 1 },
      { id: 'build-1', timestamp: 1 },
    ])
    const target = new EventTarget() as EventTarget & { document?: Document }
    const stop = poller.start(target as unknown as Window)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchJson).toHaveBeenCalledTimes(1)
    target.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchJson).toHaveBeenCalledTimes(2)
    stop()
    await vi.advanceTimersByTimeAsync(120_000)
    target.dispatchEvent(new Event('focus'))
    expect(fetchJson).toHaveBeenCalledTimes(2)
  })
})
