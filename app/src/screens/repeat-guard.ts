/**
 * One press does a thing once (decision 033): a double click, a double tap or an impatient second press
 * of a button or a form's submit never sends its request twice. React disables a pending button only
 * when it renders again, and a second click of a double click can come before that (both clicks of a
 * fast double click arrive in the same frame), or just after a quick reply re-enabled the button; so
 * the guard is synchronous and also covers a short while after success.
 *
 * Used by the screen kit's `useServiceMutation` (every mutation of the signed-in screens); `ScreenForm`
 * applies the same window to a submit with nothing typed since the last one went through. A
 * hand-written action wraps its call in a {@link RepeatGuard}.
 */

/**
 * How long after an action succeeded the same action again is taken for the same press (ms). A double
 * click's second press comes within the system's double-click time (500 ms by default on Windows and
 * macOS); a deliberate second action (send the link again) comes later than this.
 */
export const REPEAT_WINDOW_MS = 1000

/**
 * Joins repeats of an action: `run(key, start)` calls `start()` unless the action with the same `key`
 * is in flight (the caller gets that call's promise) or succeeded less than {@link REPEAT_WINDOW_MS}
 * ago (the caller gets its result). A failed action may be retried at once.
 * @param now the clock, ms (tests pass their own)
 */
export class RepeatGuard<T> {
  readonly #running = new Map<string, Promise<T>>()
  readonly #succeeded = new Map<string, { at: number; value: T }>()
  readonly #now: () => number

  constructor(now: () => number = () => performance.now()) {
    this.#now = now
  }

  /** `start()`'s promise, or the one of the same action in flight, or the recent success's result. */
  run(key: string, start: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key)
    if (running) return running
    const recent = this.#succeeded.get(key)
    if (recent && this.#now() - recent.at < REPEAT_WINDOW_MS) return Promise.resolve(recent.value)
    const started = start().then(
      (value) => {
        this.#running.delete(key)
        this.#succeeded.set(key, { at: this.#now(), value })
        return value
      },
      (error: unknown) => {
        this.#running.delete(key)
        throw error
      },
    )
    this.#running.set(key, started)
    return started
  }

  /** True while the action `key` runs or in the window after its success: a press now is a repeat. */
  isRepeat(key: string): boolean {
    const recent = this.#succeeded.get(key)
    return this.#running.has(key) || (recent !== undefined && this.#now() - recent.at < REPEAT_WINDOW_MS)
  }
}
