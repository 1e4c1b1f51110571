import { definePage } from './page.ts'

/** `controlVinylResourcesSlug`: a control vinyl resource page, /{product}/resources/control-vinyl/{slug} (docs/requirements.md §2). */
export const controlVinylResourcesSlug = definePage({
  name: 'controlVinylResourcesSlug',
  title: 'Control vinyl resource',
  slugRequired: true,
})
