/**
 * Where the access and refresh tokens live (docs/requirements.md §4, §9; docs/decisions/031): one
 * interface, several stores. This module holds the stores that keep tokens in memory — one tab's
 * memory shared with the other tabs of the origin ({@link createTabTokenStore}, the browser default),
 * plain memory (tests, scripts, one server request) and nothing at all (the server default); the
 * cookie stores are in `cookie-token-store.ts`.
 */

/** A token and when it expires, in seconds since the Unix epoch (as the identity service sends it). */
export interface StoredToken {
  token: string
  expires_at: number
}

/** The pair the identity service issues (`{access, refresh}`); either may be absent. */
export interface Tokens {
  access?: StoredToken
  refresh?: StoredToken
}

/** Storage for {@link Tokens}. Reads are fresh on every `get()` (another tab may have written). */
export interface TokenStore {
  get(): Tokens
  /** Stores the given tokens; a token left out is kept as it was. */
  set(tokens: Tokens): void
  /** Forgets both tokens (sign-out, invalid refresh token). */
  clear(): void
  /**
   * Calls `listener` after the tokens changed, also when another tab changed them (optional: the
   * refresh waits on it for a token another tab is about to share). @returns the unsubscribe function
   */
  subscribe?(listener: () => void): () => void
}

/** In-memory token store (tests, scripts, one server request). `initial` seeds it. */
export function createMemoryTokenStore(initial: Tokens = {}): TokenStore {
  let current: Tokens = { ...initial }
  return {
    get: () => ({ ...current }),
    set: (tokens) => {
      current = mergeTokens(current, tokens)
    },
    clear: () => {
      current = {}
    },
  }
}

/**
 * A store that never keeps anything: the default on the server, so that no user's tokens can end up
 * in module state shared by requests.
 */
export function createNullTokenStore(): TokenStore {
  return { get: () => ({}), set: () => {}, clear: () => {} }
}

/** Name of the BroadcastChannel over which {@link createTabTokenStore} shares tokens between tabs. */
export const TAB_TOKEN_CHANNEL = 'music-sdk-tokens'

/** Options of {@link createTabTokenStore}. */
export interface TabTokenStoreOptions {
  /** The BroadcastChannel's name: tabs of one origin using the same name share tokens. */
  channel?: string
  /** The BroadcastChannel class (tests); default `globalThis.BroadcastChannel`; `null`: this tab only. */
  BroadcastChannel?: (new (name: string) => BroadcastChannelLike) | null
  /**
   * Whose tokens this tab keeps: the signed-in user its screens belong to (any string, e.g. the user's
   * id), or undefined while it does not know. Tokens another tab shares for another owner are dropped
   * (and {@link TabTokenStoreOptions.onOtherOwner} called), and this tab hands its own only to tabs of
   * the same owner or of none: a tab showing one user's data never holds another user's token.
   */
  owner?: () => string | undefined
  /** Called when another tab shared tokens of another owner (another user signed in there). */
  onOtherOwner?: (owner: string) => void
}

/** The part of a `BroadcastChannel` the tab store uses. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

/** What tabs tell each other over the channel. */
type TabMessage =
  | { type: 'tokens'; tokens: Tokens; owner?: string }
  | { type: 'clear' }
  | { type: 'request'; owner?: string }

/**
 * Tokens in this tab's memory, shared with the other tabs of the origin over a BroadcastChannel (the
 * browser default, docs/decisions/031): nothing is written to cookies, Web Storage or IndexedDB, so a
 * script that can read those (another page of the same site, an extension's content script, an XSS
 * payload that runs after the tab closed) finds no token, and a reload forgets them. A tab that stores
 * tokens tells the others, which keep them when their access token expires later than their own
 * (so every tab uses the newest, and a rotated refresh token is never presented twice); `clear()`
 * clears every tab; a new tab asks the others for theirs when it opens. Without BroadcastChannel the
 * store is this tab's memory only.
 */
