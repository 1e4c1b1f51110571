/** GROQ fragments of the media-led blocks: heroes, galleries, carousels, videos (docs/requirements.md §3). */
import {
  ctaFields,
  ctasProjection,
  fileFields,
  imageFields,
  linkFields,
  videoFields,
} from './shared-fragments.ts'

/** `heroBlock`: images per aspect, videos per breakpoint. */
export const heroBlockFields = `
  eyebrow, heading, subheading, theme,
  ${ctasProjection},
  "portraitImage": portraitImage{${imageFields}},
  "squareImage": squareImage{${imageFields}},
  "landscapeImage": landscapeImage{${imageFields}},
  "mobileVideo": mobileVideo->{${videoFields}},
  "tabletVideo": tabletVideo->{${videoFields}},
  "tabletRotatedVideo": tabletRotatedVideo->{${videoFields}},
  "laptopVideo": laptopVideo->{${videoFields}},
  "desktopVideo": desktopVideo->{${videoFields}}
` as const

/** `h1HeroBlock2Col`. */
export const h1HeroBlock2ColFields = `
  eyebrow, heading, body, mediaPosition,
  ${ctasProjection},
  "image": image{${imageFields}},
  "video": video->{${videoFields}}
` as const

/** `h2FeatureBlock2Col`. */
export const h2FeatureBlock2ColFields = `
  eyebrow, heading, body, mediaPosition,
  ${ctasProjection},
  "image": image{${imageFields}},
  "video": video->{${videoFields}}
` as const

/** `imageCarousel`. */
export const imageCarouselFields = `
  heading, autoplay,
  "images": images[]{_key, caption, ${imageFields}}
` as const

/** `imageGallery`. */
export const imageGalleryFields = `
  heading, body, columns,
  "images": images[]{_key, caption, ${imageFields}}
` as const

/** `inlineVideoThumbnail`. */
export const inlineVideoThumbnailFields = `
  heading, caption, playLabel,
  "thumbnail": thumbnail{${imageFields}},
  "video": video->{${videoFields}}
` as const

/** `videoModal`. */
export const videoModalFields = `
  heading, buttonLabel,
  "thumbnail": thumbnail{${imageFields}},
  "video": video->{${videoFields}}
` as const

/** `clickableHeroVideo`. */
export const clickableHeroVideoFields = `
  heading, playLabel,
  "posterImage": posterImage{${imageFields}},
  "video": video->{${videoFields}}
` as const

/** `basicImage`. */
export const basicImageFields = `
  caption, width,
  "image": image{${imageFields}},
  "link": link{${linkFields}}
` as const

/** `slideshowBlock`: slides with `sanityImage` (docs/requirements.md §3). */
export const slideshowBlockFields = `
  heading, autoplay, intervalSeconds,
  "slides": slides[]{
    _key, heading, body,
    "sanityImage": sanityImage{${imageFields}},
    "cta": cta{${ctaFields}}
  }
` as const

/** `audioPreviewContainer`: cards with mediaType, image, video, audio (docs/requirements.md §3). */
export const audioPreviewContainerFields = `
  heading, body,
  "cards": cards[]{
    _key, title, subtitle, mediaType,
    "image": image{${imageFields}},
    "video": video->{${videoFields}},
    "audio": audio{${fileFields}}
  }
` as const

/** `threeColumnFilteredVideoContainer`. */
export const threeColumnFilteredVideoContainerFields = `
  heading, body, filterTags, allFilterLabel,
  "videos": videos[]{_key, heading, body, tags, "video": video->{${videoFields}}}
` as const
