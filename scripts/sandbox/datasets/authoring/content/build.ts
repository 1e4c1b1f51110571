/**
 * Builders of the seed documents (authoring tool): portable text from a small inline markup, image,
 * file and document references by stable name, calls to action, page-builder sections, and the page
 * document with its system fields. `_key`s and `_rev`s are added by `finalizeDocument`, derived from the
 * document id and the item's path, so the NDJSON is the same on every run.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** A JSON object of the dataset. */
export type Obj = { [key: string]: unknown }
/** A document of the dataset. */
export type Doc = Obj & { _id: string; _type: string; _createdAt: string; _updatedAt: string }

interface Manifest {
  images: Record<string, string>
  files: Record<string, string>
  documents: Doc[]
}

/** The asset documents and name index written by make-artwork.ts. */
export const assets: Manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('../assets.json', import.meta.url)), 'utf8'),
)

// ---------------------------------------------------------------------------------------------------
// Portable text

type MarkDef = Obj & { _key: string; _type: string }

function hrefMarkDef(href: string, key: string): MarkDef {
  if (href.startsWith('download:')) {
    // download:<product>/<os>[/<version>][?core]
    const [path = '', query] = href.slice('download:'.length).split('?')
    const [product, os, version] = path.split('/')
    return {
      _key: key,
      _type: 'internalDownloadLink',
      product,
      ...(os ? { os } : {}),
      ...(version ? { version } : {}),
      includeCorePack: query === 'core',
    }
  }
  // An internal link mark has no `openInNewTab`; external ones open in a new tab unless `mailto:`.
  if (href.startsWith('/')) return { _key: key, _type: 'link', linkType: 'internal', internalPath: href }
  return { _key: key, ...link(href, !href.startsWith('mailto:')) }
}

/**
 * Parses inline markup into spans and mark definitions: `**strong**`, `_em_`, `` `code` ``,
 * `[label](/site/path | https://… | mailto:… | download:product/os[/version][?core])`.
 */
function inline(text: string): { children: Obj[]; markDefs: MarkDef[] } {
  const children: Obj[] = []
  const markDefs: MarkDef[] = []
  const re = /\*\*(.+?)\*\*|(?<![\w])_(.+?)_(?![\w])|`(.+?)`|\[(.+?)\]\((.+?)\)/g
  let last = 0
  const span = (t: string, marks: string[] = []) => {
    if (t) children.push({ _type: 'span', text: t, marks })
  }
  for (const m of text.matchAll(re)) {
    span(text.slice(last, m.index))
    if (m[1] !== undefined) span(m[1], ['strong'])
    else if (m[2] !== undefined) span(m[2], ['em'])
    else if (m[3] !== undefined) span(m[3], ['code'])
    else if (m[4] !== undefined && m[5] !== undefined) {
      const key = `m${markDefs.length + 1}`
      markDefs.push(hrefMarkDef(m[5], key))
      span(m[4], [key])
    }
    last = (m.index ?? 0) + m[0].length
  }
  span(text.slice(last))
  if (children.length === 0) span(' ')
  return { children, markDefs }
}

const textBlock = (style: string, text: string, list?: 'bullet' | 'number'): Obj => ({
  _type: 'block',
  style,
  ...(list ? { listItem: list, level: 1 } : {}),
  ...inline(text),
})

/** A paragraph. */
export const p = (text: string) => textBlock('normal', text)
/** Headings, quote and small print. */
export const h2 = (text: string) => textBlock('h2', text)
export const h3 = (text: string) => textBlock('h3', text)
export const h4 = (text: string) => textBlock('h4', text)
export const quote = (text: string) => textBlock('blockquote', text)
export const small = (text: string) => textBlock('small', text)
/** A bulleted list: one block per item. */
export const bullets = (...items: string[]) => items.map((item) => textBlock('normal', item, 'bullet'))
/** A numbered list: one block per item. */
export const numbered = (...items: string[]) => items.map((item) => textBlock('normal', item, 'number'))
/** Rich text (`richText`): blocks, lists flattened; plain strings become paragraphs. */
export const rt = (...blocks: (Obj | Obj[] | string)[]): Obj[] =>
  blocks.flatMap((b) => (typeof b === 'string' ? [p(b)] : Array.isArray(b) ? b : [b]))

// ---------------------------------------------------------------------------------------------------
// References

/** An image field value (asset by stable name, optional alt text override, centred hotspot). */
export function img(name: string, altText?: string): Obj {
  const ref = assets.images[name]
  if (!ref) throw new Error(`unknown image "${name}"`)
  return {
    _type: 'image',
    asset: { _type: 'reference', _ref: ref },
    hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 1, height: 1 },
    ...(altText ? { altText } : {}),
  }
}

