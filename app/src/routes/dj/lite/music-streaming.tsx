import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/lite/music-streaming: the DJ Lite music streaming page (spec §2). */
export const Route = createFileRoute('/dj/lite/music-streaming')({
  ...contentPageRoute('musicstreaming'),
  component: ContentPage,
})
