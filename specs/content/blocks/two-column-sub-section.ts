import { defineField, defineType } from '@sanity/types'
import { headingField, radioField } from '../objects/fields.ts'

/** `twoColumnSubSection`: two `contentColumn`s side by side. */
export const twoColumnSubSection = defineType({
  name: 'twoColumnSubSection',
  title: 'Two columns',
  type: 'object',
  fields: [
    headingField(),
    defineField({ name: 'leftColumn', title: 'Left column', type: 'contentColumn' }),
    defineField({ name: 'rightColumn', title: 'Right column', type: 'contentColumn' }),
    radioField('verticalAlignment', 'Vertical alignment', ['top', 'center'], 'center'),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Two columns' }) },
})
