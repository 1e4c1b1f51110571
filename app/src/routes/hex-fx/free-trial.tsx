import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../content/content-page.tsx'
import { contentPageRoute } from '../../content/content-page-route.ts'

/** /hex-fx/free-trial: the Hex FX free trial page (spec §2). */
export const Route = createFileRoute('/hex-fx/free-trial')({
  ...contentPageRoute('freeTrial'),
  component: ContentPage,
})
