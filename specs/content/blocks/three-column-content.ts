import { defineType } from '@sanity/types'
import { arrayOfField, eyebrowField, headingField } from '../objects/fields.ts'

/** `threeColumnContent`: three `contentColumn`s with media on top, under an optional heading. */
export const threeColumnContent = defineType({
  name: 'threeColumnContent',
  title: 'Three columns',
  type: 'object',
  fields: [eyebrowField(), headingField(), arrayOfField('columns', 'Columns', 'contentColumn', { max: 3 })],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Three columns' }) },
})
