import type { LiveStatus } from './live-subscription.ts'

const statusText: Record<LiveStatus, string> = {
  connecting: 'connecting to live updates…',
  live: 'live updates on',
  reconnecting: 'live updates lost, reconnecting…',
}

/**
 * Tells an editor in preview mode (docs/requirements.md §4 "Content") whether live updates are connected. It does not
 * claim drafts: `?preview=true` without the preview credential still shows published content only.
 * A polite live region, so the status change is announced.
 */
export function PreviewBanner({ status }: { status: LiveStatus }) {
  return (
    <p className="preview-banner" role="status" data-live-status={status}>
      <strong>Preview</strong>: {statusText[status]}
    </p>
  )
}
