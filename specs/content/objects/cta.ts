import { defineField, defineType } from '@sanity/types'

/** `cta`: a call to action button or text link. */
export const cta = defineType({
  name: 'cta',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'link', title: 'Link', type: 'link', validation: (rule) => rule.required() }),
    defineField({
      name: 'variant',
      title: 'Style',
      type: 'string',
      options: { list: ['primary', 'secondary', 'text'], layout: 'radio' },
      initialValue: 'primary',
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'variant' } },
})
