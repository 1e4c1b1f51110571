import { SITE_NAME } from '../seo/page-head.ts'

/**
 * The `head()` of a signed-in screen: `<title>` "{title} | {area} | Music Software" ("{area} | Music
 * Software" for the area's own overview) and `noindex` (nothing of a signed-in area is for crawlers).
 * Its own module: a route's `head` is not code-split, so what it imports is in every page's first JS.
 * @param area the area's name, e.g. "My account"
 */
export function screenHead(title: string, area: string) {
  const parts = title === area ? [area, SITE_NAME] : [title, area, SITE_NAME]
  return { meta: [{ title: parts.join(' | ') }, { name: 'robots', content: 'noindex' }] }
}
