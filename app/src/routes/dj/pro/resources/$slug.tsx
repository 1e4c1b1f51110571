import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/pro/resources/{slug}: the DJ Pro resource page (spec §2). */
export const Route = createFileRoute('/dj/pro/resources/$slug')({
  ...contentPageRoute('resourcesSlug'),
  component: ContentPage,
})
