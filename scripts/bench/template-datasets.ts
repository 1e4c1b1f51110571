/**
 * Synthetic datasets with the document shapes of two public Sanity starters, and those starters' own
 * queries (issue 27: joins that never hold other queries). Nothing here is fetched code: the shapes
 * and query texts were written out from reading the starters' schemas and query modules.
 *
 * - `blog`: the official Next.js template (sanity-io/sanity-template-nextjs-clean, `studio/src/schemaTypes`,
 *   `frontend/sanity/lib/queries.ts`): `post` (title, slug, excerpt, coverImage, date, portable text
 *   content, `author` → `person`), `person` (firstName, lastName, picture), `page` (page builder with
 *   `callToAction` and `infoSection` blocks), `settings`, image assets. Mostly posts, as a grown blog.
 * - `course`: the community course platform (sanity-io/demo-course-platform, `studio/schemas`,
 *   `web/sanity/queries.ts`): `course` (field-translated title and slug, `lessons[]` → English
 *   `lesson`s, `presenters[]` → `presenter`), `lesson` in three languages joined by
 *   `translation.metadata` documents (`translations[]{_key: language, value → lesson}`, as the
 *   document-internationalization plugin stores them), `presenter`, `labelGroup`, `legal`.
 *
 * Used by `npm run bench:content` (at 1×, 10× and 100×: about 120, 1,200 and 12,000 documents each)
 * and by the join tests of the content service.
 */
import type { SanityDocument } from '../sandbox/content/store.ts'

/** Documents per dataset at 1× (the runs: about 12,000 at 100×). */
export const TEMPLATE_DOCUMENTS_AT_1X = 120

const day = 86_400_000
const at = (i: number) => new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString()
const words = (i: number, n: number) =>
  Array.from(
    { length: n },
    (_, k) => ['groove', 'tempo', 'filter', 'loop', 'cue', 'mix', 'beat'][(i + k) % 7],
  ).join(' ')
const block = (key: string, text: string, markDefs: unknown[] = []) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs,
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
})
const image = (assetId: string, alt: string) => ({
  _type: 'image',
  alt,
  asset: { _type: 'reference', _ref: assetId },
})
const assetDoc = (i: number): SanityDocument => {
  const hash = (i + 1).toString(16).padStart(40, '0')
  return {
    _id: `image-${hash}-1600x900-jpg`,
    _type: 'sanity.imageAsset',
    _createdAt: at(i),
    _updatedAt: at(i),
    url: `https://cdn.sanity.io/images/demo/blog/${hash}-1600x900.jpg`,
    mimeType: 'image/jpeg',
    metadata: {
      dimensions: { width: 1600, height: 900, aspectRatio: 16 / 9 },
      lqip: 'data:image/jpeg;base64,',
    },
  }
}

/** `count` documents shaped like sanity-template-nextjs-clean's: ~1% people, ~2% pages, ~3% assets, posts. */
export function blogDataset(count: number): SanityDocument[] {
  const people = Math.max(2, Math.round(count / 100))
  const pages = Math.max(2, Math.round(count / 50))
  const assets = Math.max(2, Math.round(count / 33))
  const docs: SanityDocument[] = [
    {
      _id: 'siteSettings',
      _type: 'settings',
      title: 'Grooves',
      description: [block('d', 'A blog about DJing')],
    },
  ]
  for (let i = 0; i < assets; i++) docs.push(assetDoc(i))
  const assetOf = (i: number) => docs[1 + (i % assets)]?._id ?? ''
  for (let i = 0; i < people; i++) {
    docs.push({
      _id: `person-${i}`,
      _type: 'person',
      _createdAt: at(i),
      _updatedAt: at(i),
      firstName: `Avery ${i}`,
      lastName: `Quinn-${i}`,
      picture: image(assetOf(i), `Avery ${i}`),
    })
  }
  for (let i = 0; i < pages; i++) {
    docs.push({
      _id: `page-${i}`,
      _type: 'page',
      _createdAt: at(i),
      _updatedAt: at(i),
      name: `Page ${i}`,
      slug: { _type: 'slug', current: `page-${i}` },
      heading: `Heading ${i}`,
      subheading: words(i, 6),
      pageBuilder: [
        {
          _type: 'callToAction',
          _key: `cta${i}`,
          heading: 'Start mixing',
          text: words(i, 12),
          buttonText: 'Read more',
          link: { _type: 'link', linkType: 'post', post: { _type: 'reference', _ref: `post-${i}` } },
        },
        {
          _type: 'infoSection',
          _key: `info${i}`,
          heading: 'About',
          content: [
            block(`ib${i}`, words(i, 20), [
              {
                _type: 'link',
                _key: `l${i}`,
                linkType: 'page',
                page: { _type: 'reference', _ref: `page-${(i + 1) % pages}` },
              },
            ]),
          ],
        },
      ],
    })
  }
  for (let i = 0; docs.length < count; i++) {
    const post: SanityDocument = {
      _id: `post-${i}`,
      _type: 'post',
      _createdAt: at(i),
      _updatedAt: at(i),
      title: `Post ${i}: ${words(i, 4)}`,
      slug: { _type: 'slug', current: `post-${i}` },
      excerpt: words(i, 24),
      coverImage: image(assetOf(i), `Cover of post ${i}`),
      date: new Date(Date.UTC(2024, 0, 1) + (i % 700) * day).toISOString(),
      author: { _type: 'reference', _ref: `person-${i % people}` },
      content: [
        block(`p${i}a`, words(i, 40)),
        block(`p${i}b`, words(i + 1, 40), [
          {
            _type: 'link',
            _key: `pl${i}`,
            linkType: 'post',
            post: { _type: 'reference', _ref: `post-${Math.max(0, i - 1)}` },
          },
        ]),
      ],
    }
    docs.push(post)
    if (i % 20 === 0 && docs.length < count)
      docs.push({ ...post, _id: `drafts.${post._id}`, title: `${post.title} (draft)` })
  }
  return withRevisions(docs)
}

