/**
 * Field helpers used by every block and page type, so each common field is defined once
 * (image with `altText`, video reference, rich text, calls to action, product, heading, radio choices, arrays).
 */
import { type ArrayDefinition, defineArrayMember, defineField } from '@sanity/types'
import { osKeys, productKeys, productTitles } from '../constants.ts'

interface FieldOptions {
  title?: string
  description?: string
  required?: boolean
}

/** Options list for the 7 product keys (docs/requirements.md §1); stored as the key string. */
export const productOptions = productKeys.map((value) => ({ title: productTitles[value], value }))

/** Options list for `os` fields (mac | windows). */
export const osOptions = osKeys.map((value) => ({ title: value === 'mac' ? 'macOS' : 'Windows', value }))

/** `product`: one of the 7 product keys, matched by page queries as `product == $product`. */
export function productField(options: FieldOptions & { name?: string } = {}) {
  return defineField({
    name: options.name ?? 'product',
    title: options.title ?? 'Product',
    description: options.description,
    type: 'string',
    options: { list: productOptions, layout: 'dropdown' },
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** `os`: mac | windows. */
export function osField(options: FieldOptions = {}) {
  return defineField({
    name: 'os',
    title: options.title ?? 'Operating system',
    type: 'string',
    options: { list: osOptions, layout: 'radio' },
    validation: (rule) => (options.required === false ? rule : rule.required()),
  })
}

/**
 * An image (reference to a `sanity.imageAsset`, optional crop, hotspot on) with an `altText` that
 * overrides the asset's own `altText` (docs/requirements.md §3 "Image assets: altText").
 */
export function imageField(name: string, options: FieldOptions = {}) {
  return defineField({
    name,
    title: options.title,
    description: options.description,
    type: 'image',
    options: { hotspot: true },
    fields: [
      defineField({
        name: 'altText',
        title: 'Alternative text',
        description: 'Describes the image for screen readers. Empty: the asset’s alt text is used.',
        type: 'string',
      }),
    ],
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** A reference to a `videoAsset` document (docs/requirements.md §3 "Video assets: _id and media tag names"). */
export function videoField(name: string, options: FieldOptions = {}) {
  return defineField({
    name,
    title: options.title,
    description: options.description,
    type: 'reference',
    to: [{ type: 'videoAsset' }],
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** Portable text (`richText`: links and download links as annotations). */
export function richTextField(name = 'body', options: FieldOptions = {}) {
  return defineField({
    name,
    title: options.title,
    description: options.description,
    type: 'richText',
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** A plain string field (headings, labels). */
export function stringField(name: string, options: FieldOptions = {}) {
  return defineField({
    name,
    title: options.title,
    description: options.description,
    type: 'string',
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** A multi-line plain text field (quotes, captions, summaries). */
export function textField(name: string, options: FieldOptions = {}) {
  return defineField({
    name,
    title: options.title,
    description: options.description,
    type: 'text',
    rows: 3,
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** `heading`: the block's visible heading. */
export function headingField(options: FieldOptions = {}) {
  return stringField('heading', { title: 'Heading', ...options })
}

/** `eyebrow`: a short label shown above the heading. */
export function eyebrowField() {
  return stringField('eyebrow', { title: 'Eyebrow', description: 'Short label above the heading' })
}

/** `ctas`: up to `max` calls to action (`cta` objects: label, link, variant). */
export function ctasField(name = 'ctas', max = 2) {
  return defineField({
    name,
    title: 'Calls to action',
    type: 'array',
    of: [defineArrayMember({ type: 'cta' })],
    validation: (rule) => rule.max(max),
  })
}

/** `columns`: how many columns a grid block shows on desktop (2–4, default 3). */
export function columnsField() {
  return defineField({
    name: 'columns',
    title: 'Columns on desktop',
    type: 'number',
    options: { list: [2, 3, 4], layout: 'radio' },
    initialValue: 3,
  })
}

/**
 * An array field of one member: a type name (`arrayOfField('cards', 'Cards', 'card')`) or an inline
 * member (`arrayOfField('jobs', 'Jobs', defineArrayMember({ name: 'job', type: 'object', fields }))`).
 * @param limits the fewest (`min`) and most (`max`) items; no rule for a limit left out
 */
export function arrayOfField(
  name: string,
  title: string,
  member: string | ArrayDefinition['of'][number],
  limits: { min?: number; max?: number } = {},
) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [typeof member === 'string' ? defineArrayMember({ type: member }) : member],
    validation: (rule) => {
      const withMin = limits.min === undefined ? rule : rule.min(limits.min)
      return limits.max === undefined ? withMin : withMin.max(limits.max)
    },
  })
}

/** A string field picked from `list` with radio buttons, `initialValue` preselected. */
export function radioField(
  name: string,
  title: string,
  list: string[],
  initialValue: string,
  options: Pick<FieldOptions, 'required'> = {},
) {
  return defineField({
    name,
    title,
    type: 'string',
    options: { list, layout: 'radio' },
    initialValue,
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** `cta`: one call to action. */
export function ctaField(name = 'cta', options: FieldOptions = {}) {
  return defineField({
    name,
    title: options.title ?? 'Call to action',
    type: 'cta',
    validation: (rule) => (options.required ? rule.required() : rule),
  })
}

/** `mediaPosition`: which side the media sits on in two-column blocks (left | right). */
export function mediaPositionField() {
  return radioField('mediaPosition', 'Media position', ['left', 'right'], 'right')
}

/** `filterTags`: the filter buttons of a filter block, in display order; items carry `tags`. */
export function filterTagsField(name = 'filterTags') {
  return defineField({
    name,
    title: name === 'tags' ? 'Tags' : 'Filter tags',
    description:
      name === 'tags'
        ? 'Filter tags this item belongs to (must match the block’s filter tags)'
        : 'Filter buttons, in order. An “All” button is always shown first.',
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    options: { layout: 'tags' },
  })
}

/**
 * `images`: captioned images (each with hotspot, `altText`, `caption`), for the gallery and the carousel.
 * @param minimum the fewest images the block needs (0: no rule)
 */
export function captionedImagesField(minimum = 0) {
  return defineField({
    name: 'images',
    title: 'Images',
    type: 'array',
    of: [
      defineArrayMember({
        type: 'image',
        options: { hotspot: true },
        fields: [
          defineField({ name: 'altText', title: 'Alternative text', type: 'string' }),
          defineField({ name: 'caption', title: 'Caption', type: 'string' }),
        ],
      }),
    ],
    validation: (rule) => (minimum > 0 ? rule.min(minimum) : rule),
  })
}

/** The filter controls of a filtering block: `filterTags` and the label of its “All” filter. */
export function filterControlFields() {
  return [
    filterTagsField(),
    stringField('allFilterLabel', { title: 'Label of the “All” filter', description: 'Default: All' }),
  ]
}

/**
 * The fields of a two-column block with a heading beside an image or video (h1HeroBlock2Col,
 * h2FeatureBlock2Col). `headingDescription` says which heading level the block renders.
 */
export function twoColumnMediaFields(headingDescription: string) {
  return [
    eyebrowField(),
    headingField({ required: true, description: headingDescription }),
    richTextField('body', { title: 'Body' }),
    ctasField(),
    imageField('image', { title: 'Image' }),
    videoField('video', { title: 'Video', description: 'Shown instead of the image when set' }),
    mediaPositionField(),
  ]
}
