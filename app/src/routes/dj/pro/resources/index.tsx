import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/pro/resources: the DJ Pro resources landing page (spec §2). */
export const Route = createFileRoute('/dj/pro/resources/')({
  ...contentPageRoute('resourcesLanding'),
  component: ContentPage,
})
