import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../content/ContentPage.tsx'
import { contentPageRoute } from '../content/content-page-route.ts'

/** /: the homepage (spec §2). */
export const Route = createFileRoute('/')({
  ...contentPageRoute('homepage'),
  component: ContentPage,
})
