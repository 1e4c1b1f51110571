import { defineType } from '@sanity/types'
import { twoColumnMediaFields } from '../objects/fields.ts'

/** `h1HeroBlock2Col`: a two-column hero: h1 heading, body and calls to action beside an image or video. */
export const h1HeroBlock2Col = defineType({
  name: 'h1HeroBlock2Col',
  title: 'Hero, 2 columns (h1)',
  type: 'object',
  fields: twoColumnMediaFields('Rendered as the page’s h1'),
  preview: { select: { title: 'heading', media: 'image' } },
})
