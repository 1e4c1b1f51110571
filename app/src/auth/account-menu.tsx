import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId } from 'react'
import { useDisclosure } from '../layout/use-disclosure.ts'

/** No picture: the grey circle stays (the link's text names it). */
const NO_AVATAR = { default: () => null }

/**
 * The customer's avatar: its own chunk, loaded once signed in (docs/decisions/022). Decoration, so a
 * chunk that cannot arrive (the connection lost while the page loads; offline, Vite's preload helper
 * then resolves the import to nothing, app/src/build-detection/use-build-detection.ts) leaves the grey
 * circle instead of failing the page (decision 037).
 */
const HeaderAvatar = lazy(() =>
  import('../layout/header-avatar.tsx').then(
    (module) => (module as typeof module | undefined) ?? NO_AVATAR,
    () => NO_AVATAR,
  ),
)

/**
 * The header's signed-in entry (docs/requirements.md §4): "My account" with the customer's avatar and
 * "Sign out", side by side from 30rem. On a phone (below 30rem, and at 200 % zoom of a 640 px window)
 * they fold into an "Account" disclosure (WAI-ARIA APG "Disclosure Navigation Menu", `useDisclosure`:
 * `aria-expanded`, Escape closes it and returns focus to the button, so do a click or focus outside
 * and navigating), so the header keeps one row at 320 px (WCAG 2.2 SC 1.4.10 Reflow; decision 037):
 * "Sign out" beside "My account" made it 371 px wide. Both entries are always in the page; CSS decides
 * whether the panel is a row of the header or a panel under it.
 * @param onSignOut signs out (`useAuth().signOut`)
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const [open, toggle, close, containerRef, buttonRef] = useDisclosure()
  const panelId = useId()
  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button--secondary account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Avatar />
        Account
        <span className="account-menu__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="account-menu__panel" data-open={open || undefined}>
        <Link
          to="/account"
          className="button button--secondary auth-controls__account"
          activeProps={{ 'aria-current': 'page' }}
          onClick={close}
        >
          <Avatar />
          My account
        </Link>
        <button type="button" className="button" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </div>
  )
}

/** The avatar's place: a grey circle until (and unless) the picture arrives, so nothing moves when it does. */
function Avatar() {
  return (
    <span className="auth-controls__avatar-slot" aria-hidden="true">
      <Suspense fallback={null}>
        <HeaderAvatar />
      </Suspense>
    </span>
  )
}
