/**
 * The images of the seed dataset (authoring tool): name, size, format, artwork and alt text. Content
 * modules refer to images by `name`; `make-artwork.ts` renders them and records their asset documents.
 *
 * Words in artwork: only `lettered` images draw text (social cards `og-*`, product icons and OS marks,
 * sound pack covers, whose name is part of the packaging). Everything the site may show under or
 * beside page text (hero landscape/portrait/square images, page header backgrounds, cards, banners,
 * video posters and so the MP4 clips made from them, portraits) is `art`: motifs only, no words
 * (WCAG 2.2 SC 1.4.5 Images of Text; a heading drawn into a background shows through the real one).
 */
import { type ArtworkSpec, type Motif, type Palette, palettes } from './artwork-svg.ts'

/** Output formats of the seed images (the asset `_id` suffix). */
export type ImageFormat = 'jpg' | 'png' | 'webp'

/** One image of the seed dataset. */
export interface ArtworkEntry extends ArtworkSpec {
  /** Stable name used by the content modules, e.g. `dj-pro-hero`. */
  name: string
  format: ImageFormat
  /** The asset's alternative text. */
  altText: string
}

const HERO = { width: 2400, height: 1350 }
const PORTRAIT = { width: 1080, height: 1350 }
const SQUARE = { width: 1200, height: 1200 }
const CARD = { width: 800, height: 600 }
const OG = { width: 1200, height: 630 }

type Size = { width: number; height: number }

/** The seed of the next image's pseudo-random parts: one per list position, so motifs stay put. */
let seed = 7
const entry = (
  name: string,
  size: Size,
  format: ImageFormat,
  palette: Palette,
  motif: Motif,
  title: string,
  subtitle: string | undefined,
  altText: string,
  extra: Partial<ArtworkSpec> = {},
): ArtworkEntry => ({
  name,
  ...size,
  format,
  palette,
  motif,
  title,
  subtitle,
  altText,
  seed: seed++ * 7919,
  ...extra,
})

/** Artwork without words: gradient, glow and motif only. */
const art = (
  name: string,
  size: Size,
  format: ImageFormat,
  palette: Palette,
  motif: Motif,
  altText: string,
) => entry(name, size, format, palette, motif, '', undefined, altText)

/** Artwork with a title (and subtitle) drawn in: social cards, icons and marks, pack covers. */
const lettered = entry

const p = palettes

