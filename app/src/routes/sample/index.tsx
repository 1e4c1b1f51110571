import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /sample: the Sample features page (spec §2). */
export const Route = createFileRoute('/sample/')({
  ...contentPageRoute('features'),
  component: ContentPage,
})
