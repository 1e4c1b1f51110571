/**
 * Test-only faults of the services sandbox: make a service answer 500, 503 (or any error status),
 * answer late (a delay longer than the client's timeout is a timeout), or close the connection without
 * an answer (what a client sees of a refused or reset connection), for the requests a test picks,
 * set and cleared over HTTP (`/__sandbox/faults`, README "Faults"). A fault is scoped so that parallel
 * tests do not see each other's: to the requests of one user (the bearer token's, for browser tests
 * that sign in as a user of their own), to requests carrying `X-Sandbox-Scope: <scope>` (for tests
 * that send their own requests), or both; a fault with neither applies to every request (a developer
 * trying an error state against `npm start`).
 */
import type { Sandbox } from '../mocks/index.ts'

type IdentityStore = Sandbox['stores']['identity']

/** The request header that names a test's scope. */
export const SCOPE_HEADER = 'X-Sandbox-Scope'

/** The longest delay a fault may add, in ms (longer than any client timeout: the site's is 10 000 ms). */
export const MAX_DELAY_MS = 120_000

/** What a test asks for: which requests (`service` and the optional filters) and what happens to them. */
export interface FaultRule {
  /** The service, as in the sandbox's paths (`license`, `downloads`, …). */
  service: string
  /** Only this HTTP method (e.g. `GET`); any when absent. */
  method?: string
  /** Only paths within the service starting with this one (e.g. `/api/v1/me/products`); any when absent. */
  path?: string
  /** Only requests whose bearer token belongs to the user with this email address. */
  user?: string
  /** Only requests with the header `X-Sandbox-Scope` set to this value. */
  scope?: string
  /** Answer with this status (400–599) instead of the service; absent: the service answers (after the delay). */
  status?: number
  /** The error body's `code`; default `status × 10` (5000 for 500, 5030 for 503). */
  code?: number
  /** The error body's `error`; default the status's reason phrase. */
  error?: string
  /** Wait this long before answering, in ms (0–120 000); the wait ends when the client gives up. */
  delayMs?: number
  /**
   * Close the connection without an answer (after the delay, if any): the client's request fails
   * with a network error, as when the service refuses or resets connections. Not with `status`.
   */
  drop?: boolean
  /** Only the next `times` matching requests, then the fault is gone; every one until cleared when absent. */
  times?: number
}

/** A fault in force: its rule and its id (`DELETE /__sandbox/faults/{id}`). */
export interface Fault extends FaultRule {
  id: number
}

const REASONS: Record<number, string> = {
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
}

/**
 * The rule in a `POST /__sandbox/faults` body, or the message saying what is wrong with it.
 * @param services the sandbox's service names
 */
export function parseFaultRule(body: unknown, services: readonly string[]): FaultRule | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The body must be a JSON object'
  const rule = body as Record<string, unknown>
  const known = [
    'service',
    'method',
    'path',
    'user',
    'scope',
    'status',
    'code',
    'error',
    'delayMs',
    'drop',
    'times',
  ]
  const unknown = Object.keys(rule).filter((key) => !known.includes(key))
  if (unknown.length) return `Unknown field(s): ${unknown.join(', ')}`
  if (typeof rule.service !== 'string' || !services.includes(rule.service))
    return `service must be one of ${services.join(', ')}`
  for (const key of ['method', 'path', 'user', 'scope', 'error'] as const) {
    if (rule[key] !== undefined && (typeof rule[key] !== 'string' || rule[key] === ''))
      return `${key} must be a non-empty string`
  }
  if (typeof rule.path === 'string' && !rule.path.startsWith('/')) return 'path must start with /'
  const integer = (key: string, min: number, max: number) =>
    rule[key] === undefined ||
    (Number.isInteger(rule[key]) && (rule[key] as number) >= min && (rule[key] as number) <= max)
  if (!integer('status', 400, 599)) return 'status must be an HTTP error status (400–599)'
  if (!integer('code', 0, 99_999)) return 'code must be an integer'
  if (!integer('delayMs', 0, MAX_DELAY_MS)) return `delayMs must be an integer from 0 to ${MAX_DELAY_MS}`
  if (!integer('times', 1, 1_000_000)) return 'times must be a positive integer'
  if (rule.drop !== undefined && typeof rule.drop !== 'boolean') return 'drop must be true or false'
  if (rule.drop && rule.status !== undefined) return 'A fault either drops the connection or answers a status'
  if (rule.status === undefined && !rule.delayMs && !rule.drop)
    return 'A fault needs a status, a delayMs or drop'
  return {
    ...(rule as unknown as FaultRule),
    ...(typeof rule.method === 'string' && { method: rule.method.toUpperCase() }),
  }
}

/** The faults in force, and which one a request meets. */
export class Faults {
  private readonly faults = new Map<number, Fault>()
  private nextId = 1

  /** Adds a fault; returns it with its id. */
  add(rule: FaultRule): Fault {
    const fault = { ...rule, id: this.nextId++ }
    this.faults.set(fault.id, fault)
    return fault
  }

  /** The faults in force, oldest first. */
  list(): Fault[] {
    return [...this.faults.values()]
  }

  /** Removes one fault; false when there is none with this id. */
  remove(id: number): boolean {
    return this.faults.delete(id)
  }

  /** Removes the faults of a scope and/or user (every fault when both are absent); returns how many. */
  clear(filter: { scope?: string; user?: string } = {}): number {
    let removed = 0
    for (const fault of this.list()) {
      if (filter.scope !== undefined && fault.scope !== filter.scope) continue
      if (filter.user !== undefined && fault.user?.toLowerCase() !== filter.user.toLowerCase()) continue
      this.faults.delete(fault.id)
      removed++
    }
    return removed
  }

  /**
   * The oldest fault `request` meets, counted against its `times` (a spent fault is removed), or
   * undefined.
   * @param service the service the path names, `path` the path within it (`/api/v1/…`)
   * @param identity resolves the bearer token's user for faults scoped to a user
   */
  take(request: Request, service: string, path: string, identity: IdentityStore): Fault | undefined {
    const scope = request.headers.get(SCOPE_HEADER)
    let userId: number | null | undefined = null
    const tokenUser = () => {
      if (userId === null) {
        const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
        userId = identity.authenticate(token)
      }
      return userId
    }
    const fault = this.list().find(
      (f) =>
        f.service === service &&
        (f.method === undefined || f.method === request.method) &&
        (f.path === undefined || path.startsWith(f.path)) &&
        (f.scope === undefined || f.scope === scope) &&
        (f.user === undefined ||
          (tokenUser() !== undefined && identity.findByEmail(f.user)?.id === tokenUser())),
    )
    if (fault?.times !== undefined) {
      fault.times -= 1
      if (fault.times === 0) this.faults.delete(fault.id)
    }
    return fault
  }
}

/**
 * Waits `ms` milliseconds, or less when `signal` aborts (the client gave up: its timeout).
 * Resolves either way.
 */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}

/** The error reply of a fault with a status: `{code, error}` as every service answers errors. */
export function faultBody(fault: Fault & { status: number }): { code: number; error: string } {
  return {
    code: fault.code ?? fault.status * 10,
    error: fault.error ?? REASONS[fault.status] ?? `Sandbox fault ${fault.status}`,
  }
}
