import { defineField, defineType } from '@sanity/types'
import { osField, productField } from './fields.ts'

/**
 * `internalDownloadLink`: a rich-text annotation that starts a software download (docs/requirements.md §3
 * "richTextFooterWithCorepack with internalDownloadLink marks"; download service
 * `POST /download/applicationinstaller/{app}/{version}/{os} {include_core_pack}`).
 * Without `version` the latest release of `product` is meant.
 */
export const internalDownloadLink = defineType({
  name: 'internalDownloadLink',
  title: 'Download link',
  type: 'object',
  fields: [
    productField({ required: true }),
    osField(),
    defineField({
      name: 'version',
      title: 'Version',
      description: 'Semantic version, e.g. 3.2.1. Empty: the latest release.',
      type: 'string',
      validation: (rule) => rule.regex(/^\d+\.\d+\.\d+$/, { name: 'semantic version' }),
    }),
    defineField({
      name: 'includeCorePack',
      title: 'Include the core pack',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