/** Every image, in a fixed order. */
// biome-ignore format: a table, one image per line
export const artworkList: ArtworkEntry[] = [
  // Heroes, 2400 × 1350 landscape
  art('home-hero', HERO, 'jpg', p.midnight, 'turntable', 'A glowing turntable platter on a deep purple stage'),
  art('dj-pro-hero', HERO, 'jpg', p.violet, 'turntable', 'DJ Pro artwork: a spinning record with a tonearm in violet light'),
  art('dj-lite-hero', HERO, 'jpg', p.ocean, 'turntable', 'DJ Lite artwork: a record on a teal background'),
  art('studio-hero', HERO, 'jpg', p.ember, 'pads', 'Studio artwork: a grid of lit drum pads in warm orange'),
  art('sample-hero', HERO, 'jpg', p.forest, 'waveform', 'Sample artwork: a green waveform across a dark field'),
  art('hex-fx-hero', HERO, 'jpg', p.dusk, 'knobs', 'Hex FX artwork: rows of effect knobs in sunset colours'),
  art('pnt-hero', HERO, 'jpg', p.steel, 'waveform', "Pitch 'n' Time artwork: a stretched blue waveform"),
  art('producer-suite-hero', HERO, 'jpg', p.citrus, 'knobs', 'Producer Suite artwork: amber knobs and a bright glow'),
  art('careers-hero', HERO, 'jpg', p.sand, 'rings', 'Warm abstract rings on a sand-coloured background'),
  art('campaign-hero', HERO, 'jpg', p.dusk, 'rings', 'Summer Sale banner: overlapping rings in sunset colours'),
  art('slab-hero', HERO, 'jpg', p.steel, 'pads', 'The SLAB pad controller: a four by four grid of pads'),
  // Art-directed hero crops
  art('home-portrait', PORTRAIT, 'jpg', p.midnight, 'turntable', 'A glowing turntable platter, portrait crop'),
  art('dj-pro-portrait', PORTRAIT, 'jpg', p.violet, 'turntable', 'DJ Pro artwork, portrait crop'),
  art('home-square', SQUARE, 'jpg', p.midnight, 'turntable', 'A glowing turntable platter, square crop'),
  art('dj-pro-square', SQUARE, 'jpg', p.violet, 'turntable', 'DJ Pro artwork, square crop'),
  // Cards, 800 × 600
  art('card-stems', CARD, 'jpg', p.violet, 'waveform', 'Four coloured waveform lanes, one per stem'),
  art('card-fx', CARD, 'webp', p.dusk, 'knobs', 'Effect knobs set to different positions'),
  art('card-sampler', CARD, 'jpg', p.ember, 'pads', 'Lit sampler pads'),
  art('card-streaming', CARD, 'webp', p.ocean, 'turntable', 'A record with a streaming signal'),
  art('card-livestream', CARD, 'jpg', p.midnight, 'rings', 'Broadcast rings around a live indicator'),
  art('card-tutorial-mix', CARD, 'jpg', p.violet, 'turntable', 'Tutorial thumbnail: two decks ready to mix'),
  art('card-tutorial-beat', CARD, 'jpg', p.ember, 'pads', 'Tutorial thumbnail: a drum pattern on pads'),
  art('card-tutorial-chop', CARD, 'webp', p.forest, 'waveform', 'Tutorial thumbnail: a waveform cut into slices'),
  art('card-manual', CARD, 'jpg', p.steel, 'rings', 'The cover of the software manual: steel-blue rings'),
  art('card-hardware', CARD, 'jpg', p.steel, 'knobs', 'A DJ controller’s knobs and faders'),
  art('card-control-vinyl', CARD, 'jpg', p.midnight, 'turntable', 'A control vinyl record on a turntable'),
  art('card-expansions', CARD, 'webp', p.citrus, 'pads', 'Expansion packs shown as pads'),
  // Sound pack covers and heroes
  lettered('cover-lofi-keys', { width: 1000, height: 1000 }, 'webp', p.sand, 'rings', 'Lo-Fi Keys', '148 samples', 'Lo-Fi Keys cover: warm rings on sand'),
  lettered('cover-neon-drums', { width: 1000, height: 1000 }, 'webp', p.violet, 'pads', 'Neon Drums', '212 samples', 'Neon Drums cover: glowing pads'),
  lettered('cover-analog-bass', { width: 1000, height: 1000 }, 'webp', p.ember, 'waveform', 'Analog Bass', '96 samples', 'Analog Bass cover: a thick orange waveform'),
  art('soundpack-lofi-keys-hero', { width: 1600, height: 900 }, 'jpg', p.sand, 'rings', 'Lo-Fi Keys banner: warm rings on sand'),
  art('soundpack-neon-drums-hero', { width: 1600, height: 900 }, 'jpg', p.violet, 'pads', 'Neon Drums banner: glowing pads in violet'),
  art('soundpack-analog-bass-hero', { width: 1600, height: 900 }, 'jpg', p.ember, 'waveform', 'Analog Bass banner: an orange waveform'),
  // Social sharing images, 1200 × 630
  lettered('og-site', OG, 'jpg', p.midnight, 'turntable', 'Music Software', 'DJ and production software', 'Music Software: DJ and production software'),
  lettered('og-dj', OG, 'jpg', p.violet, 'turntable', 'DJ Pro & DJ Lite', 'DJ software for every stage', 'DJ Pro and DJ Lite'),
  lettered('og-studio', OG, 'jpg', p.ember, 'pads', 'Studio', 'Make beats on your computer', 'Studio: make beats on your computer'),
  lettered('og-sample', OG, 'jpg', p.forest, 'waveform', 'Sample', 'The sampler plugin', 'Sample: the sampler plugin'),
  lettered('og-hex-fx', OG, 'jpg', p.dusk, 'knobs', 'Hex FX', 'Effects plugin', 'Hex FX effects plugin'),
  lettered('og-pnt', OG, 'jpg', p.steel, 'waveform', "Pitch 'n' Time", 'Time-stretching plugin', "Pitch 'n' Time plugin"),
  lettered('og-careers', OG, 'jpg', p.sand, 'rings', 'Careers', 'Join the team', 'Careers at Music Software'),
  // Product icons (transparent PNG)
  lettered('icon-dj-pro', { width: 512, height: 512 }, 'png', p.violet, 'os', 'DJ', undefined, 'DJ Pro icon', {transparent: true,}),
  lettered('icon-dj-lite', { width: 512, height: 512 }, 'png', p.ocean, 'os', 'DL', undefined, 'DJ Lite icon', {transparent: true,}),
  lettered('icon-studio', { width: 512, height: 512 }, 'png', p.ember, 'os', 'St', undefined, 'Studio icon', {transparent: true,}),
  lettered('icon-sample', { width: 512, height: 512 }, 'png', p.forest, 'os', 'Sa', undefined, 'Sample icon', {transparent: true,}),
  lettered('icon-hex-fx', { width: 512, height: 512 }, 'png', p.dusk, 'os', 'Hx', undefined, 'Hex FX icon', {transparent: true,}),
  lettered('icon-pnt', { width: 512, height: 512 }, 'png', p.steel, 'os', 'PT', undefined, "Pitch 'n' Time icon", { transparent: true }),
  lettered('icon-producer-suite', { width: 512, height: 512 }, 'png', p.citrus, 'os', 'PS', undefined, 'Producer Suite icon', { transparent: true }),
  lettered('os-mac', { width: 256, height: 256 }, 'png', p.steel, 'os', 'mac', undefined, 'macOS', {transparent: true,}),
  lettered('os-windows', { width: 256, height: 256 }, 'png', p.ocean, 'os', 'win', undefined, 'Windows', {transparent: true,}),
  // Team portraits
  art('team-aroha', { width: 600, height: 750 }, 'webp', p.mint, 'portrait', 'Illustrated portrait of Aroha Ngata'),
  art('team-mateo', { width: 600, height: 750 }, 'webp', p.sand, 'portrait', 'Illustrated portrait of Mateo Ruiz'),
  art('team-priya', { width: 600, height: 750 }, 'webp', p.dusk, 'portrait', 'Illustrated portrait of Priya Raman'),
  art('team-jonas', { width: 600, height: 750 }, 'webp', p.ocean, 'portrait', 'Illustrated portrait of Jonas Weber'),
  // Video posters, 1920 × 1080
  art('poster-dj-pro-trailer', { width: 1920, height: 1080 }, 'jpg', p.violet, 'turntable', 'DJ Pro 3.2 trailer poster: a record and tonearm in violet light'),
  art('poster-studio-beat', { width: 1920, height: 1080 }, 'jpg', p.ember, 'pads', 'Make a beat in Studio video poster: lit drum pads in warm orange'),
  art('poster-stems', { width: 1920, height: 1080 }, 'jpg', p.midnight, 'waveform', 'Stems in DJ Pro video poster: a pink waveform on deep purple'),
]
