import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../content/content-page-route.ts'

/** /{product}/free-trial: any product's free trial page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/free-trial')({
  ...contentPageRoute('freeTrial'),
  params: productParams,
  component: ContentPage,
})
