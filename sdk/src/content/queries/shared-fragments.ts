/**
 * GROQ projection fragments shared by the block fragments.
 * Every fragment is a literal type (`as const`), so the queries built from them keep their exact text
 * in TypeScript and `client.fetch` finds their TypeGen result type.
 */

/**
 * An image field: the asset (`_id` in the form `image-{id}-{w}x{h}-{fmt}`, url, altText, dimensions, lqip),
 * crop, hotspot and the field's own `altText` (docs/requirements.md §3 "Image assets"). Feed it to `@sanity/image-url`.
 */
export const imageFields = `
  _type, crop, hotspot, altText,
  "asset": asset->{_id, url, altText, metadata{dimensions, lqip}}
` as const

/** A `videoAsset` reference dereferenced: id, title, playable URL, poster and media tag names (docs/requirements.md §3). */
export const videoFields = `
  _id, title, url, "fileUrl": file.asset->url, "mimeType": file.asset->mimeType,
  "poster": poster{${imageFields}},
  "mediaTags": mediaTags[]->name.current
` as const

/** An uploaded file (audio previews): url and mime type of its asset. */
export const fileFields = `
  "url": asset->url, "mimeType": asset->mimeType,
  "originalFilename": asset->originalFilename
` as const

/** A `link` object: `linkType` internal | external, `internalPath`, `externalUrl`, `openInNewTab`. */
export const linkFields = `linkType, internalPath, externalUrl, openInNewTab` as const

/** A `cta` object: label, variant and link. */
export const ctaFields = `label, variant, "link": link{${linkFields}}` as const

/** A `ctas` array. */
export const ctasProjection = `"ctas": ctas[]{_key, ${ctaFields}}` as const

/** A generic `card` (grid blocks). */
export const cardFields = `
  _key, _type, eyebrow, heading, body, tags,
  "image": image{${imageFields}},
  "cta": cta{${ctaFields}}
` as const

/** A `contentColumn` (column blocks). */
export const contentColumnFields = `
  heading, body,
  "image": image{${imageFields}},
  "video": video->{${videoFields}},
  ${ctasProjection}
` as const
