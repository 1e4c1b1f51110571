import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/lite/live-streaming: the DJ Lite live streaming page (spec §2). */
export const Route = createFileRoute('/dj/lite/live-streaming')({
  ...contentPageRoute('livestreaming'),
  component: ContentPage,
})
