import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute } from '../../../content/content-page-route.ts'

/** /dj/lite: the DJ Lite features page (spec §2). */
export const Route = createFileRoute('/dj/lite/')({
  ...contentPageRoute('features'),
  component: ContentPage,
})
