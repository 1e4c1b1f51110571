import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /music-production/producer-suite: the Producer Suite page (spec §2). */
export const Route = createFileRoute('/music-production/producer-suite/')({
  ...contentPageRoute('producerSuite'),
  component: ContentPage,
})
