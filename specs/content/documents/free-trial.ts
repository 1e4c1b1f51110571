import { definePage } from './page.ts'

/** `freeTrial`: a product’s free trial page, /{product}/free-trial (docs/requirements.md §2). */
export const freeTrial = definePage({ name: 'freeTrial', title: 'Free trial' })
