import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { columnsField, headingField, richTextField } from '../objects/fields.ts'

/** `imageGallery`: a grid of captioned images. */
export const imageGallery = defineType({
  name: 'imageGallery',
  title: 'Image gallery',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    columnsField(),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [
            defineField({ name: 'altText', title: 'Alternative text', type: 'string' }),
            defineField({ name: 'caption', title: 'Caption', type: 'string' }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Image gallery' }) },
})
