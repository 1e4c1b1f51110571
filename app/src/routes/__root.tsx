import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  retainSearchParams,
  Scripts,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Auth } from '../auth/auth.ts'
import { useSignInReturn } from '../auth/use-auth.ts'
import type { PublicConfigSource } from '../config/public-config.ts'
import { useResumeDownload } from '../downloads/use-resume-download.ts'
import { ErrorScreen } from '../errors/error-screen.tsx'
import { NOT_FOUND_TITLE, NotFoundScreen } from '../errors/not-found-screen.tsx'
import { SiteLayout } from '../layout/site-layout.tsx'
import { useHydratedMark } from '../layout/use-hydrated-mark.ts'
import { validatePreviewSearch } from '../preview/preview-search.ts'
import { SITE_NAME } from '../seo/page-head.ts'
import globalCss from '../styles/global.css?url'
import { useWebVitals } from '../telemetry/use-web-vitals.ts'

/**
 * What every route's `beforeLoad`/`loader`/`head` receives as `context` (one per router: per server
 * request, one per browser tab). Created by `getRouter()`.
 */
export interface RouterContext {
  /** Where the root's `beforeLoad` reads the public configuration. */
  publicConfig: PublicConfigSource
  /** The sign-in state: status, sign-in and sign-out, the session (sdk), the route guard. */
  auth: Auth
  /**
   * The signed-in areas' QueryClient: on the server the request's own; in the browser loaded (with
   * TanStack Query) on first use.
   */
  accountQueryClient: () => Promise<QueryClient>
  /**
   * The same QueryClient, once it exists: on the server from the start, in the browser after the
   * hydration of a signed-in screen, or once the root's `beforeLoad` has loaded it for an address in a
   * signed-in area (docs/decisions/034). The signed-in layouts hand it to their screens' context
   * (their `context` option: what a `beforeLoad` returns on the server goes into the HTML, which a
   * QueryClient cannot).
   * @throws Error before that
   */
  loadedQueryClient: () => QueryClient
}

/** The layouts of the signed-in areas, whose screens need the areas' QueryClient. */
export const SIGNED_IN_LAYOUTS: ReadonlySet<string> = new Set(['/_account', '/_staff'])

export const Route = createRootRouteWithContext<RouterContext>()({
  // `?preview=true` is validated here and kept on every <Link> navigation (docs/requirements.md §2 preview links).
  validateSearch: validatePreviewSearch,
  search: { middlewares: [retainSearchParams(['preview'])] },
  // The signed-in areas' QueryClient loads beside the configuration (browser: on the first visit to an
  // area; it is ready before the area's layout hands it to its screens).
  beforeLoad: async ({ context, matches }) => {
    const inArea = matches.some((match) => SIGNED_IN_LAYOUTS.has(String(match.routeId)))
    const [config] = await Promise.all([
      context.publicConfig.get(),
      inArea ? context.accountQueryClient() : undefined,
    ])
    return { config }
  },
  head: ({ matches, match }) => {
    const leaf = matches.at(-1)
    // `_notFound` marks the match that shows a global not-found (no route matched the path).
    const notFound = matches.some((m) => m.status === 'notFound' || m._notFound === true)
    // Index routes' match paths end in `/`; the router serves paths without it (trailingSlash 'never').
    const path = leaf?.pathname.replace(/(.)\/+$/, '$1')
    const canonical =
      path && !notFound && leaf?.status === 'success'
        ? `${match.context.config.siteOrigin}${path}`
        : undefined
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title: notFound ? NOT_FOUND_TITLE : SITE_NAME },
        ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      // The one canonical link of the page (docs/references.md: link tags are de-duplicated only when identical).
      links: [
        { rel: 'stylesheet', href: globalCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: NotFoundScreen,
  errorComponent: RootErrorComponent,
})

/**
 * The document of every page, error screens included; the one place a sign-in return is processed (and
 * a download asked for before that sign-in started, docs/decisions/015), where the end of the first
 * hydration is marked for `bench:site` (`useHydratedMark`), and where a sampled page view starts
 * reporting its Core Web Vitals (`useWebVitals`, docs/decisions/041).
 */
function RootDocument({ children }: { children: ReactNode }) {
  useSignInReturn()
  useResumeDownload()
  useHydratedMark()
  useWebVitals(Route.useRouteContext({ select: (context) => context.config?.webVitalsSampleRate }))
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}

/** Errors of the root itself (e.g. configuration unavailable): no layout, which needs the config. */
function RootErrorComponent(props: Parameters<typeof ErrorScreen>[0]) {
  return (
    <main id="main">
      <ErrorScreen {...props} />
    </main>
  )
}
