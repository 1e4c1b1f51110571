import { definePage } from './page.ts'

/** `homepage`: the home page, / (spec §2). */
export const homepage = definePage({ name: 'homepage', title: 'Homepage' })
