import { createFileRoute } from '@tanstack/react-router'
import { ContentPage } from '../content/content-page.tsx'
import { contentPageRoute } from '../content/content-page-route.ts'

/** /upgrade: the upgrade page (spec §2). */
export const Route = createFileRoute('/upgrade')({
  ...contentPageRoute('upgrade'),
  component: ContentPage,
})
