import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/lite/tutorials: the DJ Lite tutorials page (spec §2). */
export const Route = createFileRoute('/dj/lite/tutorials')({
  ...contentPageRoute('tutorials'),
  component: ContentPage,
})