/** Every document of an export has a revision. */
const withRevisions = (docs: SanityDocument[]): SanityDocument[] =>
  docs.map((doc, i) => ({ ...doc, _rev: `rev${i.toString(36).padStart(6, '0')}` }))

const LANGUAGES = ['en', 'de', 'fr'] as const

/**
 * `count` documents shaped like demo-course-platform's: courses of 10 English lessons, each lesson in
 * three languages joined by a `translation.metadata` document, presenters, one label group, legal pages.
 */
export function courseDataset(count: number): SanityDocument[] {
  const docs: SanityDocument[] = [
    {
      _id: 'labelGroup',
      _type: 'labelGroup',
      labels: [
        {
          _key: 'l0',
          key: 'lesson.next',
          text: { en: 'Next lesson', de: 'Nächste Lektion', fr: 'Leçon suivante' },
        },
      ],
    },
    {
      _id: 'legal-privacy',
      _type: 'legal',
      title: 'Privacy',
      slug: { current: 'privacy' },
      content: [block('lg', words(0, 30))],
    },
  ]
  // Per course: 1 course + 10 lessons × (3 languages + 1 metadata) ≈ 41 documents; ~1 presenter per 5 courses.
  const courses = Math.max(1, Math.floor((count - docs.length) / 41.2))
  const presenters = Math.max(1, Math.round(courses / 5))
  for (let p = 0; p < presenters; p++) {
    docs.push({
      _id: `presenter-${p}`,
      _type: 'presenter',
      name: `Presenter ${p}`,
      slug: { current: `presenter-${p}` },
      title: LANGUAGES.map((language) => ({ _key: language, value: `${language} title ${p}` })),
      biography: LANGUAGES.map((language) => ({
        _key: language,
        value: [block(`b${p}${language}`, words(p, 12))],
      })),
    })
  }
  for (let c = 0; c < courses && docs.length < count; c++) {
    const lessonIds: string[] = []
    for (let l = 0; l < 10; l++) {
      const n = c * 10 + l
      const ids = LANGUAGES.map((language) => (language === 'en' ? `lesson-${n}` : `lesson-${n}-${language}`))
      for (const [k, language] of LANGUAGES.entries()) {
        docs.push({
          _id: ids[k] as string,
          _type: 'lesson',
          _createdAt: at(n),
          _updatedAt: at(n),
          language,
          title: `${language.toUpperCase()} lesson ${n}`,
          slug: { _type: 'slug', current: `${language}-lesson-${n}` },
          summary: words(n, 16),
          content: [
            block(`c${n}${language}`, words(n, 40), [
              { _type: 'reference', _key: `r${n}`, _ref: ids[0] as string },
            ]),
          ],
        })
      }
      docs.push({
        _id: `tm-lesson-${n}`, // the plugin gives them random ids (never with a dot: a dotted id is private)
        _type: 'translation.metadata',
        schemaTypes: ['lesson'],
        translations: LANGUAGES.map((language, k) => ({
          _key: language,
          _type: 'internationalizedArrayReferenceValue',
          value: { _type: 'reference', _ref: ids[k] as string, _weak: true },
        })),
      })
      lessonIds.push(ids[0] as string)
    }
    docs.push({
      _id: `course-${c}`,
      _type: 'course',
      _createdAt: at(c),
      _updatedAt: at(c),
      title: Object.fromEntries(LANGUAGES.map((language) => [language, `${language} course ${c}`])),
      slug: Object.fromEntries(
        LANGUAGES.map((language) => [language, { _type: 'slug', current: `${language}-course-${c}` }]),
      ),
      presenters: [{ _type: 'reference', _key: `p${c}`, _ref: `presenter-${c % presenters}` }],
      lessons: lessonIds.map((id, k) => ({ _type: 'reference', _key: `l${k}`, _ref: id })),
    })
  }
  return withRevisions(docs)
}

/** One starter query to run against its dataset. */
export interface TemplateQuery {
  /** The dataset it runs on (`blog` or `course`). */
  dataset: 'blog' | 'course'
  /** The starter's name for it. */
  name: string
  query: string
  params: Record<string, unknown>
  /** Whether it joins documents (`->`, `*[…^…]` per row): the joins the target is about. */
  join: boolean
}

