import { definePage } from './page.ts'

/** `sounds`: the sounds landing page, /studio/sounds (spec §2). */
export const sounds = definePage({ name: 'sounds', title: 'Sounds' })
