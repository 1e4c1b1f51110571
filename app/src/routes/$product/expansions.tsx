import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../content/content-page-route.ts'

/** /{product}/expansions: any product's expansions page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/expansions')({
  ...contentPageRoute('expansions'),
  params: productParams,
  component: ContentPage,
})
