import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /dj-pro/buy-dj-pro: the DJ Pro pricing page (buy) (spec §2). */
export const Route = createFileRoute('/dj-pro/buy-dj-pro')({
  ...contentPageRoute('pricing'),
  component: ContentPage,
})
