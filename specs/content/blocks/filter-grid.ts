import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { filterTagsField, headingField, richTextField, stringField } from '../objects/fields.ts'

/** `filterGrid`: a grid of `card`s with filter buttons; a card shows under a filter its `tags` include. */
export const filterGrid = defineType({
  name: 'filterGrid',
  title: 'Filter grid',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    filterTagsField(),
    stringField('allFilterLabel', { title: 'Label of the “All” filter', description: 'Default: All' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Filter grid' }) },
})
