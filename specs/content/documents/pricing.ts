import { definePage } from './page.ts'

/** `pricing`: a product’s pricing page, /{product}/pricing and /dj-pro/buy-dj-pro (docs/requirements.md §2). */
export const pricing = definePage({ name: 'pricing', title: 'Pricing' })
