import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/lite/resources/{slug}: the DJ Lite resource page (spec §2). */
export const Route = createFileRoute('/dj/lite/resources/$slug')({
  ...contentPageRoute('resourcesSlug'),
  component: ContentPage,
})
