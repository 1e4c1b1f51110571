import { defineArrayMember, defineField } from '@sanity/types'
import { definePage } from './page.ts'

/**
 * `downloads`: one software release of a product, /{product}/downloads (latest by `semanticVersion`) and
 * /{product}/downloads/{slug} (docs/requirements.md §2; §3 "Downloads"). `product` is required here.
 */
export const downloads = definePage({
  name: 'downloads',
  title: 'Downloads (release)',
  fields: [
    defineField({
      name: 'semanticVersion',
      title: 'Version',
      type: 'semanticVersion',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'releaseDate', title: 'Release date', type: 'date' }),
    defineField({
      name: 'softwareDownloadCard',
      title: 'Download cards',
      description: 'One card per operating system',
      type: 'array',
      of: [defineArrayMember({ type: 'softwareDownloadCard' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({ name: 'productRelease', title: 'Release', type: 'productRelease' }),
  ],
})
