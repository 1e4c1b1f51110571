import { defineType } from '@sanity/types'
import { arrayOfField, columnsField, ctasField, headingField, richTextField } from '../objects/fields.ts'

/** `basicContentCardGrid`: a grid of content `card`s under a heading. */
export const basicContentCardGrid = defineType({
  name: 'basicContentCardGrid',
  title: 'Content card grid',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    columnsField(),
    arrayOfField('cards', 'Cards', 'card'),
    ctasField(),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Content card grid' }),
  },
})
