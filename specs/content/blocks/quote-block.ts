import { defineType } from '@sanity/types'
import { imageField, stringField, textField } from '../objects/fields.ts'

/** `quoteBlock`: a pull quote with attribution and optional portrait. */
export const quoteBlock = defineType({
  name: 'quoteBlock',
  title: 'Quote',
  type: 'object',
  fields: [
    textField('quote', { title: 'Quote', required: true }),
    stringField('attribution', { title: 'Attribution' }),
    stringField('attributionRole', { title: 'Attribution role' }),
    imageField('image', { title: 'Portrait' }),
  ],
  preview: { select: { title: 'quote', subtitle: 'attribution', media: 'image' } },
})
