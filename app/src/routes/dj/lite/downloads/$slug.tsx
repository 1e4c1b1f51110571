import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/lite/downloads/{slug}: the DJ Lite release of version {slug} (downloads) (spec §2). */
export const Route = createFileRoute('/dj/lite/downloads/$slug')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