export function createTabTokenStore(options: TabTokenStoreOptions = {}): TokenStore {
  let current: Tokens = {}
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const Channel =
    options.BroadcastChannel === undefined ? browserBroadcastChannel() : options.BroadcastChannel
  const channel = Channel ? new Channel(options.channel ?? TAB_TOKEN_CHANNEL) : undefined
  const owner = () => options.owner?.()
  const post = (message: TabMessage) => channel?.postMessage(message)
  const share = () => post({ type: 'tokens', tokens: current, ...ownerField(owner()) })
  channel?.addEventListener('message', ({ data }) => {
    const message = data as (Partial<TabMessage> & { owner?: unknown }) | null
    const myOwner = owner()
    const theirs = typeof message?.owner === 'string' ? message.owner : undefined
    if (message?.type === 'request') {
      if ((current.access || current.refresh) && (theirs === undefined || theirs === myOwner)) share()
    } else if (message?.type === 'clear') {
      current = {}
      changed()
    } else if (message?.type === 'tokens') {
      if (myOwner !== undefined && theirs !== myOwner) {
        if (theirs !== undefined) options.onOtherOwner?.(theirs)
        return
      }
      const incoming = readTokens(message.tokens)
      const mine = current.access?.expires_at ?? Number.NEGATIVE_INFINITY
      if (
        incoming.access &&
        incoming.access.token !== current.access?.token &&
        incoming.access.expires_at >= mine
      ) {
        current = incoming
        changed()
      }
    }
  })
  post({ type: 'request', ...ownerField(owner()) })
  return {
    get: () => ({ ...current }),
    set(tokens) {
      current = mergeTokens(current, tokens)
      share()
      changed()
    },
    clear() {
      current = {}
      post({ type: 'clear' })
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** `{ owner }` when there is one, else nothing (messages of tabs that know no owner stay as they were). */
function ownerField(owner: string | undefined): { owner?: string } {
  return owner === undefined ? {} : { owner }
}

/**
 * The browser's BroadcastChannel, or undefined: Node's (worker threads, recognisable by its `unref`)
 * joins no tabs, and in a test environment that exposes it (jsdom) it disturbs msw's interception.
 */
function browserBroadcastChannel(): (new (name: string) => BroadcastChannelLike) | undefined {
  const Channel = (globalThis as { BroadcastChannel?: new (name: string) => BroadcastChannelLike })
    .BroadcastChannel
  return Channel && !('unref' in Channel.prototype) ? Channel : undefined
}

/**
 * The well-formed tokens of `value` (`{access?, refresh?}`: a message from another tab, a token reply);
 * anything else is dropped.
 */
function readTokens(value: unknown): Tokens {
  const { access, refresh } = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >
  const tokens: Tokens = {}
  const accessToken = toStoredToken(access)
  const refreshToken = toStoredToken(refresh)
  if (accessToken) tokens.access = accessToken
  if (refreshToken) tokens.refresh = refreshToken
  return tokens
}

/**
 * `value` as a {@link StoredToken} (a non-empty `token` string and a numeric `expires_at`), else
 * `undefined`. Reads both the cookie values and the token replies of the identity service.
 */
export function toStoredToken(value: unknown): StoredToken | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { token, expires_at } = value as Record<string, unknown>
  return typeof token === 'string' && token !== '' && typeof expires_at === 'number'
    ? { token, expires_at }
    : undefined
}

/**
 * A token reply of the identity service (`{access: {token, expires_at}, refresh?: {token, expires_at}}`:
 * the code exchange's `tokens`, a refresh reply) → {@link Tokens}; `null` when the access token is
 * missing or malformed (empty token, no `expires_at` in seconds since the epoch). Without rotation (v1)
 * a refresh reply may carry no refresh token: the result then has none, and the caller keeps its own.
 */
export function readTokenReply(body: unknown): Tokens | null {
  const tokens = readTokens(body)
  return tokens.access ? tokens : null
}

/** `current` updated by `tokens`; a kind set to `undefined` is removed. */
export function mergeTokens(current: Tokens, tokens: Tokens): Tokens {
  const merged = { ...current, ...tokens }
  for (const kind of ['access', 'refresh'] as const) if (merged[kind] === undefined) delete merged[kind]
  return merged
}