const postFields = `
  _id,
  "status": select(_originalId in path("drafts.**") => "draft", "published"),
  "title": coalesce(title, "Untitled"),
  "slug": slug.current,
  excerpt,
  coverImage,
  "date": coalesce(date, _updatedAt),
  "author": author->{firstName, lastName, picture},
`
const linkReference = `_type == "link" => {"page": page->slug.current, "post": post->slug.current}`

const courseProjection = `
  title,
  slug,
  lessons[]->{
    language,
    title,
    slug,
    "translations": *[_type == "translation.metadata" && ^._id in translations[].value._ref][0].translations[]{
      ...(value->{language, title, slug})
    }
  },
  presenters[]->{
    _id,
    name,
    "title": coalesce(title[_key == $language][0].value, title[_key == $defaultLocale][0].value),
  }
`

/**
 * The starters' queries, with parameters that hit documents at every size (`slug` of the first post,
 * lesson and course). Their text follows the starters' query modules (comments dropped).
 */
export const templateQueries: readonly TemplateQuery[] = [
  {
    dataset: 'blog',
    name: 'allPostsQuery',
    query: `*[_type == "post" && defined(slug.current)] | order(date desc, _updatedAt desc) {${postFields}}`,
    params: {},
    join: true,
  },
  {
    dataset: 'blog',
    name: 'morePostsQuery',
    query: `*[_type == "post" && _id != $skip && defined(slug.current)] | order(date desc, _updatedAt desc) [0...$limit] {${postFields}}`,
    params: { skip: 'post-0', limit: 4 },
    join: true,
  },
  {
    dataset: 'blog',
    name: 'postQuery',
    query: `*[_type == "post" && slug.current == $slug] [0] {
      content[]{..., markDefs[]{..., ${linkReference}}},
      ${postFields}
    }`,
    params: { slug: 'post-0' },
    join: true,
  },
  {
    dataset: 'blog',
    name: 'getPageQuery',
    query: `*[_type == 'page' && slug.current == $slug][0]{
      _id, _type, name, slug, heading, subheading,
      "pageBuilder": pageBuilder[]{
        ...,
        _type == "callToAction" => {link {..., ${linkReference}}},
        _type == "infoSection" => {content[]{..., markDefs[]{..., ${linkReference}}}},
      },
    }`,
    params: { slug: 'page-0' },
    join: true,
  },
  {
    dataset: 'blog',
    name: 'sitemapData',
    query: `*[_type == "page" || _type == "post" && defined(slug.current)] | order(_type asc) {"slug": slug.current, _type, _updatedAt}`,
    params: {},
    join: false,
  },
  {
    dataset: 'course',
    name: 'LESSON_SLUGS_QUERY',
    query: `*[_type == "lesson" && defined(language) && defined(slug.current)]{
      language,
      "lesson": slug.current,
      "course": select(
        ^.language != $defaultLocale => *[_type == "translation.metadata" && ^._id in translations[].value._ref][0]{
          "course": *[_type == "course" && ^.translations[_key == $defaultLocale][0].value._ref in lessons[]._ref][0].slug
        }.course,
        *[_type == "course" && ^._id in translations[].value._ref][0].slug
      )
    }[defined(course)]`,
    params: { defaultLocale: 'en' },
    join: true,
  },
  {
    dataset: 'course',
    name: 'LESSON_QUERY',
    query: `*[_type == "lesson" && slug.current == $slug][0]{
      ...,
      content[]{..., markDefs[]{..., _type == "reference" => {..., "slug": @->.slug}}},
      "course": select(
        ^.language != $defaultLocale => *[_type == "translation.metadata" && ^._id in translations[].value._ref][0]{
          "course": *[_type == "course" && ^.translations[_key == $defaultLocale][0].value._ref in lessons[]._ref][0]{${courseProjection}}
        }.course,
        *[_type == "course" && ^._id in translations[].value._ref][0]{${courseProjection}}
      ),
    }`,
    params: { slug: 'de-lesson-0', language: 'de', defaultLocale: 'en' },
    join: true,
  },
  {
    dataset: 'course',
    name: 'COURSE_QUERY',
    query: `*[_type == "course" && slug[$language].current == $slug][0]{${courseProjection},}`,
    params: { slug: 'de-course-0', language: 'de', defaultLocale: 'en' },
    join: true,
  },
  {
    dataset: 'course',
    name: 'lessons with translations',
    query: `*[_type == "lesson" && language == $language]{
      _id, title, slug, language,
      "_translations": *[_type == "translation.metadata" && references(^._id)].translations[].value->{title, slug, language}
    }`,
    params: { language: 'en' },
    join: true,
  },
  {
    dataset: 'course',
    name: 'HOME_QUERY',
    query: `{"courses": *[_type == "course" && count(presenters) > 0 && count(lessons) > 0]}`,
    params: {},
    join: false,
  },
]
