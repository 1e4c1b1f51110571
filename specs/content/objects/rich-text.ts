import { defineArrayMember, defineType } from '@sanity/types'

/**
 * `richText`: portable text with headings, lists, decorators and two annotations: `link` (site path or
 * URL) and `internalDownloadLink` (a software download by product and OS).
 */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
        { title: 'Small print', value: 'small' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          { title: 'Underline', value: 'underline' },
          { title: 'Code', value: 'code' },
        ],
        annotations: [
          defineArrayMember({ name: 'link', type: 'link' }),
          defineArrayMember({ name: 'internalDownloadLink', type: 'internalDownloadLink' }),
        ],
      },
    }),
  ],
})
