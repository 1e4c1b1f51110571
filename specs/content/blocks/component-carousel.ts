import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { headingField, richTextField } from '../objects/fields.ts'

/** `componentCarousel`: a carousel of cards (feature, product, image-quote, quote and generic cards). */
export const componentCarousel = defineType({
  name: 'componentCarousel',
  title: 'Component carousel',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      of: [
        defineArrayMember({ type: 'basicFeatureCard' }),
        defineArrayMember({ type: 'productCard' }),
        defineArrayMember({ type: 'imageQuoteCard' }),
        defineArrayMember({ type: 'quoteBlock' }),
        defineArrayMember({ type: 'card' }),
      ],
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Component carousel' }),
  },
})
