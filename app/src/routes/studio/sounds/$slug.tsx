import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/sounds/{slug}: a Studio soundpack (spec §2). */
export const Route = createFileRoute('/studio/sounds/$slug')({
  ...contentPageRoute('soundpack'),
  component: ContentPage,
})
