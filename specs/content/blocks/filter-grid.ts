import { defineType } from '@sanity/types'
import { arrayOfField, filterControlFields, headingField, richTextField } from '../objects/fields.ts'

/** `filterGrid`: a grid of `card`s with filter buttons; a card shows under a filter its `tags` include. */
export const filterGrid = defineType({
  name: 'filterGrid',
  title: 'Filter grid',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    ...filterControlFields(),
    arrayOfField('items', 'Items', 'card'),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Filter grid' }) },
})
