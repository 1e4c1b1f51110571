import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/downloads: the Studio latest release (downloads) (spec §2). */
export const Route = createFileRoute('/studio/downloads/')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
