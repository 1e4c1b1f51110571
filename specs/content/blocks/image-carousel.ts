import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { headingField } from '../objects/fields.ts'

/** `imageCarousel`: a swipeable row of captioned images. */
export const imageCarousel = defineType({
  name: 'imageCarousel',
  title: 'Image carousel',
  type: 'object',
  fields: [
    headingField(),
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
      validation: (rule) => rule.min(1),
    }),
    defineField({ name: 'autoplay', title: 'Autoplay', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Image carousel' }) },
})
