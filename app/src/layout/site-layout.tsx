import type { ReactNode } from 'react'
import { useTagManager } from '../analytics/tag-manager.ts'
import { useBuildDetection } from '../build-detection/use-build-detection.ts'
import { NavigationProgress } from './navigation-progress.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/**
 * The layout of every page (docs/requirements.md §2 "Pages get a layout"): skip link, header, `<main id="main">`,
 * footer, and the pending indicator of in-app navigation. Also runs the site-wide browser effects: new
 * build detection and the (opt-in) tag manager. A page whose content failed shows the error screen
 * inside it (the router's `defaultErrorComponent`).
 * (The sign-in return is processed by the root document, for every screen: `useSignInReturn`.)
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  useBuildDetection()
  useTagManager()
  return (
    <>
      <NavigationProgress />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
