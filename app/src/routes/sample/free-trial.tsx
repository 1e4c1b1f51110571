import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /sample/free-trial: the Sample free trial page (spec §2). */
export const Route = createFileRoute('/sample/free-trial')({
  ...contentPageRoute('freeTrial'),
  component: ContentPage,
})
