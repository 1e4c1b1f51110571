import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /studio/slab: the Studio SLAB page (a features page with slug `slab`, see resolveContentPath) (spec §2). */
export const Route = createFileRoute('/studio/slab')({
  ...contentPageRoute('features'),
  component: ContentPage,
})
