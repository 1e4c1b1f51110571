import { defineField, defineType } from '@sanity/types'
import { ctasField, eyebrowField, headingField, richTextField } from '../objects/fields.ts'

/** `basicContentBlock`: eyebrow, heading, rich-text body and calls to action. */
export const basicContentBlock = defineType({
  name: 'basicContentBlock',
  title: 'Basic content',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField(),
    defineField({
      name: 'headingLevel',
      title: 'Heading level',
      type: 'string',
      options: { list: ['h1', 'h2', 'h3', 'h4'], layout: 'radio' },
      initialValue: 'h2',
    }),
    richTextField('body', { title: 'Body' }),
    ctasField(),
    defineField({
      name: 'alignment',
      title: 'Alignment',
      type: 'string',
      options: { list: ['left', 'center'], layout: 'radio' },
      initialValue: 'left',
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'eyebrow' } },
})
