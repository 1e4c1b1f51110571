import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../../../../content/content-page.tsx'
import { contentPageRoute } from '../../../../content/content-page-route.ts'

/** /dj/pro/pricing/{slug}: the DJ Pro pricing child page (spec §2). */
export const Route = createFileRoute('/dj/pro/pricing/$slug')({
  ...contentPageRoute('pricingChild'),
  component: ContentPage,
})
