import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /campaign/{slug}: a campaign page (spec §2). */
export const Route = createFileRoute('/campaign/$slug')({
  ...contentPageRoute('campaign'),
  component: ContentPage,
})
