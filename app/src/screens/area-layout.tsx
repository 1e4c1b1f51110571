import { Link, type LinkProps, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { useDisclosure } from '../layout/use-disclosure.ts'
import { OfflineBanner } from './connection.tsx'
import { FailureGroups } from './load-state.tsx'
import { SessionEndedBoundary } from './session-ended.tsx'
import { UnsavedChangesGuard } from './unsaved-changes.tsx'
import './screens.css'

/** A path of the site's route tree (`/account/products`): a navigation entry can only name a real screen. */
type RoutePath = Exclude<NonNullable<LinkProps['to']>, '.' | '..'>

/** One entry of a signed-in area's navigation. */
export interface AreaNavEntry {
  /** The screen's path. */
  to: RoutePath
  /** The link text, e.g. "Products & licences". */
  label: string
  /** Current only on this exact path (an overview), not on the paths below it. */
  exact?: boolean
}

/**
 * The frame of a signed-in area (docs/decisions/015): its navigation beside the screen on wide
 * screens, above it below 60rem; one "session ended" alert above the screen when its sections find
 * the session over (`SessionEndedBoundary`, decision 033); one line saying that the browser is offline
 * while it is (`OfflineBanner`, decision 037); a question before leaving a screen whose form holds
 * unsent changes or a save waiting for the connection, and the area's status line that says how a save
 * went once its screen is gone (`UnsavedChangesGuard`, decision 037); one alert for sections that fail alike
 * (`FailureGroups`, decision 037).
 * @param label the navigation's name (its landmark), e.g. "My account"
 * @param entries the area's screens, in menu order
 */
export function AreaLayout({
  label,
  entries,
  children,
}: {
  label: string
  entries: readonly AreaNavEntry[]
  children: ReactNode
}) {
  return (
    <div className="area">
      <AreaNavigation label={label} entries={entries} />
      <div className="area__screen">
        <OfflineBanner />
        <UnsavedChangesGuard>
          <SessionEndedBoundary>
            <FailureGroups>{children}</FailureGroups>
          </SessionEndedBoundary>
        </UnsavedChangesGuard>
      </div>
    </div>
  )
}

/**
 * A signed-in area's navigation: a side menu from 60rem, a disclosure below (its button names the
 * current screen, `useDisclosure`); the current entry has `aria-current="page"`.
 */
export function AreaNavigation({ label, entries }: { label: string; entries: readonly AreaNavEntry[] }) {
  const [menuOpen, toggleMenu, closeMenu, menuRef, buttonRef] = useDisclosure()
  const listId = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = currentEntry(entries, pathname)
  return (
    <nav className="area-nav" aria-label={label}>
      <div ref={menuRef}>
        <button
          ref={buttonRef}
          type="button"
          className="area-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={toggleMenu}
        >
          <span>
            <span className="visually-hidden">{label}: </span>
            {current?.label ?? label}
          </span>
          <span className="area-nav__chevron" aria-hidden="true" />
        </button>
        <ul id={listId} className="area-nav__list" data-open={menuOpen || undefined}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="area-nav__link"
                activeOptions={{ exact: entry.exact ?? false, includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
                onClick={closeMenu}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

/** The entry of `pathname`: the exact one, else the longest whose path `pathname` is below. */
export function currentEntry(entries: readonly AreaNavEntry[], pathname: string): AreaNavEntry | undefined {
  return (
    entries.find((entry) => entry.to === pathname) ??
    entries
      .filter((entry) => !entry.exact && pathname.startsWith(`${entry.to}/`))
      .sort((a, b) => b.to.length - a.to.length)[0]
  )
}
