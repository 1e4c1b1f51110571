/**
 * Evaluation of a query a row at a time (decision 030), so a heavy join never holds the query worker:
 * groq-js evaluates synchronously, and only a scan of `*` could be cut short, so a join of 12,000
 * posts with their authors (`*[_type == "post"] | order(date desc){…, "author": author->{…}}`) held
 * every other query for about a second.
 *
 * The query's top-level pipeline is taken apart along its `base`s, which groq-js evaluates in the
 * query's own scope: `*[…]` (a Filter), `{…}` per row (a Map), `order()`, slices, `[0]`, `.attr`, a
 * Projection, and the values of a top-level object. Each stage gets the previous stage's rows as a
 * constant and is evaluated by groq-js itself one row at a time (a stage over one row scopes `@`,
 * `^` and `*` exactly as the stage over all rows does), and between rows the evaluation waits a turn
 * of the event loop whenever its slice of time is used up, so other queries are answered meanwhile.
 * A row that outlives its own short deadline (a nested scan no index serves) is evaluated again
 * asynchronously, yielding inside it (groq.ts). `order()` computes its keys a row at a time and sorts
 * in runs that are merged in slices, with groq-js's order (its total order of values, then the
 * original position), objects and other values alike. Anything else is one evaluation, as before.
 * Every evaluation that waits takes its turn with all the others ({@link nextSlice}). A slice after
 * a projection is taken before it when the query is compiled ({@link slicesBeforeMaps}), so the
 * projection's stage gets only the rows the slice keeps.
 */
import { randomUUID } from 'node:crypto'
import { DateTime, Path } from 'groq-js'
import { QueryTimeoutError } from './deadline.ts'
import { type Node, value, walk } from './groq-lookups.ts'

/** How the rows of a query are evaluated (groq.ts). */
export interface RowEvaluator {
  /** Evaluates a subtree synchronously; resolves with its raw groq-js data. Throws {@link QueryTimeoutError} past its deadline. */
  sync(node: Node): unknown
  /** Evaluates a subtree asynchronously, yielding inside it; resolves with its raw groq-js data. */
  async(node: Node): Promise<unknown>
  /** Asked between rows: a promise when the slice is used up (wait for it); throws past the query's time limit. */
  pause(): Promise<void> | undefined
}

/** Stages that evaluate their `expr` once per row of their `base`. */
const ROW_STAGES = new Set(['Filter', 'Map', 'FlatMap'])
/** Stages whose `base` is evaluated in the query's own scope, then used once. */
const BASE_STAGES = new Set([
  'Projection',
  'Slice',
  'AccessElement',
  'AccessAttribute',
  'Group',
  'ArrayCoerce',
  'Deref',
  'PipeFuncCall',
])
/** How long an evaluation works before it lets other queries run (ms). */
const SLICE_MS = 4
/** Rows sorted at once before the runs are merged. */
const SORT_RUN = 512
/** How long a batch of rows should take (ms), and the most rows in one. */
const BATCH_MS = 1
const MAX_BATCH = 256
/** Consecutive rows that need the asynchronous evaluation before the rest of a stage goes straight to it. */
const SLOW_ROWS = 2

/**
 * Evaluates `tree` a row at a time (in batches of rows that each take about a millisecond); resolves
 * with its raw groq-js data (toJS() turns it into JSON values).
 */
