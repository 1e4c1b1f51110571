import { defineType } from '@sanity/types'
import {
  ctasField,
  headingField,
  imageField,
  productField,
  richTextField,
  stringField,
} from '../objects/fields.ts'

/** `productCard`: a product with image, short description, price label and calls to action. */
export const productCard = defineType({
  name: 'productCard',
  title: 'Product card',
  type: 'object',
  fields: [
    productField({ required: true }),
    headingField({ description: 'Empty: the product title' }),
    richTextField('body', { title: 'Body' }),
    imageField('image', { title: 'Image' }),
    stringField('priceLabel', { title: 'Price label', description: 'As shown, e.g. From US$9.99/month' }),
    ctasField(),
  ],
  preview: { select: { title: 'heading', subtitle: 'product', media: 'image' } },
})
