/**
 * Sign-in throttling of the fake identity service (docs/decisions/035, which replaces 031's
 * per-address count; OWASP "Slow Down Online Guessing Attacks with Device Cookies", Authentication
 * Cheat Sheet "Protect against automated attacks", Credential Stuffing Prevention Cheat Sheet; RFC
 * 9700 §4.16).
 *
 * Wrong passwords are counted per account, never per address: an address is shared by everyone
 * behind a NAT, a proxy or, in the sandbox, loopback, so counting it refuses strangers for an
 * attacker's guesses; and an attacker with many addresses is not slowed by it. Two kinds of key:
 *
 * - **a known device and the account**: a browser that signed in to the account before carries the
 *   service's device cookie for it (issued on a right password, bound to the accounts it signed in
 *   to). Its failures are its own: nobody else's guesses ever make it wait.
 * - **the account, for every other client** (no device cookie of this account, whatever its address):
 *   all their failures together. So one account guessed from 20 addresses is slowed as a whole.
 *
 * Past a key's free attempts, each further wrong password doubles the wait before that key may try
 * again (1 s, 2 s, 4 s … at most 15 minutes); an attempt within the wait is refused unchecked, with
 * the seconds left (`Retry-After`). A right password clears the key it was counted under; a key
 * forgets its failures 15 minutes after the last one.
 *
 * What this leaves to the real service (decision 035): while strangers guess an account, its owner on
 * a browser that never signed in to it waits like them (OWASP's trade-off: the known device is the
 * exemption); and trying a leaked password once per account (credential stuffing) is never slowed by
 * counting, which calls for a second factor or a breached-password check.
 */

/** Wrong passwords a key may send for one account before it has to wait. */
export const FREE_ATTEMPTS_PER_ACCOUNT = 3
/** The longest wait, in seconds (15 minutes). */
export const MAX_WAIT_SECONDS = 15 * 60
/** How long a key remembers its failures after the last one, in seconds (15 minutes). */
export const FAILURE_MEMORY_SECONDS = 15 * 60

/** The name of the device cookie the sign-in page gives a browser that signed in. */
export const DEVICE_COOKIE = 'sandbox_identity_device'

/** Who is signing in, as the throttle tells clients apart. */
export interface SignInClient {
  /**
   * The id of the device cookie the service issued to this browser for this account (the identity
   * store drops an id it did not issue, or issued for other accounts only); absent for every other
   * client, whatever its address.
   */
  device?: string
}

interface Failures {
  count: number
  /** ms since the epoch */
  last: number
}

/** Keys kept before the throttle sweeps out the forgotten ones (a sweep at most once per doubling). */
const SWEEP_AT = 1024

/** The throttle's state: failures per key (a known device and an account, or an account). */
export class SignInThrottle {
  readonly #failures = new Map<string, Failures>()
  readonly #now: () => number
  #sweepAt = SWEEP_AT

  /** @param now the sandbox clock, ms since the epoch */
  constructor(now: () => number) {
    this.#now = now
  }

  /** How many keys the throttle holds (its memory: forgotten keys are swept out as it grows). */
  get size(): number {
    return this.#failures.size
  }

  /**
   * Seconds `client` must still wait before trying `account` (0: it may try now).
   * @param client `device` set only for a device cookie issued for `account`
   * @param account the account's key (its lowercased email address)
   */
  wait(client: SignInClient, account: string): number {
    const known = this.#current(keyOf(client, account))
    if (!known || known.count < FREE_ATTEMPTS_PER_ACCOUNT) return 0
    const delay = Math.min(2 ** (known.count - FREE_ATTEMPTS_PER_ACCOUNT), MAX_WAIT_SECONDS) * 1000
    return Math.max(0, Math.ceil((known.last + delay - this.#now()) / 1000))
  }

  /** Counts a wrong password of `client` for `account`. */
  failed(client: SignInClient, account: string): void {
    const key = keyOf(client, account)
    const known = this.#current(key)
    this.#failures.set(key, { count: (known?.count ?? 0) + 1, last: this.#now() })
    if (this.#failures.size >= this.#sweepAt) this.#sweep()
  }

  /** Forgets the failures counted under `client`'s key for `account` (its right password). */
  succeeded(client: SignInClient, account: string): void {
    this.#failures.delete(keyOf(client, account))
  }

  #current(key: string): Failures | undefined {
    const known = this.#failures.get(key)
    if (known && this.#forgotten(known)) {
      this.#failures.delete(key)
      return undefined
    }
    return known
  }

  #forgotten(failures: Failures): boolean {
    return this.#now() - failures.last > FAILURE_MEMORY_SECONDS * 1000
  }

  /** Drops forgotten keys, so guesses at ever new (made-up) accounts cannot grow the map without end. */
  #sweep(): void {
    for (const [key, failures] of this.#failures) if (this.#forgotten(failures)) this.#failures.delete(key)
    this.#sweepAt = Math.max(SWEEP_AT, this.#failures.size * 2)
  }
}

const keyOf = (client: SignInClient, account: string) =>
  client.device ? `device:${client.device}|${account}` : `account:${account}`

/** "8 seconds", "1 minute", "15 minutes": a wait in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
