import { defineType } from '@sanity/types'
import { headingField, imageField, stringField, videoField } from '../objects/fields.ts'

/** `inlineVideoThumbnail`: a thumbnail that plays its video in place when clicked. */
export const inlineVideoThumbnail = defineType({
  name: 'inlineVideoThumbnail',
  title: 'Inline video',
  type: 'object',
  fields: [
    headingField(),
    imageField('thumbnail', { title: 'Thumbnail', description: 'Empty: the video’s poster image' }),
    videoField('video', { title: 'Video', required: true }),
    stringField('caption', { title: 'Caption' }),
    stringField('playLabel', {
      title: 'Play button label',
      description: 'Accessible name, e.g. Play the trailer',
    }),
  ],
  preview: { select: { title: 'heading', media: 'thumbnail' } },
})
