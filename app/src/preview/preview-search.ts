/** The search parameters every page understands (docs/requirements.md §2 "Query parameter preview=true"). */
export interface PreviewSearch {
  preview?: true
}

/**
 * Root route `validateSearch`: keeps `preview` only when it is `true` (the router parses
 * `?preview=true` to the boolean; the string form is accepted too). Other parameters are ignored here.
 */
export function validatePreviewSearch(search: Record<string, unknown>): PreviewSearch {
  return search.preview === true || search.preview === 'true' ? { preview: true } : {}
}

/**
 * Adds `preview=true` to a link to the site's own pages (docs/requirements.md §2: "link clicks to the product's own
 * site get preview=true added"), for hrefs that do not go through the router's `<Link>` (which keeps
 * `preview` by itself: root search middleware). Relative hrefs and absolute ones on `siteOrigin` are
 * the site's own; other origins, `mailto:`, `tel:` and `#hash`-only hrefs are returned unchanged, as is
 * everything when `preview` is false. The result keeps the href's form (relative stays relative).
 */
export function previewHref(href: string, preview: boolean, siteOrigin: string): string {
  if (!preview || href.startsWith('#')) return href
  let url: URL
  try {
    url = new URL(href, siteOrigin)
  } catch {
    return href
  }
  if (url.origin !== new URL(siteOrigin).origin) return href
  url.searchParams.set('preview', 'true')
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
  return isAbsolute ? url.href : `${url.pathname}${url.search}${url.hash}`
}
