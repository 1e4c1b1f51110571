import { defineArrayMember, defineType } from '@sanity/types'
import {
  arrayOfField,
  filterControlFields,
  filterTagsField,
  headingField,
  richTextField,
  videoField,
} from '../objects/fields.ts'

/**
 * `threeColumnFilteredVideoContainer`: a three-column grid of videos with filter buttons. A video
 * shows under a filter when its `tags` (or, when empty, its video's media tag names) include it.
 */
export const threeColumnFilteredVideoContainer = defineType({
  name: 'threeColumnFilteredVideoContainer',
  title: 'Filtered videos, 3 columns',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    ...filterControlFields(),
    arrayOfField(
      'videos',
      'Videos',
      defineArrayMember({
        name: 'filteredVideo',
        title: 'Video',
        type: 'object',
        fields: [
          videoField('video', { title: 'Video', required: true }),
          headingField(),
          richTextField('body', { title: 'Body' }),
          filterTagsField('tags'),
        ],
        preview: { select: { title: 'heading', subtitle: 'video.title' } },
      }),
    ),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Filtered videos' }) },
})
