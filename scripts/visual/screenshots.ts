/**
 * Full-page screenshots of a few pages at a phone and a desktop width, for a look at the layout:
 *
 *   node scripts/visual/screenshots.ts [siteUrl=http://localhost:3000] [outDir=/tmp/screenshots]
 *
 * Chromium is Debian's (`/usr/bin/chromium`, docs/references.md "Toolchain"). Files are
 * `<outDir>/<page>-<width>.png`; the script prints each one's page height (overflow shows as a
 * document wider than the viewport, reported too).
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumExecutablePath } from '../chromium.ts'

const siteUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '')
const outDir = process.argv[3] ?? '/tmp/screenshots'
const pages = ['/', '/dj/pro', '/studio/downloads', '/careers', '/studio/sounds']
const widths = [375, 1280]

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: ['--headless', ...chromiumArgs],
})
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 800 } })
    const page = await context.newPage()
    for (const path of pages) {
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' })
      // Lazy images below the fold: scroll through once so they load before the capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      const size = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }))
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${width}.png`
      await page.screenshot({ path: join(outDir, name), fullPage: true })
      const overflow = size.width > width ? `  OVERFLOW: document ${size.width}px wide` : ''
      console.log(`${name}: ${size.height}px tall${overflow}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
