import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/lite/downloads/archive: the DJ Lite download archive (spec §2). */
export const Route = createFileRoute('/dj/lite/downloads/archive')({
  ...contentPageRoute('downloadArchive'),
  component: ContentPage,
})
