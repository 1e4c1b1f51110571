import { defineType } from '@sanity/types'
import { ctaField, headingField, imageField, richTextField } from '../objects/fields.ts'

/** `basicFeatureCard`: an icon or image, heading, short body and an optional link. */
export const basicFeatureCard = defineType({
  name: 'basicFeatureCard',
  title: 'Feature card',
  type: 'object',
  fields: [
    imageField('image', { title: 'Icon or image' }),
    headingField({ required: true }),
    richTextField('body', { title: 'Body' }),
    ctaField('cta'),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
