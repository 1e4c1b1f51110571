import type { PageBlock } from '@music/sdk/content'

/** Test fixture: a `quoteBlock` as the page query projects it (no attribution role, no image). */
export const testQuoteBlock: PageBlock = {
  _key: 'q',
  _type: 'quoteBlock',
  quote: 'It changed how I play.',
  attribution: 'A DJ',
  attributionRole: null,
  image: null,
}
