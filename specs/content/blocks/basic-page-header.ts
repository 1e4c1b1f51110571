import { defineType } from '@sanity/types'
import { ctasField, eyebrowField, headingField, imageField, textField } from '../objects/fields.ts'

/** `basicPageHeader`: the page's h1 with a subheading, optional background image and calls to action. */
export const basicPageHeader = defineType({
  name: 'basicPageHeader',
  title: 'Page header',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField({ required: true, description: 'Rendered as the page’s h1' }),
    textField('subheading', { title: 'Subheading' }),
    imageField('backgroundImage', { title: 'Background image' }),
    ctasField(),
  ],
  preview: { select: { title: 'heading', subtitle: 'eyebrow' } },
})