export async function evaluateByRows(tree: Node, rows: RowEvaluator): Promise<unknown> {
  let slowRows = 0
  /**
   * One evaluation: synchronous under its deadline, else asynchronous (also for what groq-js only
   * evaluates asynchronously: it throws in synchronous mode; a real error is thrown again there).
   */
  const once = async (node: Node): Promise<unknown> => {
    if (slowRows < SLOW_ROWS) {
      try {
        const result = rows.sync(node)
        slowRows = 0
        return result
      } catch (error) {
        if (error instanceof QueryTimeoutError) slowRows++
      }
    }
    return rows.async(node)
  }
  /**
   * The results of `stageOf(batch)` over all `items`, concatenated: a batch grows while it takes
   * under a millisecond and shrinks when it takes longer; a batch past its deadline is evaluated
   * again one row at a time, and a row past its own deadline asynchronously.
   */
  const byBatches = async (
    items: readonly unknown[],
    stageOf: (batch: unknown[]) => Node,
  ): Promise<unknown[]> => {
    const out: unknown[] = []
    let size = 1
    for (let i = 0; i < items.length; ) {
      const pause = rows.pause()
      if (pause) await pause
      const batch = items.slice(i, i + size)
      const started = performance.now()
      let result: unknown
      if (batch.length === 1) {
        result = await once(stageOf(batch))
      } else {
        try {
          result = rows.sync(stageOf(batch))
        } catch {
          // Past its deadline (or not for synchronous mode): again a row at a time.
          size = 1
          continue
        }
      }
      i += batch.length
      if (Array.isArray(result)) for (const item of result) out.push(item)
      const took = performance.now() - started
      if (slowRows > 0 || took > BATCH_MS * 2) size = Math.max(1, size >> 1)
      else if (took < BATCH_MS / 2) size = Math.min(size * 2, MAX_BATCH)
    }
    return out
  }
  const stage = async (node: Node): Promise<unknown> => {
    if (ROW_STAGES.has(node.type) && node.base) {
      const base = await stage(node.base)
      if (!Array.isArray(base)) return once({ ...node, base: value(base) })
      return byBatches(base, (batch) => ({ type: node.type, base: value(batch), expr: node.expr }))
    }
    if (node.type === 'PipeFuncCall' && node.name === 'order' && node.base) {
      const base = await stage(node.base)
      const args = node.args ?? []
      if (Array.isArray(base) && (base.every(isObject) || !args.some(hasNestedScope)))
        return order(base, args, byBatches, rows)
      return once({ ...node, base: value(base) })
    }
    if (BASE_STAGES.has(node.type) && node.base) return once({ ...node, base: value(await stage(node.base)) })
    if (node.type === 'Object' && Array.isArray(node.attributes)) {
      const attributes = node.attributes as Node[]
      if (attributes.every((a) => a.type === 'ObjectAttributeValue')) {
        const values: Node[] = []
        for (const attribute of attributes)
          values.push({ ...attribute, value: value(await stage(attribute.value as Node)) })
        return once({ ...node, attributes: values })
      }
    }
    return once(node)
  }
  return stage(tree)
}

/**
 * `tree` with every slice (`[a...b]`, `[a..b]`) or element (`[n]`) of a map (`{…}` or `.attr` per row)
 * taken before the map instead of after it, at any depth: `*[…]{…}[0...3]` evaluates its projection for
 * 3 rows rather than for every row and then keeps 3 (issue 34: 10,000 rows answered 408 after 10 s).
 * GROQ allows it, since a map gives one row per row in the same order: groq-js evaluates each row of
 * a `Map` alone, in a scope made from the row and the scope outside (never from its neighbours), and
 * `Slice`/`AccessElement` only pick rows. An element `[n]` becomes the inclusive slice `[n..n]` and then
 * `[0]` of the map, which picks the same row with groq-js's rules for negative and out-of-range
 * indexes (`[n..n]` is empty where `[n]` is null, and `[0]` of an empty map is null). A map whose rows
 * must all be known first is left alone: `{…} | order(…)[0]` sorts what the projection made, while
 * `| order(…){…}[0]` still sorts every row before the slice and then projects one.
 */
export function slicesBeforeMaps(tree: Node): Node {
  const rewrite = (n: unknown): unknown => {
    if (typeof n !== 'object' || n === null) return n
    if (Array.isArray(n)) return n.map(rewrite)
    // A Value node's `value` is data, not more nodes.
    if ((n as Node).type === 'Value') return n
    const copy = Object.fromEntries(Object.entries(n).map(([key, child]) => [key, rewrite(child)]))
    return sliceFirst(copy as Node)
  }
  return rewrite(tree) as Node
}

/** `node` (its children already rewritten) with a slice or element of a map moved below the map. */
function sliceFirst(node: Node): Node {
  const map = node.base
  if (map?.type !== 'Map' || !map.base) return node
  if (node.type === 'Slice') return { ...map, base: sliceFirst({ ...node, base: map.base }) }
  if (node.type === 'AccessElement' && Number.isInteger(node.index)) {
    // A Slice's `left` and `right` are numbers, not the nodes `Node` types them as (an OpCall's).
    const one = { type: 'Slice', base: map.base, left: node.index, right: node.index, isInclusive: true }
    return { ...node, base: { ...map, base: sliceFirst(one as unknown as Node) }, index: 0 }
  }
  return node
}

/** Evaluations waiting for their next slice, first come first served. */
const waiting: Array<() => void> = []
let turnScheduled = false

/** Resumes the evaluation that waited longest, one per turn of the event loop. */
function resumeNext(): void {
  turnScheduled = false
  waiting.shift()?.()
  if (waiting.length > 0) {
    turnScheduled = true
    setImmediate(resumeNext)
  }
}

/**
 * Waits for the caller's next slice (decision 039). The evaluations, writes and serialisations that
 * wait take turns, one per turn of the event loop, so a request that arrives meanwhile starts after
 * one slice of whoever runs, not one slice of each: what several heavy requests do cannot add up
 * ahead of it.
 */
