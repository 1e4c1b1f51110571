/** GROQ fragments of the card and grid blocks, including the filter blocks (docs/requirements.md §3). */
import { basicFeatureCardFields, imageQuoteCardFields, quoteBlockFields } from './block-fragments-content.ts'
import { cardFields, ctaFields, ctasProjection, fileFields, imageFields } from './shared-fragments.ts'

/** `productCard`. */
export const productCardFields = `
  product, heading, body, priceLabel,
  ${ctasProjection},
  "image": image{${imageFields}}
` as const

/** `productFeatureCard`. */
export const productFeatureCardFields = `
  product, heading, body, features,
  ${ctasProjection},
  "image": image{${imageFields}}
` as const

/** `featureCardContainer`: a grid of `basicFeatureCard`s. */
export const featureCardContainerFields = `
  heading, body, columns,
  ${ctasProjection},
  "cards": cards[]{_key, _type, ${basicFeatureCardFields}}
` as const

/** `componentCarousel`: items of five card types, each projected by its own fragment. */
export const componentCarouselFields = `
  heading, body,
  "items": items[]{
    _key, _type,
    _type == "basicFeatureCard" => {${basicFeatureCardFields}},
    _type == "productCard" => {${productCardFields}},
    _type == "imageQuoteCard" => {${imageQuoteCardFields}},
    _type == "quoteBlock" => {${quoteBlockFields}},
    _type == "card" => {${cardFields}}
  }
` as const

/** `thumbnailCard3Col`. */
export const thumbnailCard3ColFields = `
  heading, body,
  ${ctasProjection},
  "cards": cards[]{${cardFields}}
` as const

/** `basicContentCardGrid`. */
export const basicContentCardGridFields = `
  heading, body, columns,
  ${ctasProjection},
  "cards": cards[]{${cardFields}}
` as const

/** `filterGrid`: filter buttons (`filterTags`) over cards carrying `tags`. */
export const filterGridFields = `
  heading, body, filterTags, allFilterLabel,
  "items": items[]{${cardFields}}
` as const

/** The latest `studioLicenseModal` (by `_updatedAt`), as sound cards and sound packs show it (docs/requirements.md §3). */
export const latestLicenseModalProjection =
  `*[_type == "studioLicenseModal"] | order(_updatedAt desc)[0]{_id, title, body, terms}` as const

/** `soundsCardContainer`: `soundsCards` plus the latest licence modal (docs/requirements.md §3). */
export const soundsCardContainerFields = `
  heading, body, filterTags,
  "soundsCards": soundsCards[]{
    _key, title, artist, description, tags,
    "image": image{${imageFields}},
    "audio": audio{${fileFields}},
    "soundpack": soundpack->{_id, title, product, "slug": slug.current},
    "cta": cta{${ctaFields}}
  },
  "licenseModal": ${latestLicenseModalProjection}
` as const
