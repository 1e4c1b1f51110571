import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/pro/live-streaming: the DJ Pro live streaming page (spec §2). */
export const Route = createFileRoute('/dj/pro/live-streaming')({
  ...contentPageRoute('livestreaming'),
  component: ContentPage,
})
