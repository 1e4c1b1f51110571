/**
 * Server-sent event streams of the content service (listen.ts, live.ts): one frame per event, `: ping`
 * comments to keep idle connections open, and a clean end when the client goes away or the service
 * closes.
 */

const encoder = new TextEncoder()

/** One SSE frame; `data` is JSON-encoded. */
export function sseEvent(event: string, data: unknown, id?: string): Uint8Array {
  const idLine = id ? `id: ${id}\n` : ''
  return encoder.encode(`event: ${event}\n${idLine}data: ${JSON.stringify(data)}\n\n`)
}

/** What every stream of the service shares (the service context, context.ts, is one). */
export interface SseStreams {
  /** Interval of `: ping` keep-alive comments, in ms. */
  keepAliveMs: number
  /** Closes every open stream (on service close); a stream adds its own and removes it when it ends. */
  closeListeners: Set<() => void>
}

/** What a stream's producer gets: a way to send frames; it returns its own cleanup. */
export type SseProducer = (send: (frame: Uint8Array) => void) => () => void

/**
 * A `text/event-stream` reply fed by `produce`, with keep-alive comments every `ctx.keepAliveMs`.
 * The producer's cleanup runs once, when the client disconnects or the service closes.
 */
export function sseResponse(ctx: SseStreams, request: Request, produce: SseProducer): Response {
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk)
      }
      const ping = setInterval(() => send(encoder.encode(': ping\n\n')), ctx.keepAliveMs)
      let stopProducer = () => {}
      cleanup = () => {
        if (closed) return
        closed = true
        clearInterval(ping)
        stopProducer()
        ctx.closeListeners.delete(closeFromService)
        request.signal.removeEventListener('abort', cleanup)
      }
      const closeFromService = () => {
        cleanup()
        try {
          controller.close()
        } catch {
          // Already closed by the client going away.
        }
      }
      ctx.closeListeners.add(closeFromService)
      request.signal.addEventListener('abort', cleanup)
      stopProducer = produce(send)
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    },
  })
}
