/**
 * Query time limits in the query worker (decision 013). groq-js evaluates synchronously between
 * awaits and offers no hook into its loops, so the limit is checked where every long query spends its
 * time: iterating the documents of a view (`*`) and following references (groq.ts checks at every
 * 16th lookup; decision 030). A view's documents are a {@link ScanArray}, whose
 * iterator checks the deadline of the evaluation in progress every 512 documents and throws
 * {@link QueryTimeoutError} past it. Evaluations in the worker are synchronous and run one at a time,
 * so one module-level deadline is enough ({@link withDeadline}). The deadline is in the thread's CPU
 * time, not the wall clock: on a busy machine a query is not cut short for time it spent waiting for
 * a core.
 */

/** Thrown when an evaluation runs past its deadline. */
export class QueryTimeoutError extends Error {
  constructor() {
    super('Query ran past its time limit')
    this.name = 'QueryTimeoutError'
  }
}

/** The deadline of the evaluation in progress: a budget of CPU time, counted from its first check. */
let current: { ms: number; deadline: number | undefined } | undefined

/** CPU time this thread has used, in ms (a system call: a few µs, so it is asked only at checks). */
const cpuMs = (): number => {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/** Throws {@link QueryTimeoutError} when the evaluation in progress is past its deadline. */
export function checkDeadline(): void {
  if (!current) return
  const now = cpuMs()
  // The clock starts at the first check: an evaluation that never reaches one (most rows of a
  // query evaluated a row at a time, groq-slices.ts) never pays for reading it.
  if (current.deadline === undefined) current.deadline = now + current.ms
  else if (now > current.deadline) throw new QueryTimeoutError()
}

/**
 * Runs the synchronous `fn` with a deadline of `ms` milliseconds of this thread's CPU time, counted
 * from the first check inside it (a scan of 512 documents, a lookup); checks inside it throw
 * {@link QueryTimeoutError} once it has passed. Nested calls get the inner budget.
 */
export function withDeadline<T>(ms: number, fn: () => T): T {
  const outer = current
  current = { ms, deadline: undefined }
  try {
    return fn()
  } finally {
    current = outer
  }
}

/**
 * An array whose iteration checks the current deadline. Derived arrays (`filter`, `slice`, `map`)
 * are plain arrays.
 */
export class ScanArray<T> extends Array<T> {
  static override get [Symbol.species](): ArrayConstructor {
    return Array
  }

  /** A ScanArray holding the items of `items` (copied). */
  static copyOf<T>(items: readonly T[]): ScanArray<T> {
    const array = new ScanArray<T>()
    for (const item of items) array.push(item)
    return array
  }

  override *[Symbol.iterator](): ArrayIterator<T> {
    for (let i = 0; i < this.length; i++) {
      if ((i & 511) === 0) checkDeadline()
      yield this[i] as T
    }
  }
}
