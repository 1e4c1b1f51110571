import { defineArrayMember, defineField, defineType } from '@sanity/types'
import {
  arrayOfField,
  headingField,
  imageField,
  radioField,
  richTextField,
  stringField,
  videoField,
} from '../objects/fields.ts'

/** `audioPreviewContainer`: cards that play an audio or video preview (docs/requirements.md §3: cards with mediaType, image, video, audio). */
export const audioPreviewContainer = defineType({
  name: 'audioPreviewContainer',
  title: 'Audio preview cards',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Body' }),
    arrayOfField(
      'cards',
      'Cards',
      defineArrayMember({
        name: 'audioPreviewCard',
        title: 'Preview card',
        type: 'object',
        fields: [
          stringField('title', { title: 'Title', required: true }),
          stringField('subtitle', { title: 'Subtitle' }),
          radioField('mediaType', 'Media type', ['audio', 'video'], 'audio', { required: true }),
          imageField('image', { title: 'Image' }),
          videoField('video', { title: 'Video', description: 'Played when the media type is video' }),
          defineField({
            name: 'audio',
            title: 'Audio file',
            description: 'Played when the media type is audio',
            type: 'file',
            options: { accept: 'audio/*' },
          }),
        ],
        preview: { select: { title: 'title', subtitle: 'mediaType', media: 'image' } },
      }),
    ),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Audio preview cards' }),
  },
})
