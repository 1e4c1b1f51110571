import { Link } from '@tanstack/react-router'
import { RecordIcon } from './record-icon.tsx'

/** The title of the 404 screen (spec §2); the root route's `head()` sets it for not-found matches. */
export const NOT_FOUND_TITLE = '404: Page not found'

const destinations = [
  { to: '/', label: 'Homepage' },
  { to: '/dj/pro', label: 'DJ Pro' },
  { to: '/studio', label: 'Studio' },
  { to: '/sample', label: 'Sample' },
  { to: '/hex-fx', label: 'Hex FX' },
] as const

/**
 * The 404 screen (spec §2 "Unmatched route"), shown for an unmatched path, failed parameter
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
        {destinations.map(({ to, label }) => (
          <Link key={to} to={to} className="button">
            {label}
          </Link>
        ))}
      </nav>
    </section>
  )
}
