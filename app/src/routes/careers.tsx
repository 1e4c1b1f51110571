import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../content/content-page.tsx'
import { contentPageRoute } from '../content/content-page-route.ts'

/** /careers: the careers page (spec §2). */
export const Route = createFileRoute('/careers')({
  ...contentPageRoute('careers'),
  component: ContentPage,
})
