/**
 * The fields every page content type shares (docs/requirements.md §3 "Content document"), built once:
 * `title`, `description` (SEO), `slug`, `product`, `ogImage`, `pageBuilder` (sections → sub-sections
 * → blocks). Page types add their own fields through `definePage({ fields })`.
 */
import { defineField, defineType, type FieldDefinition } from '@sanity/types'
import type { ContentTypeName } from '../constants.ts'
import { arrayOfField, imageField, productField } from '../objects/fields.ts'

/** What a page type says about itself to `definePage`. */
export interface PageDefinition {
  name: ContentTypeName
  title: string
  /** The page's route has a `{slug}` segment, so the document must have one (docs/requirements.md §2). */
  slugRequired?: boolean
  /** Fields of this page type only; they come after the shared SEO fields, before `pageBuilder`. */
  fields?: FieldDefinition[]
}

/** The shared page fields, in editor order. */
export function pageFields(slugRequired = false): FieldDefinition[] {
  return [
    defineField({
      name: 'title',
      title: 'Title',
      description: 'Page title (browser tab, search results, og:title)',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'SEO description',
      description: 'Meta and og:description, ideally under 160 characters',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.max(300).warning(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      description: slugRequired
        ? 'The {slug} part of the page path'
        : 'Only for pages reached by a {slug} path segment; leave empty otherwise',
      type: 'slug',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => (slugRequired ? rule.required() : rule),
    }),
    productField({
      description: 'The product whose pages this belongs to; empty for site-wide pages (home, careers, …)',
    }),
    imageField('ogImage', { title: 'Social sharing image', description: 'og:image, 1200 × 630' }),
  ]
}

/** The `pageBuilder` field: a list of `section` objects. */
export const pageBuilderField = arrayOfField('pageBuilder', 'Page builder', 'section')

/** Defines a page content type with the shared page fields plus its own `fields`. */
export function definePage({ name, title, slugRequired = false, fields = [] }: PageDefinition) {
  return defineType({
    name,
    title,
    type: 'document',
    fields: [...pageFields(slugRequired), ...fields, pageBuilderField],
    preview: { select: { title: 'title', subtitle: 'product', media: 'ogImage' } },
  })
}
