import { defineArrayMember, defineType } from '@sanity/types'
import { arrayOfField, ctasField, headingField, imageField, richTextField } from '../objects/fields.ts'

/** `stepCardList`: numbered steps (how-to and free-trial pages). */
export const stepCardList = defineType({
  name: 'stepCardList',
  title: 'Steps',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    arrayOfField(
      'steps',
      'Steps',
      defineArrayMember({
        name: 'stepCard',
        title: 'Step',
        type: 'object',
        fields: [
          imageField('image', { title: 'Image' }),
          headingField({ required: true }),
          richTextField('body'),
        ],
        preview: { select: { title: 'heading', media: 'image' } },
      }),
    ),
    ctasField(),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Steps' }) },
})
