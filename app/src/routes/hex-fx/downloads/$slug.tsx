import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /hex-fx/downloads/{slug}: the Hex FX release of version {slug} (downloads) (spec §2). */
export const Route = createFileRoute('/hex-fx/downloads/$slug')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
