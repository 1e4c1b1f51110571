import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/ContentPage.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/lite/resources: the DJ Lite resources landing page (spec §2). */
export const Route = createFileRoute('/dj/lite/resources/')({
  ...contentPageRoute('resourcesLanding'),
  component: ContentPage,
})
