import { defineField, defineType } from '@sanity/types'
import { radioField } from './fields.ts'

/** `cta`: a call to action button or text link. */
export const cta = defineType({
  name: 'cta',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (rule) => rule.required() }),
    radioField('variant', 'Style', ['primary', 'secondary', 'text'], 'primary'),
  ],
  preview: { select: { title: 'label', subtitle: 'variant' } },
})
