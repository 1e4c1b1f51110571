import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/pro/expansions: the DJ Pro expansions page (spec §2). */
export const Route = createFileRoute('/dj/pro/expansions')({
  ...contentPageRoute('expansions'),
  component: ContentPage,
})
