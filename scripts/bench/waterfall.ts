/** The waterfall figure of `bench:account`: how many service calls a screen waited for one after another. */

/**
 * The longest chain of `calls` in which each call started after the previous one had ended (1 ms of
 * slack): how many service round trips a screen waited for one after another.
 */
export function sequentialDepth(calls: readonly { start: number; end: number }[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start)
  const depth: number[] = []
  sorted.forEach((call, index) => {
    let before = 0
    for (let earlier = 0; earlier < index; earlier++) {
      const previous = sorted[earlier]
      if (previous && previous.end <= call.start + 1) before = Math.max(before, depth[earlier] ?? 0)
    }
    depth[index] = before + 1
  })
  return Math.max(0, ...depth)
}
