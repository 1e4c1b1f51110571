import { definePage } from './page.ts'

/** `howTo`: a tutorial, /{product}/tutorials/{slug} (docs/requirements.md §2). */
export const howTo = definePage({ name: 'howTo', title: 'How-to', slugRequired: true })
