import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /hex-fx/downloads: the Hex FX latest release (downloads) (spec §2). */
export const Route = createFileRoute('/hex-fx/downloads/')({
  ...contentPageRoute('downloads'),
  component: ContentPage,
})
