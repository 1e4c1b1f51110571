import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { ctasField, headingField, richTextField } from '../objects/fields.ts'

/** `featureCardContainer`: a grid of `basicFeatureCard`s under a heading. */
export const featureCardContainer = defineType({
  name: 'featureCardContainer',
  title: 'Feature cards',
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
      of: [defineArrayMember({ type: 'basicFeatureCard' })],
    }),
    ctasField(),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Feature cards' }) },
})
