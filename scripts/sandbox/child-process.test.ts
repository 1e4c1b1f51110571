import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChild } from './child-process.ts'

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
