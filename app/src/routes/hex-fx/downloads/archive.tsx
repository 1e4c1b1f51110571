import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /hex-fx/downloads/archive: the Hex FX download archive (spec §2). */
export const Route = createFileRoute('/hex-fx/downloads/archive')({
  ...contentPageRoute('downloadArchive'),
  component: ContentPage,
})
