import { test as base, expect, type Page } from '@playwright/test'

/** Chrome's console message for a document or resource answered with an HTTP error status. */
const HTTP_STATUS_MESSAGE = /^Failed to load resource: the server responded with a status of (\d+)/

/**
 * Console errors, uncaught page errors and Content-Security-Policy violations of every page a test
 * watches (docs/decisions/019: a CSP violation fails the test like an error, whether the browser
 * reports it as an event or only in the console). `allowStatus(404)` accepts Chrome's message for the
 * document's own status (the 404 screen is served with HTTP 404 on purpose); `allow(pattern)`
 * a console error the test causes on purpose (never a CSP violation).
 */
export class ConsoleErrors {
  readonly #errors: string[] = []
  readonly #violations: string[] = []
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

  /** Records a CSP violation a page reported (`securitypolicyviolation`). */
  violation(text: string): void {
    this.#violations.push(text)
  }

  /** Accepts Chrome's "Failed to load resource … status of `status`" messages. */
  allowStatus(status: number): void {
    this.#allowed.add(String(status))
  }

  /** Accepts errors whose text matches `pattern` (an error the test causes on purpose and the page logs; never a CSP violation). */
  allow(pattern: RegExp): void {
    this.#allowedText.push(pattern)
  }

  /** The collected errors that are not allowed, and every CSP violation. */
  unexpected(): string[] {
    const errors = this.#errors.filter((text) => {
      if (CSP_MESSAGE.test(text)) return true
      const message = text.slice(text.indexOf(': ') + 2)
      const status = HTTP_STATUS_MESSAGE.exec(message)?.[1]
      if (status && this.#allowed.has(status)) return false
      return !this.#allowedText.some((pattern) => pattern.test(text))
    })
    return [...errors, ...this.#violations.map((text) => `CSP violation: ${text}`)]
  }
}

/** Chrome's console wording of a Content-Security-Policy violation. */
const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i

/**
 * Reports every `securitypolicyviolation` event of every document of a context to `report` (an init
 * script and an exposed binding: neither is subject to the page's CSP).
 */
async function reportCspViolations(
  context: import('@playwright/test').BrowserContext,
  report: (text: string) => void,
): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
    report(`${page.url()}: ${text}`),
  )
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
}

/**
 * Failed requests of every page a test watches (issue 25: "a normal visit logs no failed request"):
 * an HTTP error status (400 and above) or no answer at all (a network error), whatever the page
 * asked for (documents, scripts, images, the services' calls). A request the browser abandoned
 * itself (`net::ERR_ABORTED`: a page left while it loaded, a call cancelled) is not a failure.
 * `allowStatus(404)` and `allow(pattern)` (matched against `"<METHOD> <url>: <status or error>"`)
 * accept the ones a test causes on purpose.
 */
export class FailedRequests {
  readonly #failures: string[] = []
  readonly #allowed = new Set<number>()
  readonly #allowedText: RegExp[] = []

  /** Collects `page`'s failed requests from now on. */
  watch(page: Page): Page {
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? 'failed'
      if (error !== 'net::ERR_ABORTED') this.#failures.push(`${request.method()} ${request.url()}: ${error}`)
    })
    page.on('response', (response) => {
      const status = response.status()
      if (status >= 400 && !this.#allowed.has(status))
        this.#failures.push(`${response.request().method()} ${response.url()}: HTTP ${status}`)
    })
    return page
  }

  /** Accepts replies with this status. */
  allowStatus(status: number): void {
    this.#allowed.add(status)
  }

  /** Accepts failures whose text (`"GET https://…: HTTP 503"`, `"…: net::ERR_FAILED"`) matches `pattern`. */
  allow(pattern: RegExp): void {
    this.#allowedText.push(pattern)
  }

  /** The failures that are not allowed. */
  unexpected(): string[] {
    return this.#failures.filter((text) => !this.#allowedText.some((pattern) => pattern.test(text)))
  }
}

/**
 * `test` whose pages fail the test on any console error or uncaught page error (checked after the
 * test): `page` and every other page of the test's `context`. Pages of a context the test makes itself
 * (`browser.newContext()`) are checked when passed to `consoleErrors.watch(page)`. Tests that only use
 * `request` open no browser page. A test that asks for `failedRequests` also fails on a failed
 * request of those pages ({@link FailedRequests}; a context of its own: `failedRequests.watch(page)`).
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors; failedRequests: FailedRequests }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  consoleErrors: async ({}, use) => {
    const consoleErrors = new ConsoleErrors()
    await use(consoleErrors)
    expect(consoleErrors.unexpected(), 'console errors').toEqual([])
  },
  // Every page of the test's context (`page` and any `context.newPage()`) is watched.
  context: async ({ context, consoleErrors }, use) => {
    context.on('page', (page) => consoleErrors.watch(page))
    await reportCspViolations(context, (text) => consoleErrors.violation(text))
    await use(context)
  },
  // Only for the tests that ask for it (Playwright sets a fixture up on use): the test's context's pages.
  failedRequests: async ({ context }, use) => {
    const failedRequests = new FailedRequests()
    for (const page of context.pages()) failedRequests.watch(page)
    context.on('page', (page) => failedRequests.watch(page))
    await use(failedRequests)
    expect(failedRequests.unexpected(), 'failed requests').toEqual([])
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
