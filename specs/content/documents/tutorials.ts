import { definePage } from './page.ts'

/** `tutorials`: a product’s tutorials landing page, /{product}/tutorials (docs/requirements.md §2). */
export const tutorials = definePage({ name: 'tutorials', title: 'Tutorials' })
