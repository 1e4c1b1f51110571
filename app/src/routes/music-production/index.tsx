import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /music-production: the music production page (spec §2). */
export const Route = createFileRoute('/music-production/')({
  ...contentPageRoute('musicProduction'),
  component: ContentPage,
})
