import { defineType } from '@sanity/types'
import {
  ctasField,
  eyebrowField,
  headingField,
  imageField,
  radioField,
  textField,
  videoField,
} from '../objects/fields.ts'

/**
 * `heroBlock`: a full-bleed hero with art-directed images (portrait, square, landscape) and background
 * videos per breakpoint (mobile, tablet, tablet rotated, laptop, desktop) (docs/requirements.md §3).
 */
export const heroBlock = defineType({
  name: 'heroBlock',
  title: 'Hero',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField({ required: true, description: 'Rendered as the page’s h1' }),
    textField('subheading', { title: 'Subheading' }),
    ctasField(),
    imageField('portraitImage', { title: 'Portrait image', description: 'Phones' }),
    imageField('squareImage', { title: 'Square image', description: 'Tablets' }),
    imageField('landscapeImage', {
      title: 'Landscape image',
      description: 'Laptops and desktops',
      required: true,
    }),
    videoField('mobileVideo', { title: 'Mobile video' }),
    videoField('tabletVideo', { title: 'Tablet video' }),
    videoField('tabletRotatedVideo', { title: 'Tablet video, rotated (landscape)' }),
    videoField('laptopVideo', { title: 'Laptop video' }),
    videoField('desktopVideo', { title: 'Desktop video' }),
    radioField('theme', 'Text colour', ['light', 'dark'], 'light'),
  ],
  preview: { select: { title: 'heading', media: 'landscapeImage' } },
})
