import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /hex-fx: the Hex FX features page (spec §2). */
export const Route = createFileRoute('/hex-fx/')({
  ...contentPageRoute('features'),
  component: ContentPage,
})
