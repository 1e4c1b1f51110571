import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/pro/downloads/{slug}: the DJ Pro release of version {slug} (downloads) (spec §2). */
export const Route = createFileRoute('/dj/pro/downloads/$slug')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
