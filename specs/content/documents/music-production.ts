import { definePage } from './page.ts'

/** `musicProduction`: the music production landing page, /music-production (docs/requirements.md §2). */
export const musicProduction = definePage({ name: 'musicProduction', title: 'Music production' })
