import { definePage } from './page.ts'

/** `resourcesLanding`: a product’s resources landing page, /{product}/resources (docs/requirements.md §2). */
export const resourcesLanding = definePage({ name: 'resourcesLanding', title: 'Resources' })
