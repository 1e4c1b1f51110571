import { useLoaderData } from '@tanstack/react-router'
import { PageBuilder } from '../page-builder/page-builder.tsx'
import { PreviewBanner } from '../preview/preview-banner.tsx'
import { useLivePreview } from '../preview/use-live-preview.ts'
import type { ContentPageData } from './content-page-route.ts'
import { DownloadRelease } from './download-release.tsx'

/**
 * The one page component of every content route: reads the page document from the route's loader
 * data (`contentPageRoute`; on the first load hydrated from the server HTML), renders its page
 * builder (and a release's downloads on `downloads` pages) and, in preview, keeps it live
 * (`useLivePreview`). A document that disappears (e.g. a draft deleted during preview) makes the
 * reloaded loader throw `notFound()`, which shows the 404 screen.
 */
export function ContentPage() {
  const data = useLoaderData({ strict: false })
  if (!isContentPageData(data)) throw new Error('ContentPage rendered outside a content page route')
  return <ContentPageBody data={data} />
}

function ContentPageBody({ data }: { data: ContentPageData }) {
  const { document } = data
  const liveStatus = useLivePreview(data.page, data.preview)
  return (
    <article className="content-page" data-content-type={document._type}>
      {data.preview ? <PreviewBanner status={liveStatus} /> : null}
      <PageBuilder sections={document.pageBuilder} />
      {document._type === 'downloads' ? <DownloadRelease page={document} /> : null}
    </article>
  )
}

function isContentPageData(value: unknown): value is ContentPageData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'page' in value &&
    'preview' in value &&
    'path' in value &&
    'document' in value
  )
}
