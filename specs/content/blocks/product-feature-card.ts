import { defineType } from '@sanity/types'
import {
  arrayOfField,
  ctasField,
  headingField,
  imageField,
  productField,
  richTextField,
} from '../objects/fields.ts'

/** `productFeatureCard`: a product with its key features listed. */
export const productFeatureCard = defineType({
  name: 'productFeatureCard',
  title: 'Product feature card',
  type: 'object',
  fields: [
    productField({ required: true }),
    headingField(),
    richTextField('body', { title: 'Body' }),
    imageField('image', { title: 'Image' }),
    arrayOfField('features', 'Features', 'string'),
    ctasField(),
  ],
  preview: { select: { title: 'heading', subtitle: 'product', media: 'image' } },
})
