import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/pro/free-trial: the DJ Pro free trial page (spec §2). */
export const Route = createFileRoute('/dj/pro/free-trial')({
  ...contentPageRoute('freeTrial'),
  component: ContentPage,
})
