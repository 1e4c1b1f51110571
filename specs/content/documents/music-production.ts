import { definePage } from './page.ts'

/** `musicProduction`: the music production landing page, /music-production (spec §2). */
export const musicProduction = definePage({ name: 'musicProduction', title: 'Music production' })
