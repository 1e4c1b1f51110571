import { defineType } from '@sanity/types'
import { headingField, imageField, stringField, videoField } from '../objects/fields.ts'

/** `clickableHeroVideo`: a large poster that starts its video when clicked. */
export const clickableHeroVideo = defineType({
  name: 'clickableHeroVideo',
  title: 'Clickable hero video',
  type: 'object',
  fields: [
    headingField(),
    imageField('posterImage', { title: 'Poster image', description: 'Empty: the video’s poster image' }),
    videoField('video', { title: 'Video', required: true }),
    stringField('playLabel', {
      title: 'Play button label',
      description: 'Accessible name, e.g. Watch the film',
    }),
  ],
  preview: { select: { title: 'heading', media: 'posterImage' } },
})
