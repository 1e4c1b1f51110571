import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /dj: the DJ landing page (spec §2). */
export const Route = createFileRoute('/dj/')({
  ...contentPageRoute('djLanding'),
  component: ContentPage,
})