/** A file field value (audio) by stable name. */
export function file(name: string): Obj {
  const ref = assets.files[name]
  if (!ref) throw new Error(`unknown file "${name}"`)
  return { _type: 'file', asset: { _type: 'reference', _ref: ref } }
}

/** A reference to a document by id. */
export const ref = (id: string): Obj => ({ _type: 'reference', _ref: id })

/** A `link` object: internal for `/paths`, external otherwise. */
export function link(href: string, openInNewTab = false): Obj & { _type: 'link' } {
  return href.startsWith('/')
    ? { _type: 'link', linkType: 'internal', internalPath: href, openInNewTab }
    : { _type: 'link', linkType: 'external', externalUrl: href, openInNewTab }
}

/** A `cta` object. */
export const cta = (
  label: string,
  href: string,
  variant: 'primary' | 'secondary' | 'text' = 'primary',
): Obj => ({
  _type: 'cta',
  label,
  link: link(href),
  variant,
})

// ---------------------------------------------------------------------------------------------------
// Page builder

/** A block of the given type. */
export const block = (type: string, fields: Obj): Obj => ({ _type: type, ...fields })

/** Layout options of sections and sub-sections. */
export interface Layout {
  title?: string
  anchorId?: string
  theme?: 'light' | 'dark'
}

/** A sub-section holding blocks. */
export const sub = (layout: Layout, ...blocks: Obj[]): Obj => ({ _type: 'subSection', ...layout, blocks })

/** A section of several sub-sections. */
export const section = (layout: Layout, ...subSections: Obj[]): Obj => ({
  _type: 'section',
  ...layout,
  subSections,
})

/** A section with one sub-section holding `blocks`. */
export const sec = (layout: Layout, ...blocks: Obj[]): Obj => section(layout, sub({}, ...blocks))

/** The `Header` section of a page: one `basicPageHeader` with `fields` (optionally a dark theme). */
export const headerSec = (fields: Obj, theme?: 'dark'): Obj =>
  sec({ title: 'Header', ...(theme ? { theme } : {}) }, block('basicPageHeader', fields))

/** The dark `Hero` section of a page: one `heroBlock` with `fields`. */
export const heroSec = (fields: Obj): Obj => sec({ title: 'Hero', theme: 'dark' }, block('heroBlock', fields))

/** A page's opening section (default the dark `Hero`): one `h1HeroBlock2Col` with `fields`. */
export const h1HeroSec = (fields: Obj, layout: Layout = { title: 'Hero', theme: 'dark' }): Obj =>
  sec(layout, block('h1HeroBlock2Col', fields))

// ---------------------------------------------------------------------------------------------------
// Documents

/** Fields of a page document (docs/requirements.md §3 "Content document"). */
export interface PageInput {
  title: string
  description: string
  slug?: string
  product?: string
  /** Stable image name of the og:image (1200 × 630); its alt text is the title. */
  og: string
  /** ISO timestamps; defaults: created 2026-08-03, updated 2026-11-19 (slug-less) / 2026-11-12. */
  created?: string
  updated?: string
  fields?: Obj
  pageBuilder: Obj[]
}

/** A page document of `type` with id `id`. */
export function page(type: string, id: string, input: PageInput): Doc {
  return {
    _id: id,
    _type: type,
    _createdAt: input.created ?? '2026-08-03T09:00:00Z',
    _updatedAt: input.updated ?? (input.slug ? '2026-11-12T14:20:00Z' : '2026-11-19T16:45:00Z'),
    title: input.title,
    description: input.description,
    ...(input.slug ? { slug: { _type: 'slug', current: input.slug } } : {}),
    ...(input.product ? { product: input.product } : {}),
    ogImage: img(input.og, input.title),
    ...input.fields,
    pageBuilder: input.pageBuilder,
  }
}

/** A non-page document (licence modal, video, media tag) with system fields. */
export function doc(
  type: string,
  id: string,
  fields: Obj,
  created = '2026-07-20T10:00:00Z',
  updated = created,
): Doc {
  return { _id: id, _type: type, _createdAt: created, _updatedAt: updated, ...fields }
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

function withKeys(value: unknown, path: string, docId: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemPath = `${path}[${index}]`
      const next = withKeys(item, itemPath, docId)
      if (next && typeof next === 'object' && !Array.isArray(next) && !('_key' in next)) {
        return { _key: sha1(`${docId}:${itemPath}`).slice(0, 12), ...next }
      }
      return next
    })
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withKeys(v, `${path}.${k}`, docId)]))
  }
  return value
}

/** Adds `_key`s to array items that lack one and a content-derived `_rev`. */
export function finalizeDocument(document: Doc): Doc {
  const { _rev: _ignored, ...rest } = document
  const keyed = withKeys(rest, '', document._id) as Doc
  return { ...keyed, _rev: sha1(JSON.stringify(keyed)).slice(0, 22) }
}
