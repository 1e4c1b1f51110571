/**
 * A page's route template (`/$product/downloads/$slug`, `/account/orders`): the `http.route` of its
 * request's span and metrics on the server and of its Core Web Vitals in the browser
 * (docs/decisions/041). From the router, never from the path, so its values are the router's routes:
 * a bounded set that holds no slug, id or anything a visitor typed.
 */

/** The template of a route's full path: an index route's trailing `/` dropped (`/$product/` → `/$product`). */
export function routeTemplate(fullPath: string): string {
  return fullPath.length > 1 ? fullPath.replace(/\/+$/, '') || '/' : '/'
}

/**
 * A router's match as the templates need it. Typed loosely: a router typed as `AnyRouter` (Start's
 * handler callback) gives its matches' ids and paths as `unknown`.
 */
export interface MatchedRoute {
  routeId: unknown
  fullPath: unknown
}

/**
 * The template of the deepest matched route, or undefined when no route matched the path (the root
 * alone, showing the not-found screen).
 */
export function matchedRouteTemplate(matches: readonly MatchedRoute[]): string | undefined {
  const leaf = matches.at(-1)
  if (!leaf || leaf.routeId === '__root__' || typeof leaf.fullPath !== 'string') return undefined
  return routeTemplate(leaf.fullPath)
}

/** Every route template of a router's routes (its `flatRoutes`), sorted, without duplicates. */
export function routeTemplates(routes: readonly { id: string; fullPath: string }[]): string[] {
  return [
    ...new Set(
      routes.filter((route) => route.id !== '__root__').map((route) => routeTemplate(route.fullPath)),
    ),
  ].sort()
}
