import { describe, expect, it } from 'vitest'
import { ContentServiceError } from './errors.ts'
import { Lane } from './image-pool.ts'

/** A job that runs until `release()` is called. */
function job(log: string[], name: string) {
  let release = () => {}
  const done = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    work: async () => {
      log.push(`start ${name}`)
      await done
      log.push(`end ${name}`)
      return name
    },
    release: () => release(),
  }
}

describe('Lane (the image CDN’s bounded queue)', () => {
  it('runs at most `concurrency` jobs at once, the rest in order of arrival', async () => {
    const log: string[] = []
    const lane = new Lane('test', 1, 10)
    const a = job(log, 'a')
    const b = job(log, 'b')
    const ra = lane.run(a.work)
    const rb = lane.run(b.work)
    await Promise.resolve()
    expect(log).toEqual(['start a'])
    expect(lane.stats()).toEqual({ running: 1, waiting: 1 })
    a.release()
    expect(await ra).toBe('a')
    b.release()
    expect(await rb).toBe('b')
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b'])
    expect(lane.stats()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses a job with a 503 once `limit` jobs wait, and frees the slot of a failed job', async () => {
    const lane = new Lane('heavy', 1, 1)
    const a = job([], 'a')
    const running = lane.run(a.work)
    const waiting = lane.run(async () => 'b')
    const refused = lane.run(async () => 'c')
    await expect(refused).rejects.toBeInstanceOf(ContentServiceError)
    await expect(refused).rejects.toMatchObject({ status: 503, type: 'serverBusy' })
    a.release()
    expect(await running).toBe('a')
    expect(await waiting).toBe('b')
    await expect(lane.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await lane.run(async () => 'after')).toBe('after')
  })
})
