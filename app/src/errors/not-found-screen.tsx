import { Link, linkOptions } from '@tanstack/react-router'
import { RecordIcon } from './record-icon.tsx'

/** The title of the 404 screen (docs/requirements.md §2); the root route's `head()` sets it for not-found matches. */
export const NOT_FOUND_TITLE = '404: Page not found'

const destinations = [
  { label: 'Homepage', link: linkOptions({ to: '/' }) },
  { label: 'DJ Pro', link: linkOptions({ to: '/dj/pro' }) },
  { label: 'Studio', link: linkOptions({ to: '/$product', params: { product: 'studio' } }) },
  { label: 'Sample', link: linkOptions({ to: '/$product', params: { product: 'sample' } }) },
  { label: 'Hex FX', link: linkOptions({ to: '/$product', params: { product: 'hex-fx' } }) },
]

/**
 * The 404 screen (docs/requirements.md §2 "Unmatched route"), shown for an unmatched path, failed parameter
 * validation, a page without content, and a failed fetch in preview. The server answers it with
 * HTTP 404.
 */
export function NotFoundScreen() {
  return (
    <section className="error-screen" aria-labelledby="error-heading">
      <RecordIcon />
      <h1 id="error-heading">Whoops! Page not found.</h1>
      <p>Can we help you get back on track?</p>
      <nav aria-label="Suggested pages" className="error-screen__actions">
        {destinations.map(({ label, link }) => (
          <Link key={label} {...link} className="button">
            {label}
          </Link>
        ))}
      </nav>
    </section>
  )
}
