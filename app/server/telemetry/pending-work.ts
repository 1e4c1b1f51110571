/**
 * Spans that last as long as the work they started (docs/decisions/041; issue 36's operator walk, M1).
 * A route loader starts its queries and returns before they answer (the render waits for them), so
 * its span ended long before the service call it started: the trace showed a 93 ms `loader
 * /account/orders` with a 4 s call inside. A span run with {@link runUntilChildrenEnd} ends once its
 * work has settled AND every span started inside it (its sdk calls, content queries, server functions,
 * their retries) has ended, so the widest child of a slow request is the loader whose data was slow.
 *
 * How: the work runs in a context holding a {@link PendingWork}; the SDK's span processor
 * {@link pendingWorkProcessor} (registered by otel.ts) tells it of each span started in that context
 * and of its end. The context key is a global symbol (`createContextKey`), so the host's processor and
 * the SSR bundle's loaders, two copies of this module, meet. With telemetry off (a non-recording span)
 * nothing is tracked: the span ends with its work, as any other.
 */
import { type Context, context, createContextKey, type Span } from '@opentelemetry/api'
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace'

const WORK_KEY = createContextKey('music.site.pending-work')

/** The longest a span waits for its children after its own work settled, in ms (a leak guard). */
export const MAX_CHILD_WAIT_MS = 60_000

/** The spans started inside a span's work and not ended yet; ends the span once both are done. */
class PendingWork {
  readonly #open = new Set<string>()
  #settled = false
  #ended = false
  readonly #end: () => void
  constructor(end: () => void) {
    this.#end = end
  }
  started(spanId: string): void {
    this.#open.add(spanId)
  }
  ended(spanId: string): void {
    this.#open.delete(spanId)
    this.#endIfDone()
  }
  /** The work itself settled. */
  settle(): void {
    this.#settled = true
    this.#endIfDone()
    if (!this.#ended) setTimeout(() => this.#finish(), MAX_CHILD_WAIT_MS).unref?.()
  }
  #endIfDone(): void {
    if (this.#settled && this.#open.size === 0) this.#finish()
  }
  #finish(): void {
    if (this.#ended) return
    this.#ended = true
    this.#end()
  }
}

/**
 * Runs `work` in `span`'s active context and ends `span` once `work` settled and every span started
 * inside it ended (see the module's description). Resolves or rejects as `work` does, without waiting.
 */
export async function runUntilChildrenEnd<T>(span: Span, work: () => Promise<T> | T): Promise<T> {
  if (!span.isRecording()) {
    try {
      return await work()
    } finally {
      span.end()
    }
  }
  const pending = new PendingWork(() => span.end())
  try {
    return await context.with(context.active().setValue(WORK_KEY, pending), work)
  } finally {
    pending.settle()
  }
}

/** The work each span started inside one belongs to, by span id. */
const owners = new Map<string, PendingWork>()

/** The span processor that counts the spans started inside a {@link runUntilChildrenEnd} (otel.ts). */
export const pendingWorkProcessor: SpanProcessor = {
  onStart(span: { spanContext(): { spanId: string } }, parentContext: Context) {
    const work = parentContext.getValue(WORK_KEY) as PendingWork | undefined
    if (!work) return
    const { spanId } = span.spanContext()
    owners.set(spanId, work)
    work.started(spanId)
  },
  onEnd(span: ReadableSpan) {
    const { spanId } = span.spanContext()
    const work = owners.get(spanId)
    if (!work) return
    owners.delete(spanId)
    work.ended(spanId)
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
}
