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
  /** Restarts allowed within {@link SuperviseOptions.windowMs}; one more and it stays down. Default 5. */
  maxRestarts?: number
  /** The window of `maxRestarts`, in ms; default 60 000. */
  windowMs?: number
  /** Log lines (`warn` when it exits, `info` when it is back, `error` when it gives up). */
  log: (
    level: 'info' | 'warn' | 'error',
    msg: string,
    fields: Record<string, string | number | boolean | null | undefined>,
  ) => void
  /** `stdout` of {@link startChild}. */
  stdout?: 'inherit' | 'ignore'
}

/** A supervised service: the child of the moment, restarted when it dies. */
export interface SupervisedChild<T> {
  /** What the child reported when it first became ready. */
  readonly info: T
  /** The current child's process id. */
  readonly pid: number
  /** `up`; `restarting` after it died, until its replacement reports ready; `down` once it gave up. */
  readonly state: 'up' | 'restarting' | 'down'
  /** Stops the child for good (no restart): SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>
}

/**
 * Starts `entry` like {@link startChild} and keeps it running (docs/decisions/031): when the child
 * exits without being stopped (killed, crashed), it is started again with the same environment plus
 * `restartEnv`, at most `maxRestarts` times within `windowMs`, then left down; each exit, restart and
 * the giving up is logged. `state` says what it is doing meanwhile (the site's `/readyz` reads it).
 * @throws what {@link startChild} throws when the first start fails
 */
export async function superviseChild<T>(
  entry: URL,
  env: Record<string, string | undefined>,
  options: SuperviseOptions<T>,
): Promise<SupervisedChild<T>> {
  const maxRestarts = options.maxRestarts ?? 5
  const windowMs = options.windowMs ?? 60_000
  const first = await startChild<T>(entry, env, { stdout: options.stdout })
  const restartEnv = { ...env, ...options.restartEnv?.(first.info) }
  let current: ChildService<T> = first
  let state: SupervisedChild<T>['state'] = 'up'
  let stopping = false
  const restarts: number[] = []

  const watch = (child: ChildService<T>) => {
    void child.exited.then(async ({ code, signal }) => {
      if (stopping || child !== current) return
      options.log('warn', 'sandbox service exited', { service: options.name, pid: child.pid, code, signal })
      const now = Date.now()
      while (restarts.length > 0 && now - (restarts[0] as number) > windowMs) restarts.shift()
      if (restarts.length >= maxRestarts) {
        state = 'down'
        options.log('error', 'sandbox service not restarted', {
          service: options.name,
          reason: `${maxRestarts} restarts within ${windowMs} ms`,
        })
        return
      }
      restarts.push(now)
      state = 'restarting'
      for (;;) {
        try {
          current = await startChild<T>(entry, restartEnv, { stdout: options.stdout })
          break
        } catch (error) {
          // e.g. its port not free yet: wait a little and try again, within the same limit.
          if (stopping || restarts.length >= maxRestarts) {
            state = 'down'
            options.log('error', 'sandbox service not restarted', {
              service: options.name,
              reason: error instanceof Error ? error.message : String(error),
            })
            return
          }
          restarts.push(Date.now())
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
      }
      if (stopping) {
        await current.stop()
        return
      }
      state = 'up'
      options.log('info', 'sandbox service restarted', { service: options.name, pid: current.pid })
      watch(current)
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
    async stop(graceMs) {
      stopping = true
      await current.stop(graceMs)
    },
  }
}
