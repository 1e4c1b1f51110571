import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productSlugParams } from '../../../content/content-page-route.ts'

/** /{product}/tutorials/{slug}: any product's how-to page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/tutorials/$slug')({
  ...contentPageRoute(['howTo', 'tutorials']),
  params: productSlugParams,
  component: ContentPage,
})
