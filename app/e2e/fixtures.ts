import { test as base, expect } from '@playwright/test'

/** Chrome's console message for a document or resource answered with an HTTP error status. */
const HTTP_STATUS_MESSAGE = /^Failed to load resource: the server responded with a status of (\d+)/

/**
 * `test` with a `consoleErrors` fixture: every console error and uncaught page error of the test's
 * page, checked to be empty after the test. `allowStatus(404)` accepts Chrome's message for the
 * document's own status (the 404 screen is served with HTTP 404 on purpose).
 */
export const test = base.extend<{ consoleErrors: { allowStatus(status: number): void } }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    const allowed = new Set<string>()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    await use({ allowStatus: (status) => allowed.add(String(status)) })
    const unexpected = errors.filter((text) => {
      const status = HTTP_STATUS_MESSAGE.exec(text)?.[1]
      return !(status && allowed.has(status))
    })
    expect(unexpected, 'console errors').toEqual([])
  },
})

export { expect }

/** The `<title>` text of raw HTML (first one), or undefined. */
export function htmlTitle(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
}

/** Every `<link rel="canonical">` href of raw HTML. */
export function canonicalLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map(
    (match) => /\bhref="([^"]*)"/.exec(match[0])?.[1] ?? '',
  )
}

/** The content of `<meta property|name="key">` in raw HTML, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .find((candidate) => candidate.includes(`property="${key}"`) || candidate.includes(`name="${key}"`))
  return tag ? /\bcontent="([^"]*)"/.exec(tag)?.[1] : undefined
}
