import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChild, superviseChild } from './child-process.ts'

/** A child that reports ready; with `STUBBORN=1` it ignores SIGTERM (a service stuck in its work). */
const CHILD = `
import { runAsChild } from ${JSON.stringify(fileURLToPath(new URL('./child-process.ts', import.meta.url)))}
await runAsChild(async () => ({ info: { pid: process.pid }, close: async () => {} }))
if (process.env.STUBBORN === '1') process.removeAllListeners('SIGTERM').on('SIGTERM', () => {})
setInterval(() => {}, 1000)
`

let dir: string
let entry: URL
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'child-process-'))
  const file = join(dir, 'child.ts')
  await writeFile(file, CHILD)
  entry = new URL(`file://${file}`)
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('startChild / runAsChild (how npm start runs the sandbox services)', () => {
  it('resolves once the child reports ready, and stops it on SIGTERM', async () => {
    const child = await startChild<{ pid: number }>(entry, {}, { stdout: 'ignore' })
    expect(child.info.pid).toBe(child.pid)
    await child.stop(5000)
    expect(alive(child.pid)).toBe(false)
  })

  it('kills a child that ignores SIGTERM once the grace period is over, so stopping never hangs', async () => {
    const child = await startChild<{ pid: number }>(entry, { STUBBORN: '1' }, { stdout: 'ignore' })
    await child.stop(200)
    expect(alive(child.pid)).toBe(false)
  })

  it('rejects with the child’s message when it cannot start', async () => {
    const failing = new URL(`file://${join(dir, 'failing.ts')}`)
    await writeFile(
      fileURLToPath(failing),
      `import { runAsChild } from ${JSON.stringify(fileURLToPath(new URL('./child-process.ts', import.meta.url)))}
await runAsChild(async () => { throw new Error('port 4000 is in use') })`,
    )
    await expect(startChild(failing, {}, { stdout: 'ignore' })).rejects.toThrow('port 4000 is in use')
  })
})

describe('superviseChild (npm start keeps its sandbox services running: docs/decisions/031)', () => {
  const until = async (check: () => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('starts a killed child again within seconds, says so meanwhile, and logs it', async () => {
    const lines: string[] = []
    const child = await superviseChild<{ pid: number }>(
      entry,
      {},
      {
        name: 'test',
        stdout: 'ignore',
        log: (level, msg, fields) => lines.push(`${level} ${msg} ${fields.service}`),
      },
    )
    try {
      const first = child.pid
      const killed = Date.now()
      process.kill(first, 'SIGKILL')
      await until(() => child.state === 'restarting')
      expect(child.detail).toMatch(/^restarting \(attempt 1 /)
      await until(() => child.state === 'up' && child.pid !== first)
      expect(Date.now() - killed).toBeLessThan(5000)
      expect(alive(child.pid)).toBe(true)
      expect(child.detail).toBeUndefined()
      expect(lines).toEqual(['warn sandbox service exited test', 'info sandbox service restarted test'])
    } finally {
      await child.stop(2000)
    }
  })

  it('keeps restarting past the old limit of 5 a minute: it waits between attempts, says how long, and comes back', async () => {
    const child = await superviseChild<{ pid: number }>(
      entry,
      {},
      {
        name: 'test',
        stdout: 'ignore',
        backoffMs: 20,
        maxBackoffMs: 80,
        log: () => {},
      },
    )
    try {
      const details: string[] = []
      // Seven deaths within a minute: the old supervisor gave up after the fifth restart; this one
      // restarts five at once (the default), then waits before each (backoff shortened for the test).
      for (let kill = 1; kill <= 7; kill++) {
        const pid = child.pid
        process.kill(pid, 'SIGKILL')
        await until(() => {
          if (child.detail) details.push(child.detail)
          return child.state === 'up' && child.pid !== pid
        })
        expect(alive(child.pid)).toBe(true)
      }
      // Past the immediate restarts it waited (doubling, capped), and said so.
      expect(
        details.some((detail) =>
          /^waiting 1 s before restart attempt \d+ \(\d+ attempts within 60 s\)$/.test(detail),
        ),
      ).toBe(true)
    } finally {
      await child.stop(2000)
    }
  }, 120_000)

  it('cancels a restart it is waiting for when stopped', async () => {
    const child = await superviseChild<{ pid: number }>(
      entry,
      {},
      {
        name: 'test',
        stdout: 'ignore',
        immediateRestarts: 0,
        backoffMs: 60_000,
        maxBackoffMs: 60_000,
        log: () => {},
      },
    )
    const pid = child.pid
    process.kill(pid, 'SIGKILL')
    await until(() => child.state === 'waiting')
    expect(child.detail).toMatch(/^waiting 60 s before restart attempt 1 /)
    await child.stop(2000)
    expect(child.pid).toBe(pid)
    expect(alive(pid)).toBe(false)
  })

  it('does not start a child stopped on purpose again', async () => {
    const child = await superviseChild<{ pid: number }>(
      entry,
      {},
      { name: 'test', stdout: 'ignore', log: () => {} },
    )
    const pid = child.pid
    await child.stop(2000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(child.pid).toBe(pid)
    expect(alive(pid)).toBe(false)
  })

  it('brings the real services sandbox back on its port: it answers again', async () => {
    const services = await superviseChild<{ url: string }>(
      new URL('./services/main.ts', import.meta.url),
      { HOST: '127.0.0.1', SERVICES_PORT: '0' },
      {
        name: 'services',
        stdout: 'ignore',
        restartEnv: (info) => ({ SERVICES_PORT: new URL(info.url).port }),
        log: () => {},
      },
    )
    try {
      const outbox = `${services.info.url}/__sandbox/outbox`
      expect((await fetch(outbox)).status).toBe(200)
      const killed = Date.now()
      process.kill(services.pid, 'SIGKILL')
      await until(() => services.state === 'restarting')
      await until(() => services.state === 'up')
      expect((await fetch(outbox)).status).toBe(200)
      expect(Date.now() - killed).toBeLessThan(10_000)
    } finally {
      await services.stop(2000)
    }
  }, 30_000)
})
