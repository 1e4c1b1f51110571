import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /sample/tutorials: the Sample tutorials page (spec §2). */
export const Route = createFileRoute('/sample/tutorials')({
  ...contentPageRoute('tutorials'),
  component: ContentPage,
})
