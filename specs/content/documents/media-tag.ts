import { defineField, defineType } from '@sanity/types'

/** `media.tag`: a media tag as the Sanity Media plugin stores it; the tag name is `name.current`. */
export const mediaTag = defineType({
  name: 'media.tag',
  title: 'Media tag',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'slug',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'name.current' } },
})
