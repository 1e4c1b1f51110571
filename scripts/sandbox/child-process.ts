/**
 * Running a sandbox service as a child process of `npm start` (docs/decisions/019: no query or image
 * transform shares the site's process). The child side reports its start over IPC and stops on
 * SIGTERM/SIGINT or when its parent goes away; the parent side forks it, waits for the report and
 * stops it within a deadline (SIGTERM, then SIGKILL).
 */
import { type ChildProcess, fork } from 'node:child_process'

/** What a child reports once it listens (`ready`) or when it could not start (`failed`). */
export type ChildReport<T> = { kind: 'ready'; info: T } | { kind: 'failed'; message: string }

/**
 * In the child: starts the service with `start`, reports `ready` with what `start` resolves (or
 * `failed` and exits 1), and closes it with `close` on SIGTERM/SIGINT or when the parent disconnects.
 */
export async function runAsChild<T>(
  start: () => Promise<{ info: T; close: () => Promise<void> }>,
): Promise<void> {
  let service: { close: () => Promise<void> } | undefined
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await service?.close().catch(() => {})
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
  process.on('disconnect', () => void stop())
  try {
    const started = await start()
    service = started
    process.send?.({ kind: 'ready', info: started.info } satisfies ChildReport<T>)
  } catch (error) {
    process.send?.({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    } satisfies ChildReport<T>)
    process.exit(1)
  }
}

/** A service running in a child process. */
export interface ChildService<T> {
  /** What the child reported when it was ready. */
  info: T
  /** The child's process id. */
  pid: number
  /** Resolves when the child exits, however it ends (its exit code, or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Stops the child: SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>
}

/**
 * In the parent: forks `entry` with `env` (on this Node, without the parent's loader flags) and
 * resolves once it reports `ready`; rejects with its message when it reports `failed` or exits first.
 * @param options.stdout `'ignore'` drops the child's standard output (its request log), e.g. in tests;
 *   a function receives it instead, chunk by chunk (a test reading the log lines)
 */
export function startChild<T>(
  entry: URL,
  env: Record<string, string | undefined>,
  options: { stdout?: 'inherit' | 'ignore' | ((chunk: string) => void) } = {},
): Promise<ChildService<T>> {
  const { stdout = 'inherit' } = options
  const child: ChildProcess = fork(entry, {
    env: { ...process.env, ...env },
    execArgv: [],
    stdio: ['ignore', typeof stdout === 'function' ? 'pipe' : stdout, 'inherit', 'ipc'],
  })
  if (typeof stdout === 'function') child.stdout?.setEncoding('utf8').on('data', stdout)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`${entry.pathname} exited (${signal ?? code}) before it was ready`)),
    )
    child.on('message', (report: ChildReport<T>) => {
      if (report.kind === 'failed') reject(new Error(report.message))
      else
        resolve({
          info: report.info,
          pid: child.pid ?? 0,
          exited,
          async stop(graceMs = 3000) {
            if (child.exitCode !== null || child.signalCode !== null) return
            child.kill('SIGTERM')
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
            await exited
            clearTimeout(timer)
          },
        })
    })
  })
}

/** Options of {@link superviseChild}. */
export interface SuperviseOptions<T> {
  /** The service's name in log lines and readiness (`content`, `services`). */
  name: string
  /** The environment of a restart, from what the first start reported (e.g. the port it took). */
  restartEnv?: (info: T) => Record<string, string | undefined>
  /** Restarts within {@link SuperviseOptions.windowMs} made at once; later ones wait. Default 5. */
  immediateRestarts?: number
  /** The window of `immediateRestarts`, in ms; default 60 000. */
  windowMs?: number
  /** The wait before the first restart past `immediateRestarts`, doubled for each one after; default 1000 ms. */
  backoffMs?: number
  /** The longest wait between two attempts; default 30 000 ms. */
  maxBackoffMs?: number
  /** Log lines (`warn` when it exits or a start fails, `info` when it is back). */
  log: (
    level: 'info' | 'warn' | 'error',
    msg: string,
    fields: Record<string, string | number | boolean | null | undefined>,
  ) => void
  /** `stdout` of {@link startChild}. */
  stdout?: 'inherit' | 'ignore'
}

