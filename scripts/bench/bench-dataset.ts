/**
 * Datasets for the content benchmark: a synthetic stand-in for the seed (page documents of every
 * content type and product, drafts, image assets, page builders of a few sections), and the
 * N-times-larger copies of a dataset with fresh ids and slugs so the benchmarked page stays unique.
 */
import { contentTypeNames, productKeys } from '../../specs/content/constants.ts'
import type { SanityDocument } from '../sandbox/content/store.ts'

const contentTypes = contentTypeNames
const products = productKeys

const section = (key: string, assetId: string) => ({
  _key: key,
  _type: 'section',
  subSections: [
    {
      _key: `${key}-sub`,
      _type: 'subSection',
      blocks: [
        {
          _key: `${key}-h`,
          _type: 'heroBlock',
          heading: 'Mix, scratch and perform',
          portraitImage: { asset: { _ref: assetId } },
        },
        {
          _key: `${key}-c`,
          _type: 'basicContentBlock',
          body: [
            {
              _type: 'block',
              _key: `${key}-b`,
              children: [{ _type: 'span', text: 'Lorem ipsum dolor sit amet. '.repeat(6) }],
            },
          ],
        },
      ],
    },
  ],
})

/** `count` documents shaped like the seed: ~1/4 image assets, pages of every type, ~1/10 drafts. */
export function syntheticDataset(count: number): SanityDocument[] {
  const docs: SanityDocument[] = []
  const assets = Math.max(1, Math.round(count / 4))
  for (let i = 0; i < assets; i++) {
    const id = i.toString(16).padStart(40, 'a')
    docs.push({
      _id: `image-${id}-1200x800-jpg`,
      _type: 'sanity.imageAsset',
      url: `/images/musicweb/production/${id}-1200x800.jpg`,
      mimeType: 'image/jpeg',
      metadata: { dimensions: { width: 1200, height: 800, aspectRatio: 1.5 } },
    })
  }
  for (let i = 0; docs.length < count; i++) {
    const assetId = docs[i % assets]?._id ?? ''
    const page: SanityDocument = {
      _id: `page-${i}`,
      _type: contentTypes[i % contentTypes.length] ?? 'homepage',
      product: products[Math.floor(i / contentTypes.length) % products.length],
      slug: { _type: 'slug', current: `page-${i}` },
      title: `Page ${i}`,
      _updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      ogImage: { altText: `Page ${i}`, asset: { _type: 'reference', _ref: assetId } },
      pageBuilder: [section(`s${i}a`, assetId), section(`s${i}b`, assetId)],
    }
    docs.push(page)
    if (i % 10 === 0 && docs.length < count)
      docs.push({ ...page, _id: `drafts.${page._id}`, title: `${page.title} (draft)` })
  }
  return docs
}

/** The benchmarked page: the first published page with a slug (and product, when any page has one). */
export function pickTarget(docs: readonly SanityDocument[]): {
  contentType: string
  slug: string
  product: string | null
} {
  const slugOf = (d: SanityDocument) => (d.slug as { current?: unknown } | undefined)?.current
  const pages = docs.filter(
    (d) => !d._id.includes('.') && typeof d._type === 'string' && typeof slugOf(d) === 'string',
  )
  const page = pages.find((d) => typeof d.product === 'string') ?? pages[0]
  if (!page) throw new Error('content bench: no document with slug.current in the dataset')
  return {
    contentType: page._type as string,
    slug: slugOf(page) as string,
    product: typeof page.product === 'string' ? page.product : null,
  }
}

/** `times` copies of `docs`; copy k > 0 gets ids `<id>-k` (drafts keep their prefix) and slugs `<slug>-k`. */
export function multiplyDataset(docs: readonly SanityDocument[], times: number): SanityDocument[] {
  const out: SanityDocument[] = [...docs]
  for (let k = 1; k < times; k++) {
    for (const doc of docs) {
      const slug = doc.slug as { current?: unknown } | undefined
      out.push({
        ...doc,
        _id: `${doc._id}-${k}`,
        ...(typeof slug?.current === 'string' ? { slug: { ...slug, current: `${slug.current}-${k}` } } : {}),
      })
    }
  }
  return out
}
