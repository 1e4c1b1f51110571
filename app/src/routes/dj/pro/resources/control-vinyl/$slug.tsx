import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../../content/content-page-route.ts'

/** /dj/pro/resources/control-vinyl/{slug}: the DJ Pro control vinyl resource page (spec §2). */
export const Route = createFileRoute('/dj/pro/resources/control-vinyl/$slug')({
  ...contentPageRoute('controlVinylResourcesSlug'),
  component: ContentPage,
})
