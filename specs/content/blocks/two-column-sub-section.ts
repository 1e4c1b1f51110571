import { defineField, defineType } from '@sanity/types'
import { headingField } from '../objects/fields.ts'

/** `twoColumnSubSection`: two `contentColumn`s side by side. */
export const twoColumnSubSection = defineType({
  name: 'twoColumnSubSection',
  title: 'Two columns',
  type: 'object',
  fields: [
    headingField(),
    defineField({ name: 'leftColumn', title: 'Left column', type: 'contentColumn' }),
    defineField({ name: 'rightColumn', title: 'Right column', type: 'contentColumn' }),
    defineField({
      name: 'verticalAlignment',
      title: 'Vertical alignment',
      type: 'string',
      options: { list: ['top', 'center'], layout: 'radio' },
      initialValue: 'center',
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Two columns' }) },
})
