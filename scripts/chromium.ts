/**
 * How this project launches Debian's Chromium (docs/references.md "Toolchain"; env machines/node.md): the
 * system binary, never a downloaded browser, with the flags that keep it off the network (this machine's
 * closed network refuses Chromium's background connections) and runnable as root without a GPU.
 * Used by the browser tests (playwright.config.ts), the site benchmark and the screenshot tool.
 */

/** Path of Debian's Chromium (`apt-get install -y chromium`). */
export const chromiumExecutablePath = '/usr/bin/chromium'

/** Launch flags, headless mode excluded (Playwright adds its own; chrome-launcher takes `--headless=new`). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const
