/**
 * Paths the browser tests visit. `pagesWithContent` must answer 200 with content: extend it (or build
 * it from the seed dataset's route list) as the seed grows; every spec iterates these lists.
 */

/** Pages the seed dataset has content for (spec §2 routes; seed in scripts/sandbox/datasets). */
export const pagesWithContent = ['/', '/dj/pro', '/dj/pro/pricing', '/studio', '/careers'] as const

/** Paths that must answer the 404 screen with HTTP 404 (spec §2 "Unmatched route", §8), and why. */
export const notFoundPaths = [
  ['/no-such-page/at/all', 'no route matches'],
  ['/bogus/pricing', 'product key fails params validation'],
  ['/dj/bogus', 'dj/ is neither pro nor lite'],
  ['/campaign/no-such-campaign', 'the content query returns null'],
  ['/studio/tutorials/no-such-tutorial', 'no how-to page with this slug'],
] as const

/** The 404 screen's fixed texts and buttons (spec §2). */
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
