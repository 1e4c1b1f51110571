import { definePage } from './page.ts'

/** `producerSuite`: the Producer Suite page, /music-production/producer-suite (docs/requirements.md §2). */
export const producerSuite = definePage({ name: 'producerSuite', title: 'Producer Suite' })
