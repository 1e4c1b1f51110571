// Scratch: two builds side by side, alternating: a load-robust estimate of Lighthouse's simulated TBT
// (top-level main-thread tasks' CPU time × 4, the excess over 50 ms, after FCP), main-thread CPU after
// FCP, and the time from navigation start to the app's `site:hydrated` mark.
import { chromium } from 'playwright-core'
const root = '/work/main'
const { chromiumArgs, chromiumExecutablePath } = await import(`${root}/scripts/chromium.ts`)
const { ALEX, ROBIN, submitSignIn } = await import(`${root}/scripts/bench/sign-in.ts`)
const { startStack } = await import(`${root}/scripts/bench/stack.ts`)
const specs = (process.env.STACKS ?? `this=${root}:32010`).split(',').map((x) => { const [label, rest] = x.split('='); const [dir, port] = rest!.split(':'); return { label: label!, dir: dir!, base: Number(port) } })
const paths = (process.env.PATHS ?? '/account,/account/profile').split(',')
const runs = Number(process.env.RUNS ?? 5)
type Ev = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: any }
const stacks: { label: string; origin: string; services: string; stop: () => Promise<void> }[] = []
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs })
try {
  for (const sp of specs) {
    const ports = { PORT: String(sp.base), CONTENT_PORT: String(sp.base + 1), SERVICES_PORT: String(sp.base + 2) }
    const st = await startStack(ports, sp.dir)
    stacks.push({ label: sp.label, origin: st.origin, services: ports.SERVICES_PORT, stop: st.stop })
  }
  const contexts = new Map<string, any>()
  for (const s of stacks) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await ctx.newPage()
    await page.goto(s.origin + '/account')
    await page.waitForURL((u) => u.port === s.services, { timeout: 30000 })
    await submitSignIn(page, ALEX)
    await page.waitForURL((u) => u.origin === s.origin && !u.searchParams.has('code'), { timeout: 30000 })
    await page.close()
    contexts.set(s.label, ctx)
  }
  const res: Record<string, { tbt: number[]; cpu: number[]; hyd: number[]; fns: number[] }> = {}
  for (let r = 0; r < runs; r++) for (const s of r % 2 ? [...stacks].reverse() : stacks) for (const p of paths) {
    const ctx = contexts.get(s.label)
    const pg = await ctx.newPage()
    const cdp = await ctx.newCDPSession(pg)
    await cdp.send('Network.clearBrowserCache')
    await browser.startTracing(pg, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading'] })
    await pg.goto(s.origin + p, { waitUntil: 'networkidle' })
    await pg.waitForTimeout(800)
    const marks = await pg.evaluate(() => ({ hyd: performance.getEntriesByName('site:hydrated')[0]?.startTime ?? NaN, fns: performance.getEntriesByType('resource').filter((e) => e.name.includes('/_serverFn/') && e.startTime < (performance.getEntriesByName('site:hydrated')[0]?.startTime ?? 1e9)).length }))
    const events: Ev[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents
    await pg.close()
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')!
    const tn = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain')
    const all = events.filter((e) => e.pid === fcp.pid && e.tid === (tn?.tid ?? fcp.tid) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')).sort((a, b) => a.ts - b.ts)
    const tasks: Ev[] = []
    for (const t of all) { const last = tasks[tasks.length - 1]; if (last && t.ts < last.ts + (last.dur ?? 0)) continue; tasks.push(t) }
    let tbt = 0, cpu = 0
    for (const t of tasks) { if (t.ts + (t.dur ?? 0) < fcp.ts) continue; const c = (t.tdur ?? t.dur ?? 0) / 1000; cpu += c; tbt += Math.max(0, c * 4 - 50) }
    const k = `${p} ${s.label}`
    const e = (res[k] ??= { tbt: [], cpu: [], hyd: [], fns: [] })
    e.tbt.push(tbt); e.cpu.push(cpu); e.hyd.push(marks.hyd); e.fns.push(marks.fns)
  }
  const med = (v: number[]) => { const s = [...v].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]! }
  for (const [k, v] of Object.entries(res)) console.log(`${k.padEnd(34)} cpuTBT×4 ${med(v.tbt).toFixed(0).padStart(4)} ms (${v.tbt.map((x) => x.toFixed(0)).join(' ')}) · main CPU after FCP ${med(v.cpu).toFixed(0)} ms · hydrated ${med(v.hyd).toFixed(0)} ms · server fns before hydration ${med(v.fns)}`)
} finally {
  await browser.close()
  for (const s of stacks) await s.stop()
}
