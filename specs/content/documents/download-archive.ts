import { defineArrayMember, defineField } from '@sanity/types'
import { definePage } from './page.ts'

/** `downloadArchive`: past releases of a product, /{product}/downloads/archive (spec §2; §3 "Download archive"). */
export const downloadArchive = definePage({
  name: 'downloadArchive',
  title: 'Download archive',
  fields: [
    defineField({
      name: 'releaseData',
      title: 'Releases',
      type: 'array',
      of: [defineArrayMember({ type: 'releaseDataItem' })],
    }),
  ],
})
