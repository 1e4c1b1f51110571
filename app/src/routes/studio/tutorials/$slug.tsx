import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/tutorials/{slug}: the Studio how-to page (two slugs are tutorials pages, spec §2) (spec §2). */
export const Route = createFileRoute('/studio/tutorials/$slug')({
  ...contentPageRoute(['howTo', 'tutorials']),
  component: ContentPage,
})
