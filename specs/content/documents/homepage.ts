import { definePage } from './page.ts'

/** `homepage`: the home page, / (docs/requirements.md §2). */
export const homepage = definePage({ name: 'homepage', title: 'Homepage' })
