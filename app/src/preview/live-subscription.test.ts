import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepListening, type ListenFn } from './live-subscription.ts'

type Observer = Parameters<ListenFn>[0]

function fakeListen() {
  const observers: Observer[] = []
  const unsubscribed: number[] = []
  const listen: ListenFn = (observer) => {
    const index = observers.push(observer) - 1
    return { unsubscribe: () => unsubscribed.push(index) }
  }
  return { listen, observers, unsubscribed }
}

describe('keepListening', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('calls onChange on the first welcome (changes made before it connected) and each mutation', () => {
    const { listen, observers } = fakeListen()
    const onChange = vi.fn()
    keepListening(listen, onChange)
    expect(onChange).not.toHaveBeenCalled()
    observers[0]?.next({ type: 'welcome' })
    expect(onChange).toHaveBeenCalledTimes(1)
    observers[0]?.next({ type: 'mutation' })
    observers[0]?.next({ type: 'mutation' })
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('reconnects 1000 ms after a failure and refetches on the new welcome', () => {
    const { listen, observers } = fakeListen()
    const onChange = vi.fn()
    keepListening(listen, onChange)
    observers[0]?.error(new Error('connection failed'))
    vi.advanceTimersByTime(999)
    expect(observers).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(observers).toHaveLength(2)
    observers[1]?.next({ type: 'welcome' })
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('reports connecting, live on welcome, reconnecting after a failure, live again', () => {
    const { listen, observers } = fakeListen()
    const onStatus = vi.fn()
    keepListening(listen, vi.fn(), { onStatus })
    expect(onStatus.mock.calls.flat()).toEqual(['connecting'])
    observers[0]?.next({ type: 'welcome' })
    observers[0]?.error(new Error('connection failed'))
    vi.advanceTimersByTime(1000)
    observers[1]?.next({ type: 'welcome' })
    expect(onStatus.mock.calls.flat()).toEqual(['connecting', 'live', 'reconnecting', 'live'])
  })

  it('unsubscribes when stopped and never reconnects afterwards', () => {
    const { listen, observers, unsubscribed } = fakeListen()
    const onChange = vi.fn()
    const stop = keepListening(listen, onChange)
    stop()
    expect(unsubscribed).toEqual([0])
    observers[0]?.error(new Error('late failure'))
    observers[0]?.next({ type: 'mutation' })
    vi.advanceTimersByTime(5000)
    expect(observers).toHaveLength(1)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('stops a pending reconnection', () => {
    const { listen, observers } = fakeListen()
    const stop = keepListening(listen, vi.fn())
    observers[0]?.error(new Error('x'))
    stop()
    vi.advanceTimersByTime(5000)
    expect(observers).toHaveLength(1)
  })
})