/** A supervised service: the child of the moment, restarted whenever it dies. */
export interface SupervisedChild<T> {
  /** What the child reported when it first became ready. */
  readonly info: T
  /** The current child's process id (the last one while it restarts). */
  readonly pid: number
  /**
   * `up`; `restarting` while a replacement starts (until it reports ready); `waiting` between two
   * attempts when it has died or failed to start often (see {@link SupervisedChild.detail}).
   */
  readonly state: 'up' | 'restarting' | 'waiting'
  /** What it is doing when not up, for `/readyz` (`restarting (attempt 7)`, `waiting 4 s before attempt 8 …`). */
  readonly detail: string | undefined
  /** Stops the child for good (no restart, a pending attempt is cancelled): SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>
}

/**
 * Starts `entry` like {@link startChild} and keeps it running (docs/decisions/031, 038): when the child
 * exits without being stopped (killed, crashed), it is started again with the same environment plus
 * `restartEnv`, and so again after a start that fails (its port not free yet). The first
 * `immediateRestarts` attempts within `windowMs` are made at once; each later one waits `backoffMs`,
 * doubled per attempt up to `maxBackoffMs`, so a service that keeps dying costs little and comes back
 * by itself once its cause is gone: it is never left down. Each exit, failed start and restart is
 * logged; `state` and `detail` say what it is doing meanwhile (the site's `/readyz` reads them).
 * @throws what {@link startChild} throws when the first start fails
 */
export async function superviseChild<T>(
  entry: URL,
  env: Record<string, string | undefined>,
  options: SuperviseOptions<T>,
): Promise<SupervisedChild<T>> {
  const immediate = options.immediateRestarts ?? 5
  const windowMs = options.windowMs ?? 60_000
  const backoffMs = options.backoffMs ?? 1000
  const maxBackoffMs = options.maxBackoffMs ?? 30_000
  const first = await startChild<T>(entry, env, { stdout: options.stdout })
  const restartEnv = { ...env, ...options.restartEnv?.(first.info) }
  let current: ChildService<T> = first
  let state: SupervisedChild<T>['state'] = 'up'
  let detail: string | undefined
  let stopping = false
  let pending: { timer: NodeJS.Timeout; resume: () => void } | undefined
  /** When each attempt of the window was made. */
  const attempts: number[] = []

  /** Waits before the next attempt when the window's immediate ones are used up; false when stopped meanwhile. */
  const waitForTurn = async (): Promise<boolean> => {
    const now = Date.now()
    while (attempts.length > 0 && now - (attempts[0] as number) > windowMs) attempts.shift()
    const beyond = attempts.length - immediate
    if (beyond >= 0) {
      const delay = Math.min(maxBackoffMs, backoffMs * 2 ** beyond)
      state = 'waiting'
      detail = `waiting ${Math.ceil(delay / 1000)} s before restart attempt ${attempts.length + 1} (${attempts.length} attempts within ${Math.round(windowMs / 1000)} s)`
      await new Promise<void>((resume) => {
        pending = { timer: setTimeout(resume, delay), resume }
      })
      pending = undefined
      if (stopping) return false
    }
    attempts.push(Date.now())
    state = 'restarting'
    detail = `restarting (attempt ${attempts.length} within ${Math.round(windowMs / 1000)} s)`
    return true
  }

  const restart = async () => {
    for (;;) {
      if (!(await waitForTurn())) return
      try {
        current = await startChild<T>(entry, restartEnv, { stdout: options.stdout })
        break
      } catch (error) {
        if (stopping) return
        options.log('warn', 'sandbox service start failed', {
          service: options.name,
          reason: error instanceof Error ? error.message : String(error),
        })
      }
    }
    if (stopping) {
      await current.stop()
      return
    }
    state = 'up'
    detail = undefined
    options.log('info', 'sandbox service restarted', { service: options.name, pid: current.pid })
    watch(current)
  }

  const watch = (child: ChildService<T>) => {
    void child.exited.then(({ code, signal }) => {
      if (stopping || child !== current) return
      options.log('warn', 'sandbox service exited', { service: options.name, pid: child.pid, code, signal })
      return restart()
    })
  }
  watch(first)

  return {
    info: first.info,
    get pid() {
      return current.pid
    },
    get state() {
      return state
    },
    get detail() {
      return detail
    },
    async stop(graceMs) {
      stopping = true
      if (pending) {
        clearTimeout(pending.timer)
        pending.resume()
      }
      await current.stop(graceMs)
    },
  }
}
