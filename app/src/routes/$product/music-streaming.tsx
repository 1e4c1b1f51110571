import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute, productParams } from '../../content/content-page-route.ts'

/** /{product}/music-streaming: any product's music streaming page (general pattern; other product keys → 404) (spec §2). */
export const Route = createFileRoute('/$product/music-streaming')({
  ...contentPageRoute('musicstreaming'),
  params: productParams,
  component: ContentPage,
})
