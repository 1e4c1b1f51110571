import { defineArrayMember, defineField, defineType } from '@sanity/types'
import {
  arrayOfField,
  ctaField,
  filterTagsField,
  headingField,
  imageField,
  richTextField,
  stringField,
} from '../objects/fields.ts'

/**
 * `soundsCardContainer`: sound pack cards with audio previews (docs/requirements.md §3: soundsCards). The licence
 * dialog is the latest `studioLicenseModal` document, joined by the query, not stored here.
 */
export const soundsCardContainer = defineType({
  name: 'soundsCardContainer',
  title: 'Sounds cards',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    filterTagsField(),
    arrayOfField(
      'soundsCards',
      'Sound packs',
      defineArrayMember({
        name: 'soundsCard',
        title: 'Sound pack card',
        type: 'object',
        fields: [
          stringField('title', { title: 'Title', required: true }),
          stringField('artist', { title: 'Artist or label' }),
          richTextField('description', { title: 'Description' }),
          imageField('image', { title: 'Cover image' }),
          defineField({
            name: 'audio',
            title: 'Audio preview',
            type: 'file',
            options: { accept: 'audio/*' },
          }),
          defineField({
            name: 'soundpack',
            title: 'Sound pack page',
            type: 'reference',
            to: [{ type: 'soundpack' }],
          }),
          ctaField('cta'),
          filterTagsField('tags'),
        ],
        preview: { select: { title: 'title', subtitle: 'artist', media: 'image' } },
      }),
    ),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Sounds cards' }) },
})
