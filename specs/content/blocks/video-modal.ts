import { defineType } from '@sanity/types'
import { headingField, imageField, stringField, videoField } from '../objects/fields.ts'

/** `videoModal`: a button or thumbnail that opens its video in a dialog. */
export const videoModal = defineType({
  name: 'videoModal',
  title: 'Video dialog',
  type: 'object',
  fields: [
    headingField(),
    stringField('buttonLabel', { title: 'Button label', required: true }),
    imageField('thumbnail', { title: 'Thumbnail', description: 'Empty: a button only' }),
    videoField('video', { title: 'Video', required: true }),
  ],
  preview: { select: { title: 'buttonLabel', media: 'thumbnail' } },
})
