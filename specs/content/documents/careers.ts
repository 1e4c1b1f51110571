import { definePage } from './page.ts'

/** `careers`: the careers page, /careers (docs/requirements.md §2). */
export const careers = definePage({ name: 'careers', title: 'Careers' })
