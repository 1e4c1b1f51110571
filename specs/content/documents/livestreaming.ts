import { definePage } from './page.ts'

/** `livestreaming`: a product’s live streaming page, /{product}/live-streaming (docs/requirements.md §2). */
export const livestreaming = definePage({ name: 'livestreaming', title: 'Live streaming' })
