import { defineField } from '@sanity/types'
import { imageField } from '../objects/fields.ts'
import { definePage } from './page.ts'

/** `soundpack`: a sound pack page, /studio/sounds/{slug} (docs/requirements.md §2; §3 "Soundpack: heroImage, licenseModal"). */
export const soundpack = definePage({
  name: 'soundpack',
  title: 'Sound pack',
  slugRequired: true,
  fields: [
    imageField('heroImage', { title: 'Hero image' }),
    defineField({
      name: 'licenseModal',
      title: 'Licence modal',
      description: 'Empty: the latest studio licence modal is shown',
      type: 'reference',
      to: [{ type: 'studioLicenseModal' }],
    }),
  ],
})
