import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productSlugParams } from '../../../content/content-page-route.ts'

/** /{product}/pricing/{slug}: any product's pricing child page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/pricing/$slug')({
  ...contentPageRoute('pricingChild'),
  params: productSlugParams,
  component: ContentPage,
})
