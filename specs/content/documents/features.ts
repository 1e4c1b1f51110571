import { definePage } from './page.ts'

/** `features`: a product’s features page, /{product} (docs/requirements.md §2). */
export const features = definePage({ name: 'features', title: 'Features' })
