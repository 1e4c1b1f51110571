/** GROQ fragments of the text-led blocks: content, headers, quotes, columns, careers (docs/requirements.md §3). */
import { contentColumnFields, ctaFields, ctasProjection, imageFields } from './shared-fragments.ts'

/** `basicContentBlock`. */
export const basicContentBlockFields = `
  eyebrow, heading, headingLevel, body, alignment,
  ${ctasProjection}
` as const

/** `basicContentBlock3Col`. */
export const basicContentBlock3ColFields = `
  heading, body,
  "columns": columns[]{_key, ${contentColumnFields}}
` as const

/** `basicContentSection`. */
export const basicContentSectionFields = `
  eyebrow, heading, body, mediaPosition,
  ${ctasProjection},
  "image": image{${imageFields}}
` as const

/** `basicPageHeader`. */
export const basicPageHeaderFields = `
  eyebrow, heading, subheading,
  ${ctasProjection},
  "backgroundImage": backgroundImage{${imageFields}}
` as const

/** `basicFeatureCard`. */
export const basicFeatureCardFields = `
  heading, body,
  "image": image{${imageFields}},
  "cta": cta{${ctaFields}}
` as const

/** `imageQuoteCard`: mobile, tablet and desktop images (docs/requirements.md §3). */
export const imageQuoteCardFields = `
  quote, attribution, attributionRole,
  "mobileImage": mobileImage{${imageFields}},
  "tabletImage": tabletImage{${imageFields}},
  "desktopImage": desktopImage{${imageFields}}
` as const

/** `quoteBlock`. */
export const quoteBlockFields = `quote, attribution, attributionRole, "image": image{${imageFields}}` as const

/** `threeColumnContent`. */
export const threeColumnContentFields = `
  eyebrow, heading,
  "columns": columns[]{_key, ${contentColumnFields}}
` as const

/** `twoColumnSubSection`. */
export const twoColumnSubSectionFields = `
  heading, verticalAlignment,
  "leftColumn": leftColumn{${contentColumnFields}},
  "rightColumn": rightColumn{${contentColumnFields}}
` as const

/** `stepCardList`. */
export const stepCardListFields = `
  heading, body,
  ${ctasProjection},
  "steps": steps[]{_key, heading, body, "image": image{${imageFields}}}
` as const

/** `jobsAccordion`. */
export const jobsAccordionFields = `
  heading, body, emptyMessage,
  "jobs": jobs[]{_key, title, department, location, employmentType, description, applyUrl}
` as const

/** `careersDepartmentSection`: the department with its `meetTheTeam` (docs/requirements.md §3). */
export const careersDepartmentSectionFields = `
  department, heading, body,
  "image": image{${imageFields}},
  "meetTheTeam": meetTheTeam[]{_key, name, role, quote, "photo": photo{${imageFields}}}
` as const
