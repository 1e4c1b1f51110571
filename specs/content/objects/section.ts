import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { blockTypeNames } from '../constants.ts'
import { arrayOfField, radioField, stringField } from './fields.ts'

/** Shared layout fields of sections and sub-sections. */
const layoutFields = [
  stringField('title', { title: 'Internal title', description: 'For editors only; not shown on the page' }),
  defineField({
    name: 'anchorId',
    title: 'Anchor id',
    description: 'Makes the section a hash target (/page#anchor): lowercase letters, digits, dashes',
    type: 'string',
    validation: (rule) => rule.regex(/^[a-z][a-z0-9-]*$/, { name: 'anchor id' }),
  }),
  radioField('theme', 'Theme', ['light', 'dark'], 'light'),
]

/** `subSection`: a row of a section holding page-builder blocks (any of the 32 block types). */
export const subSection = defineType({
  name: 'subSection',
  title: 'Sub-section',
  type: 'object',
  fields: [
    ...layoutFields,
    defineField({
      name: 'blocks',
      title: 'Blocks',
      type: 'array',
      of: blockTypeNames.map((type) => defineArrayMember({ type })),
    }),
  ],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title: title || 'Sub-section' }) },
})

/** `section`: a page-builder section holding `subSections` (docs/requirements.md §3 "Sections hold subSections"). */
export const section = defineType({
  name: 'section',
  title: 'Section',
  type: 'object',
  fields: [...layoutFields, arrayOfField('subSections', 'Sub-sections', 'subSection')],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title: title || 'Section' }) },
})
