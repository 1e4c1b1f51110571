import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { ctasField, headingField, richTextField } from '../objects/fields.ts'

/** `thumbnailCard3Col`: three-up thumbnail `card`s (e.g. tutorials, resources). */
export const thumbnailCard3Col = defineType({
  name: 'thumbnailCard3Col',
  title: 'Thumbnail cards, 3 columns',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
    }),
    ctasField(),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Thumbnail cards' }) },
})
