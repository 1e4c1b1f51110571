import { defineField, defineType } from '@sanity/types'
import { richTextField } from '../objects/fields.ts'

/**
 * `studioLicenseModal`: the sound licence dialog of sound packs; `soundsCardContainer` shows the latest
 * one (by `_updatedAt`) (docs/requirements.md §3).
 */
export const studioLicenseModal = defineType({
  name: 'studioLicenseModal',
  title: 'Studio licence modal',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    richTextField('body', { title: 'Body' }),
    richTextField('terms', { title: 'Licence terms' }),
  ],
})
