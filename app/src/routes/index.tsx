import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../content/content-page.tsx'
import { contentPageRoute } from '../content/content-page-route.ts'

/** /: the homepage (spec §2). */
export const Route = createFileRoute('/')({
  ...contentPageRoute('homepage'),
  component: ContentPage,
})
