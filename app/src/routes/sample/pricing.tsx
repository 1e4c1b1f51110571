import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /sample/pricing: the Sample pricing page (spec §2). */
export const Route = createFileRoute('/sample/pricing')({
  ...contentPageRoute('pricing'),
  component: ContentPage,
})
