import { seedRoutes } from '../../scripts/sandbox/datasets/seed-routes.ts'

/**
 * Paths the browser tests visit; every spec iterates these lists. `pagesWithContent` must answer 200
 * with content.
 */

/**
 * Every page the seed dataset serves: each content route of the site (codegen.config.ts
 * `contentRoutes`) with each product and slug the seed has a page for (seed-routes.ts).
 */
export const pagesWithContent = seedRoutes.map((route) => route.path)

/** A few pages of different kinds, for the slower in-browser checks. */
export const browserSamplePages = ['/', '/dj/pro', '/dj/pro/pricing', '/studio/sounds', '/careers'] as const

/** Paths that must answer the 404 screen with HTTP 404 (docs/requirements.md §2 "Unmatched route", §8), and why. */
export const notFoundPaths = [
  ['/no-such-page/at/all', 'no route matches'],
  ['/bogus/pricing', 'product key fails params validation'],
  ['/dj/bogus', 'dj/ is neither pro nor lite'],
  ['/campaign/no-such-campaign', 'the content query returns null'],
  ['/careers/x', 'a page that takes no slug'],
  ['/studio/tutorials/no-such-tutorial', 'no how-to page with this slug'],
] as const

/** The 404 screen's fixed texts and buttons (docs/requirements.md §2). */
export const notFoundScreen = {
  title: '404: Page not found',
  heading: 'Whoops! Page not found.',
  text: 'Can we help you get back on track?',
  buttons: [
    ['Homepage', '/'],
    ['DJ Pro', '/dj/pro'],
    ['Studio', '/studio'],
    ['Sample', '/sample'],
    ['Hex FX', '/hex-fx'],
  ],
} as const
