import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productSlugParams } from '../../../content/content-page-route.ts'

/** /{product}/resources/{slug}: any product's resource page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/resources/$slug')({
  ...contentPageRoute('resourcesSlug'),
  params: productSlugParams,
  component: ContentPage,
})
