import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /hex-fx/pricing: the Hex FX pricing page (spec §2). */
export const Route = createFileRoute('/hex-fx/pricing')({
  ...contentPageRoute('pricing'),
  component: ContentPage,
})
