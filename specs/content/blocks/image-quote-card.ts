import { defineType } from '@sanity/types'
import { imageField, stringField, textField } from '../objects/fields.ts'

/** `imageQuoteCard`: a quote over an art-directed image (docs/requirements.md §3: mobileImage, tabletImage, desktopImage). */
export const imageQuoteCard = defineType({
  name: 'imageQuoteCard',
  title: 'Image quote card',
  type: 'object',
  fields: [
    imageField('mobileImage', { title: 'Mobile image', required: true }),
    imageField('tabletImage', { title: 'Tablet image' }),
    imageField('desktopImage', { title: 'Desktop image' }),
    textField('quote', { title: 'Quote', required: true }),
    stringField('attribution', { title: 'Attribution', description: 'Who said it' }),
    stringField('attributionRole', { title: 'Attribution role', description: 'e.g. DJ and producer' }),
  ],
  preview: { select: { title: 'quote', subtitle: 'attribution', media: 'mobileImage' } },
})
