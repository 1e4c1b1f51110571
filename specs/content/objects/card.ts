import { defineType } from '@sanity/types'
import { ctaField, eyebrowField, filterTagsField, headingField, imageField, richTextField } from './fields.ts'

/**
 * `card`: the generic content card of the grid blocks (`thumbnailCard3Col`, `basicContentCardGrid`,
 * `filterGrid`): image, eyebrow, heading, body, one call to action and filter `tags`.
 */
export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    imageField('image', { title: 'Image' }),
    eyebrowField(),
    headingField({ required: true }),
    richTextField('body', { title: 'Body' }),
    ctaField('cta'),
    filterTagsField('tags'),
  ],
  preview: { select: { title: 'heading', subtitle: 'eyebrow', media: 'image' } },
})
