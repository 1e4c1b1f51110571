import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { AuthControls } from '../auth/AuthControls.tsx'
import { productNavigation } from './navigation.ts'

/**
 * The site header: logo (home), the product navigation (every product; a disclosure menu on narrow
 * screens) and the account entry (`AuthControls`: "Sign in", or "My account" + "Sign out"; app/src/auth).
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (pathname) setMenuOpen(false)
  }, [pathname])
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Music Software home">
          <span aria-hidden="true">♫</span> Music Software
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="product-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Products
        </button>
        <nav
          id="product-navigation"
          aria-label="Products"
          className="site-header__nav"
          data-open={menuOpen || undefined}
        >
          <ul>
            {productNavigation.map(({ label, link }) => (
              <li key={label}>
                <Link {...link} activeProps={{ 'aria-current': 'page' }}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AuthControls />
      </div>
    </header>
  )
}