export function nextSlice(): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push(resolve)
    if (!turnScheduled) {
      turnScheduled = true
      setImmediate(resumeNext)
    }
  })
}

/** This thread's CPU time (ms): a system call of a few µs, so it is read once per slice at most. */
const threadCpuMs = (): number => {
  const { user, system } = process.threadCpuUsage()
  return (user + system) / 1000
}

/**
 * The clock of one evaluation in slices, asked between steps (rows, scanned documents, lookups):
 * `undefined` while the evaluation has worked for less than a slice since it last waited, else a
 * promise of its next slice ({@link nextSlice}: other requests run first) to wait for. A slice is
 * {@link SLICE_MS} of this thread's CPU time, not of the wall clock: on a loaded machine the thread
 * also waits for a core, and those waits are nobody's work (with wall-clock slices, a sort of 200,000
 * values took 12 s at a load average of 32, mostly in turns of the event loop). Throws
 * {@link QueryTimeoutError} past `deadline` (a `performance.now()` time). One clock for all of an
 * evaluation's steps, since its time is spread over many short ones.
 */
export function createSlicer(deadline = Number.POSITIVE_INFINITY): () => Promise<void> | undefined {
  let since = performance.now()
  let cpuSince = threadCpuMs()
  return () => {
    const now = performance.now()
    if (now > deadline) throw new QueryTimeoutError()
    if (now - since < SLICE_MS) return undefined
    // A slice of wall time has passed: ask the CPU clock whether it was a slice of work.
    since = now
    if (threadCpuMs() - cpuSince < SLICE_MS) return undefined
    return nextSlice().then(() => {
      since = performance.now()
      cpuSince = threadCpuMs()
    })
  }
}

/**
 * `reply` as JSON text, exactly as `JSON.stringify(reply)`, with a long array at `key` serialised a
 * row at a time, waiting whenever `pause` says so (a reply of 10,000 posts takes tens of ms).
 */
export async function jsonInSlices(
  reply: Record<string, unknown>,
  key: string,
  pause: () => Promise<void> | undefined,
): Promise<string> {
  const rows = reply[key]
  if (!Array.isArray(rows) || rows.length < 256) return JSON.stringify(reply)
  const marker = `"rows:${randomUUID()}"`
  const [head, tail] = JSON.stringify({ ...reply, [key]: JSON.parse(marker) }).split(marker)
  const parts: string[] = []
  for (const row of rows) {
    const wait = pause()
    if (wait) await wait
    // As in an array, a value JSON cannot hold is null.
    parts.push(JSON.stringify(row) ?? 'null')
  }
  return `${head}[${parts.join(',')}]${tail}`
}

/** Nodes that open a scope of their own (`@` inside them is something else). */
const SCOPES = new Set(['Filter', 'Map', 'FlatMap', 'Projection', 'PipeFuncCall'])

/** Whether `node` opens a scope anywhere inside it. */
function hasNestedScope(node: Node): boolean {
  let nested = false
  walk(node, (n) => {
    if (SCOPES.has(n.type)) nested = true
  })
  return nested
}

/**
 * The `order()` and `score()` calls of `tree` that may run inside one step of an evaluation, where
 * nothing can slice them: every one but a top-level `order()` that {@link evaluateByRows} sorts in
 * slices (one reached along the stages it takes apart, whose keys nest no scope of their own, so it
 * sorts any values).
 */
export function unslicedSorts(tree: Node): Node[] {
  const sliced = new Set<Node>()
  const visit = (node: Node | undefined): void => {
    if (!node) return
    if (node.type === 'PipeFuncCall' && node.name === 'order' && node.base) {
      if (!(node.args ?? []).some(hasNestedScope)) sliced.add(node)
      visit(node.base)
    } else if ((ROW_STAGES.has(node.type) || BASE_STAGES.has(node.type)) && node.base) {
      visit(node.base)
    } else if (node.type === 'Object' && Array.isArray(node.attributes)) {
      const attributes = node.attributes as Node[]
      if (attributes.every((a) => a.type === 'ObjectAttributeValue'))
        for (const attribute of attributes) visit(attribute.value as Node)
    }
  }
  visit(tree)
  const found: Node[] = []
  walk(tree, (node) => {
    if (node.type === 'PipeFuncCall' && (node.name === 'order' || node.name === 'score') && !sliced.has(node))
      found.push(node)
  })
  return found
}

const isObject = (item: unknown): boolean =>
  typeof item === 'object' &&
  item !== null &&
  !Array.isArray(item) &&
  !(item instanceof DateTime) &&
  !(item instanceof Path)

