import { defineType } from '@sanity/types'
import {
  ctasField,
  eyebrowField,
  headingField,
  imageField,
  mediaPositionField,
  richTextField,
  videoField,
} from '../objects/fields.ts'

/** `h2FeatureBlock2Col`: a two-column feature: h2 heading, body and calls to action beside an image or video. */
export const h2FeatureBlock2Col = defineType({
  name: 'h2FeatureBlock2Col',
  title: 'Feature, 2 columns (h2)',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField({ required: true, description: 'Rendered as an h2' }),
    richTextField('body', { title: 'Body' }),
    ctasField(),
    imageField('image', { title: 'Image' }),
    videoField('video', { title: 'Video', description: 'Shown instead of the image when set' }),
    mediaPositionField(),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
