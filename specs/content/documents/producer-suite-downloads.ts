import { definePage } from './page.ts'

/** `producerSuiteDownloads`: the Producer Suite downloads page, /music-production/producer-suite/downloads (docs/requirements.md §2). */
export const producerSuiteDownloads = definePage({
  name: 'producerSuiteDownloads',
  title: 'Producer Suite downloads',
})
