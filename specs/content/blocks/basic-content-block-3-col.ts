import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { headingField, richTextField } from '../objects/fields.ts'

/** `basicContentBlock3Col`: a heading and intro over three `contentColumn`s. */
export const basicContentBlock3Col = defineType({
  name: 'basicContentBlock3Col',
  title: 'Basic content, 3 columns',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      of: [defineArrayMember({ type: 'contentColumn' })],
      validation: (rule) => rule.max(3),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Basic content, 3 columns' }),
  },
})
