import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /studio: the Studio features page (spec §2). */
export const Route = createFileRoute('/studio/')({
  ...contentPageRoute('features'),
  component: ContentPage,
})
