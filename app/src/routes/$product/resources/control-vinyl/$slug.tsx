import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute, productSlugParams } from '../../../../content/content-page-route.ts'

/** /{product}/resources/control-vinyl/{slug}: any product's control vinyl resource page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/resources/control-vinyl/$slug')({
  ...contentPageRoute('controlVinylResourcesSlug'),
  params: productSlugParams,
  component: ContentPage,
})
