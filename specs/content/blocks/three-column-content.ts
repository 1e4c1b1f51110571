import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { eyebrowField, headingField } from '../objects/fields.ts'

/** `threeColumnContent`: three `contentColumn`s with media on top, under an optional heading. */
export const threeColumnContent = defineType({
  name: 'threeColumnContent',
  title: 'Three columns',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField(),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      of: [defineArrayMember({ type: 'contentColumn' })],
      validation: (rule) => rule.max(3),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Three columns' }) },
})
