import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /sample/downloads/archive: the Sample download archive (spec §2). */
export const Route = createFileRoute('/sample/downloads/archive')({
  ...contentPageRoute('downloadArchive'),
  component: ContentPage,
})
