import { defineType } from '@sanity/types'
import { ctasField, eyebrowField, headingField, radioField, richTextField } from '../objects/fields.ts'

/** `basicContentBlock`: eyebrow, heading, rich-text body and calls to action. */
export const basicContentBlock = defineType({
  name: 'basicContentBlock',
  title: 'Basic content',
  type: 'object',
  fields: [
    eyebrowField(),
    headingField(),
    radioField('headingLevel', 'Heading level', ['h1', 'h2', 'h3', 'h4'], 'h2'),
    richTextField('body', { title: 'Body' }),
    ctasField(),
    radioField('alignment', 'Alignment', ['left', 'center'], 'left'),
  ],
  preview: { select: { title: 'heading', subtitle: 'eyebrow' } },
})
