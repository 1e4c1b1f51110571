import { definePage } from './page.ts'

/** `expansions`: a product’s expansions page, /{product}/expansions (docs/requirements.md §2). */
export const expansions = definePage({ name: 'expansions', title: 'Expansions' })
