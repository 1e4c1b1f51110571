import type { PageDocument } from '@music/sdk/content'
import type { PublicConfig } from '../config/server-config.ts'
import { OG_IMAGE_SIZE, ogImageUrl } from '../images/image-url.ts'

/** Site name for `og:site_name` and the title suffix. */
export const SITE_NAME = 'Music Software'

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }

/**
 * The head tags of a content page (docs/requirements.md §2 "Each page sets…", Open Graph protocol, X cards): `<title>`,
 * description, og:title/description/url/type/site_name, og:image 1200 × 630 with og:image:alt and its
 * size, twitter:card/title/description/image. `path` is the page's path (no origin). The canonical
 * link is not here: the root route emits it, once (docs/references.md "TanStack Router / Start").
 */
export function pageHead(page: PageDocument, config: PublicConfig, path: string): MetaTag[] {
  const title = page.title?.trim() || SITE_NAME
  const description = page.description?.trim()
  const image = ogImageUrl(config, page.ogImage)
  const imageAlt = page.ogImage?.altText?.trim() || page.ogImage?.asset?.altText?.trim() || title
  const tags: MetaTag[] = [
    { title: title === SITE_NAME ? title : `${title} | ${SITE_NAME}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:url', content: `${config.siteOrigin}${path}` },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  ]
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    )
  }
  if (image) {
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    )
  }
  return tags
}