/** The rank of each type in groq-js's order of values; any other type ranks 100. */
const TYPE_RANK: Readonly<Record<string, number>> = { datetime: 1, number: 2, string: 3, boolean: 4 }

/** groq-js's type of a raw value as far as its order tells types apart (arrays, objects, paths: 'object'). */
const typeOf = (v: unknown): string =>
  v === null || v === undefined ? 'null' : v instanceof DateTime ? 'datetime' : typeof v

/** groq-js's order of two values (its `totalCompare`): datetimes, numbers, strings, booleans, then the rest as equal. */
function totalCompare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  const aType = typeOf(a)
  const bType = typeOf(b)
  const aRank = TYPE_RANK[aType] ?? 100
  const bRank = TYPE_RANK[bType] ?? 100
  if (aRank !== bRank) return aRank - bRank
  if (aType !== bType) return 0
  switch (aType) {
    case 'number':
    case 'boolean':
      return (a as number) - (b as number)
    case 'string':
      return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0
    case 'datetime':
      return (a as DateTime).compareTo(b as DateTime)
    default:
      return 0
  }
}

/** `rows | order(args)`: the keys a batch of rows at a time, then a merge sort in slices (stable, as groq-js's). */
async function order(
  base: unknown[],
  args: Node[],
  byBatches: (items: readonly unknown[], stageOf: (batch: unknown[]) => Node) => Promise<unknown[]>,
  rows: RowEvaluator,
): Promise<unknown[]> {
  const directions = args.map((arg) => (arg.type === 'Desc' ? -1 : 1))
  const keyNode: Node = {
    type: 'Array',
    elements: args.map((arg) => ({
      type: 'ArrayElement',
      value: arg.type === 'Desc' || arg.type === 'Asc' ? arg.base : arg,
      isSplat: false,
    })),
  }
  // A projection of each row scopes the keys as order() does (`@` the row, `^` the query's scope,
  // nested scopes inside the keys under the row's), one list of keys per row. A value that is not an
  // object cannot be projected: its keys are mapped, which scopes `@` and `^` alike (the caller sorts
  // such values here only when no key nests a scope of its own).
  const objects = base.every(isObject)
  // `order(@)`, `order(@ desc)`: each value is its own key.
  const itself = args.every(
    (arg) => (arg.type === 'Desc' || arg.type === 'Asc' ? arg.base : arg)?.type === 'This',
  )
  const keys = itself
    ? undefined
    : await byBatches(base, (batch) => ({
        type: 'Map',
        base: value(batch),
        expr: objects ? { type: 'Projection', base: { type: 'This' }, expr: keyNode } : keyNode,
      }))
  const keyOf = (row: number, i: number): unknown =>
    keys ? (keys[row] as unknown[] | undefined)?.[i] : base[row]
  // Positions are sorted, not the rows: numbers cost the collector nothing, and the position breaks
  // ties, so the sort is stable as groq-js's.
  const compare = (a: number, b: number) => {
    for (let i = 0; i < directions.length; i++) {
      const c = totalCompare(keyOf(a, i), keyOf(b, i)) * (directions[i] as number)
      if (c !== 0) return c
    }
    return a - b
  }
  /** Every 1,024th step asks the clock (a promise to wait for, or undefined). */
  const due = (step: number) => ((step & 1023) === 0 ? rows.pause() : undefined)
  // Runs sorted at once, then merged pairwise.
  let runs: number[][] = []
  for (let start = 0; start < base.length; start += SORT_RUN) {
    const run: number[] = []
    for (let row = start; row < Math.min(base.length, start + SORT_RUN); row++) run.push(row)
    runs.push(run.sort(compare))
    const wait = rows.pause()
    if (wait) await wait
  }
  while (runs.length > 1) {
    const merged: number[][] = []
    for (let r = 0; r < runs.length; r += 2) {
      const left = runs[r] as number[]
      const right = runs[r + 1]
      if (!right) {
        merged.push(left)
        continue
      }
      const out: number[] = []
      let i = 0
      let j = 0
      while (i < left.length || j < right.length) {
        if (j >= right.length || (i < left.length && compare(left[i] as number, right[j] as number) < 0))
          out.push(left[i++] as number)
        else out.push(right[j++] as number)
        const wait = due(out.length)
        if (wait) await wait
      }
      merged.push(out)
    }
    runs = merged
  }
  const sorted = runs[0] ?? []
  const result: unknown[] = []
  for (const row of sorted) {
    result.push(base[row])
    const wait = due(result.length)
    if (wait) await wait
  }
  return result
}
