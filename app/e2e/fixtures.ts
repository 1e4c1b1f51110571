import { test as base, expect, type Page } from '@playwright/test'

/** Chrome's console message for a document or resource answered with an HTTP error status. */
const HTTP_STATUS_MESSAGE = /^Failed to load resource: the server responded with a status of (\d+)/

/**
 * Console errors and uncaught page errors of every page a test watches. `allowStatus(404)` accepts
 * Chrome's message for the document's own status (the 404 screen is served with HTTP 404 on purpose).
 */
export class ConsoleErrors {
  readonly #errors: string[] = []
  readonly #allowed = new Set<string>()
  readonly #allowedText: RegExp[] = []

  /** Collects `page`'s console errors and uncaught exceptions from now on. */
  watch(page: Page): Page {
    page.on('console', (message) => {
      if (message.type() === 'error') this.#errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => this.#errors.push(`${page.url()}: uncaught: ${error.message}`))
    return page
  }

  /** Accepts Chrome's "Failed to load resource … status of `status`" messages. */
  allowStatus(status: number): void {
    this.#allowed.add(String(status))
  }

  /** Accepts errors whose text matches `pattern` (an error the test causes on purpose and the page logs). */
  allow(pattern: RegExp): void {
    this.#allowedText.push(pattern)
  }

  /** The collected errors that are not allowed. */
  unexpected(): string[] {
    return this.#errors.filter((text) => {
      const status = HTTP_STATUS_MESSAGE.exec(text.slice(text.indexOf(': ') + 2))?.[1]
      if (status && this.#allowed.has(status)) return false
      return !this.#allowedText.some((pattern) => pattern.test(text))
    })
  }
}

/**
 * `test` whose pages fail the test on any console error or uncaught page error (checked after the
 * test): `page` and every other page of the test's `context`. Pages of a context the test makes itself
 * (`browser.newContext()`) are checked when passed to `consoleErrors.watch(page)`. Tests that only use
 * `request` open no browser page.
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  consoleErrors: async ({}, use) => {
    const consoleErrors = new ConsoleErrors()
    await use(consoleErrors)
    expect(consoleErrors.unexpected(), 'console errors').toEqual([])
  },
  // Every page of the test's context (`page` and any `context.newPage()`) is watched.
  context: async ({ context, consoleErrors }, use) => {
    context.on('page', (page) => consoleErrors.watch(page))
    await use(context)
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

/** The text of every `<h1>` of raw HTML, tags stripped and React's entities decoded. */
export function h1Texts(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
  return [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)].map((match) =>
    (match[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? ''),
  )
}
