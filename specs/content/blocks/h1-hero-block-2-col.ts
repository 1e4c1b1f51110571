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

/** `h1HeroBlock2Col`: a two-column hero: h1 heading, body and calls to action beside an image or video. */
export const h1HeroBlock2Col = defineType({
  name: 'h1HeroBlock2Col',
  title: 'Hero, 2 columns (h1)',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField({ required: true, description: 'Rendered as the page’s h1' }),
    richTextField('body', { title: 'Body' }),
    ctasField(),
    imageField('image', { title: 'Image' }),
    videoField('video', { title: 'Video', description: 'Shown instead of the image when set' }),
    mediaPositionField(),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
