import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productSlugParams } from '../../../content/content-page-route.ts'

/** /{product}/downloads/{slug}: any product's release of version {slug} (downloads) (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/downloads/$slug')({
  ...contentPageRoute('downloads'),
  params: productSlugParams,
  component: ContentPage,
})
