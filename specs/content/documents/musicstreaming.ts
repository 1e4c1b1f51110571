import { definePage } from './page.ts'

/** `musicstreaming`: a product’s music streaming page, /{product}/music-streaming (docs/requirements.md §2). */
export const musicstreaming = definePage({ name: 'musicstreaming', title: 'Music streaming' })
