import { defineType } from '@sanity/types'
import { twoColumnMediaFields } from '../objects/fields.ts'

/** `h2FeatureBlock2Col`: a two-column feature: h2 heading, body and calls to action beside an image or video. */
export const h2FeatureBlock2Col = defineType({
  name: 'h2FeatureBlock2Col',
  title: 'Feature, 2 columns (h2)',
  type: 'object',
  fields: twoColumnMediaFields('Rendered as an h2'),
  preview: { select: { title: 'heading', media: 'image' } },
})
