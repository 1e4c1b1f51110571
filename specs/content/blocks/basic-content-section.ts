import { defineType } from '@sanity/types'
import {
  ctasField,
  eyebrowField,
  headingField,
  imageField,
  mediaPositionField,
  richTextField,
} from '../objects/fields.ts'

/** `basicContentSection`: text beside an image. */
export const basicContentSection = defineType({
  name: 'basicContentSection',
  title: 'Basic content section',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField(),
    richTextField('body', { title: 'Body' }),
    imageField('image', { title: 'Image' }),
    mediaPositionField(),
    ctasField(),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
