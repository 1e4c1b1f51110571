import { defineArrayMember, defineField, defineType } from '@sanity/types'
import { arrayOfField, headingField, richTextField, stringField } from '../objects/fields.ts'

/** `jobsAccordion`: open positions, each expanding to its description and apply link (careers page). */
export const jobsAccordion = defineType({
  name: 'jobsAccordion',
  title: 'Jobs accordion',
  type: 'object',
  fields: [
    headingField(),
    richTextField('body', { title: 'Intro' }),
    stringField('emptyMessage', { title: 'Text when there are no openings' }),
    arrayOfField(
      'jobs',
      'Jobs',
      defineArrayMember({
        name: 'job',
        title: 'Job',
        type: 'object',
        fields: [
          stringField('title', { title: 'Job title', required: true }),
          stringField('department', { title: 'Department' }),
          stringField('location', { title: 'Location', description: 'e.g. Auckland or Remote' }),
          defineField({
            name: 'employmentType',
            title: 'Employment type',
            type: 'string',
            options: { list: ['full-time', 'part-time', 'contract', 'internship'] },
          }),
          richTextField('description', { title: 'Description' }),
          defineField({
            name: 'applyUrl',
            title: 'Apply URL',
            type: 'url',
            validation: (rule) => rule.uri({ scheme: ['https', 'mailto'] }),
          }),
        ],
        preview: { select: { title: 'title', subtitle: 'location' } },
      }),
    ),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Jobs' }) },
})
