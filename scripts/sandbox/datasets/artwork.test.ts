/**
 * Words in the seed artwork: no image the site shows under or behind page text (hero crops, page header
 * backgrounds, banners, video posters and thumbnails, and so the MP4 clips made from the posters) has
 * text drawn into it (WCAG 2.2 SC 1.4.5 Images of Text); only social cards, icons and OS marks and pack
 * covers are lettered. Checked on the SVG sources `make-artwork.ts` renders.
 */
import { describe, expect, it } from 'vitest'
import { artworkList } from './authoring/artwork-list.ts'
import { artworkSvg } from './authoring/artwork-svg.ts'
import { seedDocs, walk } from './seed-data.ts'

/** Image fields whose image sits under text or is a video's poster frame. */
const UNDER_TEXT_FIELDS = new Set([
  'backgroundImage',
  'portraitImage',
  'squareImage',
  'landscapeImage',
  'mobileImage',
  'tabletImage',
  'desktopImage',
  'heroImage',
  'posterImage',
  'poster',
  'thumbnail',
])

/** Artwork name (the asset's original file name without extension) by image asset `_id`. */
const nameOfAsset = new Map(
  seedDocs
    .filter((d) => d._type === 'sanity.imageAsset')
    .map((d) => [d._id, String(d.originalFilename).replace(/\.\w+$/, '')]),
)

const underText = new Map<string, string>()
for (const doc of seedDocs) {
  walk(doc, (value, path) => {
    const key = path.split('.').at(-1) ?? ''
    const ref = (value as { asset?: { _ref?: unknown } } | null)?.asset?._ref
    if (UNDER_TEXT_FIELDS.has(key) && typeof ref === 'string') {
      underText.set(nameOfAsset.get(ref) ?? ref, `${doc._id}${path}`)
    }
  })
}

const hasText = (svg: string) => /<text[\s>]/.test(svg)

describe('artwork without words', () => {
  it('finds the under-text images of the seed (heroes, headers, posters)', () => {
    expect([...underText.keys()]).toEqual(
      expect.arrayContaining([
        'careers-hero',
        'home-hero',
        'home-portrait',
        'home-square',
        'poster-dj-pro-trailer',
      ]),
    )
  })

  it.each([...underText])('%s has no text drawn in (used at %s)', (name) => {
    const entry = artworkList.find((e) => e.name === name)
    expect(entry, `artwork ${name}`).toBeDefined()
    if (entry) expect(hasText(artworkSvg(entry))).toBe(false)
  })

  it('only social cards, icons, OS marks and pack covers are lettered', () => {
    const lettered = artworkList.filter((e) => hasText(artworkSvg(e))).map((e) => e.name)
    expect(lettered.filter((name) => !/^(og|icon|os|cover)-/.test(name))).toEqual([])
    expect(lettered).toContain('og-careers')
  })
})
