import { definePage } from './page.ts'

/** `expansions`: a product’s expansions page, /{product}/expansions (spec §2). */
export const expansions = definePage({ name: 'expansions', title: 'Expansions' })
