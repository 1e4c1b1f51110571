/**
 * Objects of the `downloads` and `downloadArchive` page types (docs/requirements.md §3 "Downloads", "Download archive").
 */
import { defineField, defineType } from '@sanity/types'
import { arrayOfField, imageField, osField, productField, richTextField } from './fields.ts'

const versionPart = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => rule.required().integer().min(0),
  })

/** `semanticVersion`: major.minor.patch as numbers, so releases sort numerically. */
export const semanticVersion = defineType({
  name: 'semanticVersion',
  title: 'Semantic version',
  type: 'object',
  options: { columns: 3 },
  fields: [
    versionPart('majorVersion', 'Major'),
    versionPart('minorVersion', 'Minor'),
    versionPart('patchVersion', 'Patch'),
  ],
})

/** `softwareDownloadCard`: the download button card of one OS. */
export const softwareDownloadCard = defineType({
  name: 'softwareDownloadCard',
  title: 'Download card',
  type: 'object',
  fields: [
    osField(),
    imageField('image', { title: 'Image' }),
    defineField({
      name: 'downloadUrl',
      title: 'Download URL',
      description: 'Direct installer URL. Empty: the download service is asked for the installer.',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
    defineField({
      name: 'fileSize',
      title: 'File size',
      description: 'As shown, e.g. 312 MB',
      type: 'string',
    }),
    richTextField('richTextFooter', { title: 'Footer' }),
    richTextField('richTextFooterWithCorepack', {
      title: 'Footer with core pack',
      description: 'Shown when the core pack is offered; use download links (internalDownloadLink)',
    }),
  ],
  preview: { select: { title: 'os', subtitle: 'fileSize', media: 'image' } },
})

/** `osRequirement`: a supported operating system and its minimum version. */
export const osRequirement = defineType({
  name: 'osRequirement',
  title: 'Supported OS',
  type: 'object',
  fields: [
    osField(),
    defineField({
      name: 'minVersion',
      title: 'Minimum version',
      description: 'e.g. 12 (Monterey) or 10',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'os', subtitle: 'minVersion' } },
})

/** `systemRequirements`: per-OS requirements as rich text plus the list of supported OS versions. */
export const systemRequirements = defineType({
  name: 'systemRequirements',
  title: 'System requirements',
  type: 'object',
  fields: [
    richTextField('macSysRequirements', { title: 'macOS requirements' }),
    richTextField('windowsSysRequirements', { title: 'Windows requirements' }),
    arrayOfField('osList', 'Supported OS versions', 'osRequirement'),
  ],
})

/** `productRelease`: release notes and system requirements of one release. */
export const productRelease = defineType({
  name: 'productRelease',
  title: 'Release',
  type: 'object',
  fields: [
    richTextField('releaseNotes', { title: 'Release notes' }),
    defineField({ name: 'systemRequirements', title: 'System requirements', type: 'systemRequirements' }),
  ],
})

/** `releaseDataItem`: one past release listed by `downloadArchive.releaseData`. */
export const releaseDataItem = defineType({
  name: 'releaseDataItem',
  title: 'Archived release',
  type: 'object',
  fields: [
    defineField({
      name: 'version',
      title: 'Version',
      description: 'e.g. 3.2.1',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    productField({ required: true }),
    defineField({ name: 'releaseDate', title: 'Release date', type: 'date' }),
    defineField({ name: 'systemRequirements', title: 'System requirements', type: 'systemRequirements' }),
  ],
  preview: { select: { title: 'version', subtitle: 'releaseDate' } },
})
