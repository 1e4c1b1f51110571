const image = {
  _type: 'image',
  asset: { _type: 'reference', _ref: 'image-abc123-1200x630-jpg' },
  altText: 'Field alt',
}

/** A `pageBuilder` of one section holding one sub-section with `blocks`. */
const pageBuilder = (blocks: object[]) => [
  {
    _key: 's1',
    _type: 'section',
    subSections: [{ _key: 'ss1', _type: 'subSection', blocks }],
  },
]

/** A small dataset for evaluating the content queries with groq-js in tests. */
export const dataset = [
  {
    _id: 'image-abc123-1200x630-jpg',
    _type: 'sanity.imageAsset',
    url: 'http://localhost:4000/images/musicweb/production/abc123-1200x630.jpg',
    altText: 'Asset alt',
    metadata: {
      dimensions: { width: 1200, height: 630, aspectRatio: 1.9047619 },
      lqip: 'data:image/jpeg;base64,AA',
    },
  },
  { _id: 'tag-hero', _type: 'media.tag', name: { _type: 'slug', current: 'hero' } },
  { _id: 'tag-dj', _type: 'media.tag', name: { _type: 'slug', current: 'dj' } },
  {
    _id: 'video-1',
    _type: 'videoAsset',
    title: 'Hero',
    url: 'https://video.example/hero.mp4',
    mediaTags: [
      { _key: 't1', _type: 'reference', _ref: 'tag-hero' },
      { _key: 't2', _type: 'reference', _ref: 'tag-dj' },
    ],
  },
  {
    _id: 'home',
    _type: 'homepage',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'Home',
    ogImage: image,
    pageBuilder: pageBuilder([
      {
        _key: 'b1',
        _type: 'heroBlock',
        heading: 'Hello',
        landscapeImage: image,
        desktopVideo: { _type: 'reference', _ref: 'video-1' },
        ctas: [
          {
            _key: 'c1',
            _type: 'cta',
            label: 'Try it',
            variant: 'primary',
            link: { _type: 'link', linkType: 'internal', internalPath: '/dj/pro/free-trial' },
          },
        ],
      },
      { _key: 'b2', _type: 'quoteBlock', quote: 'Great', attribution: 'A DJ' },
    ]),
  },
  {
    _id: 'pricing-studio',
    _type: 'pricing',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'P',
    product: 'studio',
  },
  {
    _id: 'pricing-dj-pro-old',
    _type: 'pricing',
    _updatedAt: '2025-01-01T00:00:00Z',
    title: 'P',
    product: 'dj-pro',
  },
  {
    _id: 'pricing-dj-pro-new',
    _type: 'pricing',
    _updatedAt: '2026-02-01T00:00:00Z',
    title: 'P',
    product: 'dj-pro',
  },
  {
    _id: 'pricing-child-student',
    _type: 'pricingChild',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'Student',
    product: 'dj-pro',
    slug: { _type: 'slug', current: 'student' },
  },
  {
    _id: 'license-old',
    _type: 'studioLicenseModal',
    _updatedAt: '2025-01-01T00:00:00Z',
    title: 'Licence v1',
  },
  {
    _id: 'license-new',
    _type: 'studioLicenseModal',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'Licence v2',
  },
  {
    _id: 'sounds',
    _type: 'sounds',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'Sounds',
    product: 'studio',
    pageBuilder: pageBuilder([
      { _key: 'b1', _type: 'soundsCardContainer', soundsCards: [{ _key: 'k', title: 'Pack' }] },
    ]),
  },
  {
    _id: 'pack',
    _type: 'soundpack',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'Deep house',
    product: 'studio',
    slug: { _type: 'slug', current: 'deep-house' },
    heroImage: image,
  },
  {
    _id: 'dl-392',
    _type: 'downloads',
    _updatedAt: '2026-03-01T00:00:00Z',
    title: 'DJ Pro 3.9.2',
    product: 'dj-pro',
    slug: { _type: 'slug', current: '3-9-2' },
    semanticVersion: { majorVersion: 3, minorVersion: 9, patchVersion: 2 },
    softwareDownloadCard: [{ _key: 'm', _type: 'softwareDownloadCard', os: 'mac', fileSize: '300 MB' }],
  },
  {
    _id: 'dl-3100',
    _type: 'downloads',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'DJ Pro 3.10.0',
    product: 'dj-pro',
    slug: { _type: 'slug', current: '3-10-0' },
    semanticVersion: { majorVersion: 3, minorVersion: 10, patchVersion: 0 },
  },
  {
    _id: 'archive',
    _type: 'downloadArchive',
    _updatedAt: '2026-01-01T00:00:00Z',
    title: 'Archive',
    product: 'dj-pro',
    releaseData: [
      {
        _key: 'r1',
        _type: 'releaseDataItem',
        version: '2.0.0',
        product: 'dj-pro',
        releaseDate: '2020-01-01',
      },
    ],
  },
]
