import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../content/content-page-route.ts'

/** /{product}/live-streaming: any product's live streaming page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/live-streaming')({
  ...contentPageRoute('livestreaming'),
  params: productParams,
  component: ContentPage,
})
