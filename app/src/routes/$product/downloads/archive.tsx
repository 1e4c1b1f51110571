import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../../content/content-page-route.ts'

/** /{product}/downloads/archive: any product's download archive (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/downloads/archive')({
  ...contentPageRoute('downloadArchive'),
  params: productParams,
  component: ContentPage,
})
