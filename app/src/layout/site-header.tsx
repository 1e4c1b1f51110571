import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { AuthControls } from '../auth/auth-controls.tsx'
import { productNavigation } from './navigation.ts'
import { useDisclosure } from './use-disclosure.ts'

/** Shows the product links and hides the menu button when scripts do not run (progressive enhancement). */
const noScriptStyles =
  '.site-header__inner{flex-wrap:wrap}.site-header__menu{order:3;flex-basis:100%}' +
  '.site-header__menu-button{display:none}.site-header__nav{display:block;position:static;box-shadow:none}'

/**
 * The site header: logo (home), the product navigation (every product) and the account entry
 * (`AuthControls`: "Sign in", or "My account" + "Sign out"; app/src/auth), on one row.
 *
 * Below 60rem the product navigation is a disclosure (`useDisclosure`): the "Menu" button
 * (`aria-expanded`, `aria-controls`) shows it as a panel under the header. The links are always in the
 * server HTML; without scripts they are shown.
 */
export function SiteHeader() {
  const [menuOpen, toggleMenu, closeMenu, menuRef, buttonRef] = useDisclosure()
  const navId = useId()

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
            onClick={toggleMenu}
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
                  <Link {...link} activeProps={{ 'aria-current': 'page' }} onClick={closeMenu}>
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
