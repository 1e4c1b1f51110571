import { defineType } from '@sanity/types'
import { arrayOfField, ctasField, headingField, richTextField } from '../objects/fields.ts'

/** `thumbnailCard3Col`: three-up thumbnail `card`s (e.g. tutorials, resources). */
export const thumbnailCard3Col = defineType({
  name: 'thumbnailCard3Col',
  title: 'Thumbnail cards, 3 columns',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    arrayOfField('cards', 'Cards', 'card'),
    ctasField(),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Thumbnail cards' }) },
})
