import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { arrayOfField, ctaField, headingField, imageField, richTextField } from '../objects/fields.ts'

/** `slideshowBlock`: slides of image and text (docs/requirements.md §3: slides with sanityImage). */
export const slideshowBlock = defineType({
  name: 'slideshowBlock',
  title: 'Slideshow',
  type: 'object',
  fields: [
    headingField(),
    arrayOfField(
      'slides',
      'Slides',
      defineArrayMember({
        name: 'slide',
        title: 'Slide',
        type: 'object',
        fields: [
          imageField('sanityImage', { title: 'Image', required: true }),
          headingField(),
          richTextField('body', { title: 'Body' }),
          ctaField('cta'),
        ],
        preview: { select: { title: 'heading', media: 'sanityImage' } },
      }),
      { min: 1 },
    ),
    defineField({ name: 'autoplay', title: 'Autoplay', type: 'boolean', initialValue: false }),
    defineField({
      name: 'intervalSeconds',
      title: 'Seconds per slide',
      type: 'number',
      initialValue: 6,
      validation: (rule) => rule.min(2).max(30),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Slideshow' }) },
})
