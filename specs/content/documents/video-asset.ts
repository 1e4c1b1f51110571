import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { imageField } from '../objects/fields.ts'

/**
 * `videoAsset`: a video, uploaded (`file`) or hosted elsewhere (`url`), tagged with `media.tag`
 * documents as the Sanity Media plugin does (docs/requirements.md §3 "Video assets: _id and media tag names").
 */
export const videoAsset = defineType({
  name: 'videoAsset',
  title: 'Video',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'file',
      title: 'Video file',
      type: 'file',
      options: { accept: 'video/*' },
    }),
    defineField({
      name: 'url',
      title: 'Video URL',
      description: 'Hosted video (used when no file is uploaded)',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    imageField('poster', { title: 'Poster image' }),
    defineField({
      name: 'mediaTags',
      title: 'Tags',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'media.tag' }] })],
    }),
  ],
  preview: { select: { title: 'title', media: 'poster' } },
})
