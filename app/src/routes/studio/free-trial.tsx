import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /studio/free-trial: the Studio free trial page (spec §2). */
export const Route = createFileRoute('/studio/free-trial')({
  ...contentPageRoute('freeTrial'),
  component: ContentPage,
})
