import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /studio/pricing: the Studio pricing page (spec §2). */
export const Route = createFileRoute('/studio/pricing')({
  ...contentPageRoute('pricing'),
  component: ContentPage,
})
