import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { ctasField, headingField, richTextField } from '../objects/fields.ts'

/** `basicContentCardGrid`: a grid of content `card`s under a heading. */
export const basicContentCardGrid = defineType({
  name: 'basicContentCardGrid',
  title: 'Content card grid',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    defineField({
      name: 'columns',
      title: 'Columns on desktop',
      type: 'number',
      options: { list: [2, 3, 4], layout: 'radio' },
      initialValue: 3,
    }),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
    }),
    ctasField(),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Content card grid' }),
  },
})
