import { arrayOfField } from '../objects/fields.ts'
import { definePage } from './page.ts'

/** `downloadArchive`: past releases of a product, /{product}/downloads/archive (docs/requirements.md §2; §3 "Download archive"). */
export const downloadArchive = definePage({
  name: 'downloadArchive',
  title: 'Download archive',
  fields: [arrayOfField('releaseData', 'Releases', 'releaseDataItem')],
})
