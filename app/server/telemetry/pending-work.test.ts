/**
 * A span that lasts as long as the work it started (pending-work.ts; issue 36's operator walk, M1): a
 * loader that starts a query and returns at once still covers the query's call in the trace.
 */
import { trace } from '@opentelemetry/api'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type InMemorySdk, registerInMemorySdk } from '../../../scripts/telemetry/in-memory-sdk.ts'
import { pendingWorkProcessor, runUntilChildrenEnd } from './pending-work.ts'

let otel: InMemorySdk
beforeAll(() => {
  otel = registerInMemorySdk([pendingWorkProcessor])
})
afterAll(() => otel.unregister())
beforeEach(() => otel.resetSpans())

const tracer = () => trace.getTracer('test')

/** A promise and the function that resolves it. */
function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Starts a CLIENT-like span that ends when `answered` resolves (the query the loader does not wait for). */
function startCall(answered: Promise<void>): Promise<void> {
  return tracer().startActiveSpan('GET /api/v1/me/orders', (call) => answered.then(() => call.end()))
}

describe('runUntilChildrenEnd', () => {
  it('ends a loader’s span only once the call it started and did not wait for has ended', async () => {
    const answer = deferred()
    let inFlight: Promise<void> | undefined
    await tracer().startActiveSpan('loader /account/orders', (loader) =>
      runUntilChildrenEnd(loader, () => {
        inFlight = startCall(answer.promise)
        return 'loaded'
      }),
    )
    // The loader has returned; its span waits for the call.
    expect(otel.spans().map((span) => span.name)).toEqual([])
    answer.resolve()
    await inFlight
    const named = (name: string) => otel.spans().find((span) => span.name === name)
    const call = named('GET /api/v1/me/orders')
    const loader = named('loader /account/orders')
    // Ended by the call's end: both are there now, neither was before.
    expect(loader).toBeDefined()
    expect(call?.parentSpanContext?.spanId).toBe(loader?.spanContext().spanId)
  })

  it('ends with its work when nothing was started inside it, and rejects as the work does', async () => {
    await expect(
      tracer().startActiveSpan('loader /account', (loader) =>
        runUntilChildrenEnd(loader, () => Promise.reject(new Error('refused'))),
      ),
    ).rejects.toThrow('refused')
    expect(otel.spans().map((span) => span.name)).toEqual(['loader /account'])
  })

  it('leaves spans started outside it alone', async () => {
    const answer = deferred()
    const outside = startCall(answer.promise)
    await tracer().startActiveSpan('loader /account', (loader) =>
      runUntilChildrenEnd(loader, () => undefined),
    )
    expect(otel.spans().map((span) => span.name)).toEqual(['loader /account'])
    answer.resolve()
    await outside
  })
})
