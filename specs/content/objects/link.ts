import { defineField, defineType } from '@sanity/types'
import { radioField } from './fields.ts'

/**
 * `link`: an internal site path or an external URL. Used by `cta` and as the `link` annotation of
 * `richText`. Internal paths are site-relative (`/dj/pro/pricing`, may carry `?query` or `#hash`).
 */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    radioField('linkType', 'Link type', ['internal', 'external'], 'internal', { required: true }),
    defineField({
      name: 'internalPath',
      title: 'Site path',
      description: 'A path on this site, starting with “/”, e.g. /dj/pro/pricing',
      type: 'string',
      hidden: ({ parent }) => parent?.linkType === 'external',
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { linkType?: string } | undefined
          if (parent?.linkType === 'external') return true
          if (typeof value !== 'string' || value === '') return 'A site path is required'
          return /^\/(?!\/)/.test(value) ? true : 'Must start with a single “/”'
        }),
    }),
    defineField({
      name: 'externalUrl',
      title: 'External URL',
      type: 'url',
      hidden: ({ parent }) => parent?.linkType !== 'external',
      validation: (rule) => rule.uri({ scheme: ['https', 'http', 'mailto'] }),
    }),
    defineField({
      name: 'openInNewTab',
      title: 'Open in a new tab',
      type: 'boolean',
      initialValue: false,
    }),
  ],
})
