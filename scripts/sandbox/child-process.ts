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
  /** Stops the child: SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>
}

/**
 * In the parent: forks `entry` with `env` (on this Node, without the parent's loader flags) and
 * resolves once it reports `ready`; rejects with its message when it reports `failed` or exits first.
 * @param options.stdout `'ignore'` drops the child's standard output (its request log), e.g. in tests
 */
export function startChild<T>(
  entry: URL,
  env: Record<string, string | undefined>,
  options: { stdout?: 'inherit' | 'ignore' } = {},
): Promise<ChildService<T>> {
  const child: ChildProcess = fork(entry, {
    env: { ...process.env, ...env },
    execArgv: [],
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
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
