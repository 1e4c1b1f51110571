import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/pro/downloads/archive: the DJ Pro download archive (spec §2). */
export const Route = createFileRoute('/dj/pro/downloads/archive')({
  ...contentPageRoute('downloadArchive'),
  component: ContentPage,
})
