/**
 * The route rules of the production server (Nuxt's `routeRules` shape: path pattern → rule): applied by
 * `serve.ts` to the static files it serves, and published in `builds/meta/<id>.json` by the build
 * manifest plugin (docs/requirements.md §7 "GET builds/meta/{buildId}.json"), so what clients read is what the server does.
 * Patterns are path prefixes ending in `/**`.
 */
export function routeRules(): Record<string, { headers: Record<string, string> }> {
  return {
    // Hashed file names: a new build gets new names, so a year and `immutable` are safe.
    '/assets/**': { headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
    // The new-build manifests must be asked for again every time (docs/requirements.md §4 "New build detection").
    '/builds/**': { headers: { 'cache-control': 'no-cache' } },
  }
}

/** The headers of the first rule whose pattern matches `pathname` (none: an empty object). */
export function routeRuleHeaders(pathname: string): Record<string, string> {
  for (const [pattern, rule] of Object.entries(routeRules())) {
    if (pathname.startsWith(pattern.slice(0, -'**'.length))) return rule.headers
  }
  return {}
}
