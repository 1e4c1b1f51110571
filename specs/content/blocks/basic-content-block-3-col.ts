import { defineType } from '@sanity/types'
import { arrayOfField, headingField, richTextField } from '../objects/fields.ts'

/** `basicContentBlock3Col`: a heading and intro over three `contentColumn`s. */
export const basicContentBlock3Col = defineType({
  name: 'basicContentBlock3Col',
  title: 'Basic content, 3 columns',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    arrayOfField('columns', 'Columns', 'contentColumn', { max: 3 }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Basic content, 3 columns' }),
  },
})
