import { definePage } from './page.ts'

/** `djLanding`: the DJ landing page, /dj (docs/requirements.md §2). */
export const djLanding = definePage({ name: 'djLanding', title: 'DJ landing' })
