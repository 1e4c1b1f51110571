import { defineArrayMember, defineType } from '@sanity/types'
import {
  arrayOfField,
  headingField,
  imageField,
  richTextField,
  stringField,
  textField,
} from '../objects/fields.ts'

/** `careersDepartmentSection`: a department of the careers page with its team (docs/requirements.md §3: meetTheTeam). */
export const careersDepartmentSection = defineType({
  name: 'careersDepartmentSection',
  title: 'Careers department',
  type: 'object',
  fields: [
    stringField('department', { title: 'Department', required: true }),
    headingField(),
    richTextField('body', { title: 'Body' }),
    imageField('image', { title: 'Image' }),
    arrayOfField(
      'meetTheTeam',
      'Meet the team',
      defineArrayMember({
        name: 'teamMember',
        title: 'Team member',
        type: 'object',
        fields: [
          stringField('name', { title: 'Name', required: true }),
          stringField('role', { title: 'Role' }),
          imageField('photo', { title: 'Photo' }),
          textField('quote', { title: 'Quote' }),
        ],
        preview: { select: { title: 'name', subtitle: 'role', media: 'photo' } },
      }),
    ),
  ],
  preview: { select: { title: 'department', subtitle: 'heading', media: 'image' } },
})
