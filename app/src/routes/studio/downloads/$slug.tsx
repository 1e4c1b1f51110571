import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/downloads/{slug}: the Studio release of version {slug} (downloads) (spec §2). */
export const Route = createFileRoute('/studio/downloads/$slug')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
