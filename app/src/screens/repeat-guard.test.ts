import { describe, expect, it } from 'vitest'
import { REPEAT_WINDOW_MS, RepeatGuard } from './repeat-guard.ts'

describe('RepeatGuard', () => {
  it('joins a repeat while the action runs and within the window after its success; then starts again', async () => {
    let now = 0
    const guard = new RepeatGuard<number>(() => now)
    let calls = 0
    const start = async () => {
      calls += 1
      return calls
    }
    const first = guard.run('send', start)
    const second = guard.run('send', start)
    expect(guard.isRepeat('send')).toBe(true)
    expect(await Promise.all([first, second])).toEqual([1, 1])
    now += REPEAT_WINDOW_MS - 1
    expect(await guard.run('send', start)).toBe(1)
    expect(guard.isRepeat('send')).toBe(true)
    now += 1
    expect(guard.isRepeat('send')).toBe(false)
    expect(await guard.run('send', start)).toBe(2)
    expect(calls).toBe(2)
  })

  it('keeps actions of other keys apart, and lets a failed action be tried again at once', async () => {
    const guard = new RepeatGuard<string>(() => 0)
    const started: string[] = []
    const failing = guard.run('a', async () => {
      started.push('a')
      throw new Error('refused')
    })
    const other = guard.run('b', async () => {
      started.push('b')
      return 'b'
    })
    await expect(failing).rejects.toThrow('refused')
    expect(await other).toBe('b')
    expect(guard.isRepeat('a')).toBe(false)
    expect(
      await guard.run('a', async () => {
        started.push('a again')
        return 'a'
      }),
    ).toBe('a')
    expect(started).toEqual(['a', 'b', 'a again'])
  })
})
