import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/pro: the DJ Pro features page (spec §2). */
export const Route = createFileRoute('/dj/pro/')({
  ...contentPageRoute('features'),
  component: ContentPage,
})
