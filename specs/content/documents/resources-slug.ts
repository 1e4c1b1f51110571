import { definePage } from './page.ts'

/** `resourcesSlug`: a resource page, /{product}/resources/{slug} (docs/requirements.md §2). */
export const resourcesSlug = definePage({ name: 'resourcesSlug', title: 'Resource', slugRequired: true })
