import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/pro/music-streaming: the DJ Pro music streaming page (spec §2). */
export const Route = createFileRoute('/dj/pro/music-streaming')({
  ...contentPageRoute('musicstreaming'),
  component: ContentPage,
})
