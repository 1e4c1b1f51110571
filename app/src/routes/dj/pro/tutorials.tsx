import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/pro/tutorials: the DJ Pro tutorials page (spec §2). */
export const Route = createFileRoute('/dj/pro/tutorials')({
  ...contentPageRoute('tutorials'),
  component: ContentPage,
})
