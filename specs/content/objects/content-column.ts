import { defineType } from '@sanity/types'
import { ctasField, headingField, imageField, richTextField, videoField } from './fields.ts'

/**
 * `contentColumn`: one column of `basicContentBlock3Col`, `threeColumnContent` and
 * `twoColumnSubSection`: image or video, heading, body, calls to action.
 */
export const contentColumn = defineType({
  name: 'contentColumn',
  title: 'Column',
  type: 'object',
  fields: [
    imageField('image', { title: 'Image' }),
    videoField('video', { title: 'Video', description: 'Shown instead of the image when set' }),
    headingField(),
    richTextField('body', { title: 'Body' }),
    ctasField(),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
