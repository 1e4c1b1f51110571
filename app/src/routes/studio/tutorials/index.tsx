import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/tutorials: the Studio tutorials page (spec §2). */
export const Route = createFileRoute('/studio/tutorials/')({
  ...contentPageRoute('tutorials'),
  component: ContentPage,
})
