import { definePage } from './page.ts'

/** `sounds`: the sounds landing page, /studio/sounds (docs/requirements.md §2). */
export const sounds = definePage({ name: 'sounds', title: 'Sounds' })
