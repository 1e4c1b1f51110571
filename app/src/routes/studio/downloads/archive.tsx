import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/downloads/archive: the Studio download archive (spec §2). */
export const Route = createFileRoute('/studio/downloads/archive')({
  ...contentPageRoute('downloadArchive'),
  component: ContentPage,
})
