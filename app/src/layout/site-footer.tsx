import { Link } from '@tanstack/react-router'
import { footerNavigation } from './navigation.ts'

/** The site footer: link groups and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footerNavigation.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className="site-footer__group">
            <h2>{group.heading}</h2>
            <ul>
              {group.links.map(({ label, link }) => (
                <li key={label}>
                  <Link {...link}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Music Software. All rights reserved.</p>
    </footer>
  )
}
