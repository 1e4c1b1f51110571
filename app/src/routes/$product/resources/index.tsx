import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../../content/content-page-route.ts'

/** /{product}/resources: any product's resources landing page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/resources/')({
  ...contentPageRoute('resourcesLanding'),
  params: productParams,
  component: ContentPage,
})
