import { defineType } from '@sanity/types'
import { arrayOfField, columnsField, ctasField, headingField, richTextField } from '../objects/fields.ts'

/** `featureCardContainer`: a grid of `basicFeatureCard`s under a heading. */
export const featureCardContainer = defineType({
  name: 'featureCardContainer',
  title: 'Feature cards',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    columnsField(),
    arrayOfField('cards', 'Cards', 'basicFeatureCard'),
    ctasField(),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Feature cards' }) },
})
