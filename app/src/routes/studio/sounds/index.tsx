import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /studio/sounds: the Studio sounds page (spec §2). */
export const Route = createFileRoute('/studio/sounds/')({
  ...contentPageRoute('sounds'),
  component: ContentPage,
})
