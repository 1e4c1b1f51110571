import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../../content/content-page-route.ts'

/** /{product}/pricing: any product's pricing page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/pricing/')({
  ...contentPageRoute('pricing'),
  params: productParams,
  component: ContentPage,
})
