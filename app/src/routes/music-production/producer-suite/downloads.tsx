import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /music-production/producer-suite/downloads: the Producer Suite downloads page (spec §2). */
export const Route = createFileRoute('/music-production/producer-suite/downloads')({
  ...contentPageRoute('producerSuiteDownloads'),
  component: ContentPage,
})
