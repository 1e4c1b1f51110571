import { defineField, defineType } from '@sanity/types'
import { captionedImagesField, headingField } from '../objects/fields.ts'

/** `imageCarousel`: a swipeable row of captioned images. */
export const imageCarousel = defineType({
  name: 'imageCarousel',
  title: 'Image carousel',
  type: 'object',
  fields: [
    headingField(),
    captionedImagesField(1),
    defineField({ name: 'autoplay', title: 'Autoplay', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Image carousel' }) },
})
