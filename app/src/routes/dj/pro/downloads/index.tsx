import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/pro/downloads: the DJ Pro latest release (downloads) (spec §2). */
export const Route = createFileRoute('/dj/pro/downloads/')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
