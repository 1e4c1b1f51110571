import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /sample/downloads/{slug}: the Sample release of version {slug} (downloads) (spec §2). */
export const Route = createFileRoute('/sample/downloads/$slug')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
