import { defineType } from '@sanity/types'
import { captionedImagesField, columnsField, headingField, richTextField } from '../objects/fields.ts'

/** `imageGallery`: a grid of captioned images. */
export const imageGallery = defineType({
  name: 'imageGallery',
  title: 'Image gallery',
  type: 'object',
  fields: [headingField(), richTextField('body', { title: 'Intro' }), columnsField(), captionedImagesField()],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Image gallery' }) },
})
