import { defineField, defineType } from '@sanity/types'
import { imageField, radioField, stringField } from '../objects/fields.ts'

/** `basicImage`: one image with optional caption and link. */
export const basicImage = defineType({
  name: 'basicImage',
  title: 'Image',
  type: 'object',
  fields: [
    imageField('image', { title: 'Image', required: true }),
    stringField('caption', { title: 'Caption' }),
    defineField({ name: 'link', title: 'Link', type: 'link' }),
    radioField('width', 'Width', ['contained', 'full'], 'contained'),
  ],
  preview: {
    select: { title: 'caption', media: 'image' },
    prepare: ({ title, media }) => ({ title: title || 'Image', media }),
  },
})
