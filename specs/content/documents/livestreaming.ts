import { definePage } from './page.ts'

/** `livestreaming`: a product’s live streaming page, /{product}/live-streaming (spec §2). */
export const livestreaming = definePage({ name: 'livestreaming', title: 'Live streaming' })
