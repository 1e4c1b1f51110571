import { definePage } from './page.ts'

/** `djLanding`: the DJ landing page, /dj (spec §2). */
export const djLanding = definePage({ name: 'djLanding', title: 'DJ landing' })
