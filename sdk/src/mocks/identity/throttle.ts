/**
 * Sign-in throttling of the fake identity service (docs/decisions/031; OWASP Authentication Cheat
 * Sheet "Protect against automated attacks", "Slow down online guessing attacks with device
 * cookies"; RFC 9700 §4.16): wrong passwords slow down the client that sends them, never the account
 * for everyone. Each attempt is counted under two keys: the client and the account together (the
 * client is the browser's device cookie, which only a past sign-in of that browser carries, else its
 * address), and the client's address across all accounts. Past a key's free attempts, each further
 * wrong password doubles the wait before that key may try again (1 s, 2 s, 4 s … at most 15
 * minutes); an attempt within the wait is refused unchecked, with the seconds left (`Retry-After`).
 * So the owner signing in from another device or address is never refused, and a client guessing
 * one account's password gets a few tries a minute instead of a hundred a second. A right password
 * clears its client-and-account key; a key forgets its failures 15 minutes after the last one.
 */

/** Wrong passwords a client may send for one account before it has to wait. */
export const FREE_ATTEMPTS_PER_ACCOUNT = 3
/** Wrong passwords one address may send across all accounts before it has to wait. */
export const FREE_ATTEMPTS_PER_ADDRESS = 20
/** The longest wait, in seconds (15 minutes). */
export const MAX_WAIT_SECONDS = 15 * 60
/** How long a key remembers its failures after the last one, in seconds (15 minutes). */
export const FAILURE_MEMORY_SECONDS = 15 * 60

/**
 * The request header the services sandbox's HTTP server sets to the connection's address (it drops
 * any such header a client sent), for the throttle; absent in tests without a server (`unknown`).
 */
export const CLIENT_ADDRESS_HEADER = 'x-sandbox-client-address'

/** The name of the device cookie the sign-in page gives a browser that signed in. */
export const DEVICE_COOKIE = 'sandbox_identity_device'

/** Who is signing in: the device cookie's id when the service issued it, else the address. */
export interface SignInClient {
  /** The client's address (the services sandbox passes the connection's), `unknown` when not known. */
  address: string
  /** The id of the device cookie the service issued to this browser, if it sent one. */
  device?: string
}

interface Failures {
  count: number
  /** ms since the epoch */
  last: number
}

/** The throttle's state: failures per key. */
export class SignInThrottle {
  readonly #failures = new Map<string, Failures>()
  readonly #now: () => number

  /** @param now the sandbox clock, ms since the epoch */
  constructor(now: () => number) {
    this.#now = now
  }

  /**
   * Seconds `client` must still wait before trying `account` (0: it may try now).
   * @param account the account's key (its lowercased email address)
   */
  wait(client: SignInClient, account: string): number {
    return Math.max(
      this.#waitOf(accountKey(client, account), FREE_ATTEMPTS_PER_ACCOUNT),
      this.#waitOf(addressKey(client), FREE_ATTEMPTS_PER_ADDRESS),
    )
  }

  /** Counts a wrong password of `client` for `account`. */
  failed(client: SignInClient, account: string): void {
    for (const key of [accountKey(client, account), addressKey(client)]) {
      const known = this.#current(key)
      this.#failures.set(key, { count: (known?.count ?? 0) + 1, last: this.#now() })
    }
  }

  /** Forgets the failures of `client` for `account` (its right password). */
  succeeded(client: SignInClient, account: string): void {
    this.#failures.delete(accountKey(client, account))
  }

  #current(key: string): Failures | undefined {
    const known = this.#failures.get(key)
    if (known && this.#now() - known.last > FAILURE_MEMORY_SECONDS * 1000) {
      this.#failures.delete(key)
      return undefined
    }
    return known
  }

  #waitOf(key: string, free: number): number {
    const known = this.#current(key)
    if (!known || known.count < free) return 0
    const delay = Math.min(2 ** (known.count - free), MAX_WAIT_SECONDS) * 1000
    return Math.max(0, Math.ceil((known.last + delay - this.#now()) / 1000))
  }
}

const accountKey = (client: SignInClient, account: string) =>
  `${client.device ? `device:${client.device}` : `address:${client.address}`}|${account}`
const addressKey = (client: SignInClient) => `address:${client.address}`

/** "8 seconds", "1 minute", "15 minutes": a wait in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
