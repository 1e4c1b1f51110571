import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/lite/downloads: the DJ Lite latest release (downloads) (spec §2). */
export const Route = createFileRoute('/dj/lite/downloads/')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
