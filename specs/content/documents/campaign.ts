import { definePage } from './page.ts'

/** `campaign`: a campaign page, /campaign/{slug} (docs/requirements.md §2). */
export const campaign = definePage({ name: 'campaign', title: 'Campaign', slugRequired: true })
