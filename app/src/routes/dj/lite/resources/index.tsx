import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/lite/resources: the DJ Lite resources landing page (spec §2). */
export const Route = createFileRoute('/dj/lite/resources/')({
  ...contentPageRoute('resourcesLanding'),
  component: ContentPage,
})
