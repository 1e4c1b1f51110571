import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { AuthControls } from '../auth/auth-controls.tsx'
import { productNavigation } from './navigation.ts'

/** Shows the product links and hides the menu button when scripts do not run (progressive enhancement). */
const noScriptStyles =
  '.site-header__inner{flex-wrap:wrap}.site-header__menu{order:3;flex-basis:100%}' +
  '.site-header__menu-button{display:none}.site-header__nav{display:block;position:static;box-shadow:none}'

/**
 * The site header: logo (home), the product navigation (every product) and the account entry
 * (`AuthControls`: "Sign in", or "My account" + "Sign out"; app/src/auth), on one row.
 *
 * Below 60rem the product navigation is a disclosure (WAI-ARIA APG "Disclosure Navigation Menu"):
 * the "Menu" button (`aria-expanded`, `aria-controls`) shows it as a panel under the header. Escape
 * closes it and returns focus to the button; so do navigating (a new pathname), a click outside and
 * tabbing out of it. The links are always in the server HTML; without scripts they are shown.
 */
export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The pathname the menu was opened on: navigating elsewhere closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  if (openedOn !== null && openedOn !== pathname) setOpenedOn(null)
  const menuOpen = openedOn === pathname
  const navId = useId()
  const menuRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenedOn(null)
      buttonRef.current?.focus()
    }
    // A click or focus outside the button and the panel (e.g. tabbing past the last link) closes it.
    const closeOutside = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpenedOn(null)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('focusin', closeOutside)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('focusin', closeOutside)
    }
  }, [menuOpen])

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Music Software home">
          <span aria-hidden="true">♫</span> <span className="site-header__wordmark">Music Software</span>
        </Link>
        <div className="site-header__menu" ref={menuRef}>
          <button
            ref={buttonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setOpenedOn(menuOpen ? null : pathname)}
          >
            <span className="site-header__menu-icon" aria-hidden="true" />
            <span className="site-header__menu-label">Menu</span>
          </button>
          <nav
            id={navId}
            aria-label="Products"
            className="site-header__nav"
            data-open={menuOpen || undefined}
          >
            <ul>
              {productNavigation.map(({ label, link }) => (
                <li key={label}>
                  <Link {...link} activeProps={{ 'aria-current': 'page' }} onClick={() => setOpenedOn(null)}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <noscript>
            <style>{noScriptStyles}</style>
          </noscript>
        </div>
        <AuthControls />
      </div>
    </header>
  )
}
