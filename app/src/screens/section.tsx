import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { type ReactNode, Suspense, useId } from 'react'
import { useDataShownMark } from './data-shown-mark.ts'
import { isSessionEnded, serviceErrorMessage } from './service-errors.ts'
import { useReportSessionEnded } from './session-ended.tsx'

/** Props of {@link Section}. */
interface SectionProps {
  /** The section's heading (h2), also its region's name and the subject of its loading and error text. */
  title: string
  /** What to show while the content loads: a placeholder shaped like it (`aria-hidden`). */
  skeleton: ReactNode
  /** Next to the heading, e.g. a link to the area's screen (an overview card). */
  action?: ReactNode
  /** The content; it suspends on its queries (`useSuspenseQuery`). */
  children: ReactNode
  className?: string
  /** The section's id, e.g. `register` for links to `#register`. */
  id?: string
  /**
   * False for a section whose content is no data of the screen (a blank form): it sets no
   * `screen:data-shown` mark, so the first mark is the first frame with data (decision 034).
   */
  data?: boolean
  /**
   * What the section loads, as the subject of its error sentence ("The campaigns" → "The campaigns
   * could not be loaded."); default the quoted heading ("“Register a product” could not be loaded."),
   * a sentence whatever the heading (decision 033).
   */
  subject?: string
}

/**
 * One section of a screen (docs/decisions/015): a titled region whose content loads on its own.
 * - while loading: the skeleton (`aria-busy`) and "Loading {title}…" announced politely;
 * - when a query fails: what went wrong (`serviceErrorMessage`) and "Try again", which refetches the
 *   failed queries, inside the section only: the rest of the screen and the navigation stay usable;
 * - when the session ended meanwhile (refused refresh, docs/requirements.md §8): a quiet line, and the
 *   area's one "session ended" alert with "Sign in again" (`SessionEndedBoundary`, decision 033), not
 *   one per section.
 * React logs a caught error to the console once (the root's `onCaughtError`, app/src/errors/caught-errors.ts),
 * an ended session not at all: it is no error of the page (decision 033). When the content first shows,
 * the section sets the user-timing mark `screen:data-shown` (data-shown-mark.ts) that `bench:account` reads.
 */
export function Section({
  title,
  skeleton,
  action,
  children,
  className,
  id,
  subject,
  data = true,
}: SectionProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      className={className ? `screen-section ${className}` : 'screen-section'}
      aria-labelledby={headingId}
    >
      <div className="screen-section__header">
        <h2 id={headingId}>{title}</h2>
        {action}
      </div>
      <QueryErrorResetBoundary>
        {({ reset: resetQueries }) => (
          <CatchBoundary
            getResetKey={() => title}
            errorComponent={({ error, reset }) => (
              <SectionError
                subject={subject ?? `“${title}”`}
                error={error}
                onRetry={() => {
                  resetQueries()
                  reset()
                }}
              />
            )}
          >
            <Suspense fallback={<SectionLoading title={title}>{skeleton}</SectionLoading>}>
              {children}
              {data ? <DataShown section={title} /> : null}
            </Suspense>
          </CatchBoundary>
        )}
      </QueryErrorResetBoundary>
    </section>
  )
}

/** The busy placeholder of a section: the skeleton, and "Loading “{title}”…" for screen readers. */
export function SectionLoading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading “{title}”…
      </p>
      {children}
    </div>
  )
}

/**
 * A section's failure (role="alert"): that its subject could not be loaded, why, and
 * "Try again". An ended session instead reports to the area and says the section comes back after
 * signing in (decision 033).
 */
function SectionError({ subject, error, onRetry }: { subject: string; error: unknown; onRetry: () => void }) {
  if (isSessionEnded(error)) return <SessionEndedLine />
  return (
    <div className="screen-notice screen-notice--error" role="alert">
      <p>
        <strong>{subject} could not be loaded.</strong> {serviceErrorMessage(error)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

/** A section's line while the session is over; the area's alert offers the way back. */
function SessionEndedLine() {
  useReportSessionEnded()
  return <p className="screen-muted">This part is back once you sign in again.</p>
}

/**
 * Marks when the section's content (its data) first commits (`useDataShownMark`), and leaves an empty
 * `[data-screen-data]` element beside it, in the server's HTML too, where `bench:account` sees the
 * first frame with data without waiting for hydration (decision 034).
 */
function DataShown({ section }: { section: string }) {
  useDataShownMark(section)
  return <span hidden data-screen-data={section} />
}
