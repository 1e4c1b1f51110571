/**
 * The built site with its sandbox services (`scripts/start.ts`) as a child process, for the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

/** The ports of a benchmark stack (`scripts/start.ts` reads them from the environment). */
export interface StackPorts {
  PORT: string
  CONTENT_PORT: string
  SERVICES_PORT: string
}

/**
 * The ports in the environment (`PORT`, `CONTENT_PORT`, `SERVICES_PORT`) where all three are set, else
 * `fallback`: a benchmark's own defaults, so it can run beside a developer's `npm start` (3000/4000/4100)
 * and beside another checkout's benchmark when given other ports.
 */
export function stackPorts(fallback: StackPorts): StackPorts {
  const { PORT, CONTENT_PORT, SERVICES_PORT } = process.env
  return PORT && CONTENT_PORT && SERVICES_PORT ? { PORT, CONTENT_PORT, SERVICES_PORT } : fallback
}

/** The ports of a second stack beside `of` (a baseline build's): each one higher. */
export function nextPorts(of: StackPorts): StackPorts {
  return {
    PORT: String(Number(of.PORT) + 1),
    CONTENT_PORT: String(Number(of.CONTENT_PORT) + 1),
    SERVICES_PORT: String(Number(of.SERVICES_PORT) + 1),
  }
}

/** A running stack: the site's origin, and `stop()` (SIGTERM, resolves when it exited). */
export interface Stack {
  origin: string
  stop(): Promise<void>
}

/**
 * Starts `scripts/start.ts` of the checkout at `cwd` (default: this one) on `ports`; resolves once it
 * prints that it is ready. Another checkout is how `bench:site --baseline` runs an older build.
 * @throws when it exits before (a port in use, no build)
 */
export async function startStack(ports: StackPorts, cwd?: string): Promise<Stack> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], {
    cwd,
    env: { ...process.env, ...ports },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout?.setEncoding('utf8')
  await new Promise<void>((resolve, reject) => {
    // After `Ready in` the stack logs a JSON line per request: read and dropped, not kept.
    child.stdout?.on('data', (chunk: string) => {
      if (output.includes('Ready in')) return
      output += chunk
      if (output.includes('Ready in')) resolve()
    })
    child.once('exit', (code) =>
      reject(new Error(`start.ts exited (${code}) before it was ready:\n${output}`)),
    )
  })
  return {
    origin: `http://localhost:${ports.PORT}`,
    async stop() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}
