import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /sample/downloads: the Sample latest release (downloads) (spec §2). */
export const Route = createFileRoute('/sample/downloads/')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
