/**
 * The images of the seed dataset (authoring tool): name, size, format, artwork and alt text. Content
 * modules refer to images by `name`; `make-artwork.ts` renders them and records their asset documents.
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

let seed = 7
const entry = (
  name: string,
  size: { width: number; height: number },
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

const p = palettes

/** Every image, in a fixed order. */
// biome-ignore format: a table, one image per line
export const artworkList: ArtworkEntry[] = [
  // Heroes, 2400 × 1350 landscape
  entry('home-hero', HERO, 'jpg', p.midnight, 'turntable', 'Play. Produce. Perform.', 'DJ Pro · Studio · Sample · Hex FX', 'A glowing turntable platter on a deep purple stage'),
  entry('dj-pro-hero', HERO, 'jpg', p.violet, 'turntable', 'DJ Pro', 'Four decks. Real-time stems.', 'DJ Pro artwork: a spinning record with a tonearm in violet light'),
  entry('dj-lite-hero', HERO, 'jpg', p.ocean, 'turntable', 'DJ Lite', 'Your first mix starts here', 'DJ Lite artwork: a record on a teal background'),
  entry('studio-hero', HERO, 'jpg', p.ember, 'pads', 'Studio', 'Beats, loops and finished songs', 'Studio artwork: a grid of lit drum pads in warm orange'),
  entry('sample-hero', HERO, 'jpg', p.forest, 'waveform', 'Sample', 'Find it. Chop it. Play it.', 'Sample artwork: a green waveform across a dark field'),
  entry('hex-fx-hero', HERO, 'jpg', p.dusk, 'knobs', 'Hex FX', 'Six effects, one hexagon', 'Hex FX artwork: rows of effect knobs in sunset colours'),
  entry('pnt-hero', HERO, 'jpg', p.steel, 'waveform', "Pitch 'n' Time", 'Time-stretching for the studio', "Pitch 'n' Time artwork: a stretched blue waveform"),
  entry('producer-suite-hero', HERO, 'jpg', p.citrus, 'knobs', 'Producer Suite', 'Every production tool, one licence', 'Producer Suite artwork: amber knobs and a bright glow'),
  entry('careers-hero', HERO, 'jpg', p.sand, 'rings', 'Careers', 'Build the tools artists play', 'Warm abstract rings on a sand-coloured background'),
  entry('campaign-hero', HERO, 'jpg', p.dusk, 'rings', 'Summer Sale', 'Up to 40% off until 31 January', 'Summer Sale banner with overlapping rings'),
  entry('slab-hero', HERO, 'jpg', p.steel, 'pads', 'SLAB', 'A 16-pad controller made for Studio', 'The SLAB pad controller: a four by four grid of pads'),
  // Art-directed hero crops
  entry('home-portrait', PORTRAIT, 'jpg', p.midnight, 'turntable', 'Play.', 'Produce. Perform.', 'A glowing turntable platter, portrait crop'),
  entry('dj-pro-portrait', PORTRAIT, 'jpg', p.violet, 'turntable', 'DJ Pro', 'Four decks', 'DJ Pro artwork, portrait crop'),
  entry('home-square', SQUARE, 'jpg', p.midnight, 'turntable', 'Play.', 'Produce. Perform.', 'A glowing turntable platter, square crop'),
  entry('dj-pro-square', SQUARE, 'jpg', p.violet, 'turntable', 'DJ Pro', 'Four decks', 'DJ Pro artwork, square crop'),
  // Cards, 800 × 600
  entry('card-stems', CARD, 'jpg', p.violet, 'waveform', 'Stems', 'Vocals · Melody · Bass · Drums', 'Four coloured waveform lanes, one per stem'),
  entry('card-fx', CARD, 'webp', p.dusk, 'knobs', 'FX', 'Echo, reverb, filter', 'Effect knobs set to different positions'),
  entry('card-sampler', CARD, 'jpg', p.ember, 'pads', 'Sampler', '8 slots per deck', 'Lit sampler pads'),
  entry('card-streaming', CARD, 'webp', p.ocean, 'turntable', 'Streaming', 'Play from your library in the cloud', 'A record with a streaming signal'),
  entry('card-livestream', CARD, 'jpg', p.midnight, 'rings', 'Go live', 'Stream your set', 'Broadcast rings around a live indicator'),
  entry('card-tutorial-mix', CARD, 'jpg', p.violet, 'turntable', 'Mixing basics', 'Tutorial', 'Tutorial thumbnail: two decks ready to mix'),
  entry('card-tutorial-beat', CARD, 'jpg', p.ember, 'pads', 'Make a beat', 'Tutorial', 'Tutorial thumbnail: a drum pattern on pads'),
  entry('card-tutorial-chop', CARD, 'webp', p.forest, 'waveform', 'Chop a sample', 'Tutorial', 'Tutorial thumbnail: a waveform cut into slices'),
  entry('card-manual', CARD, 'jpg', p.steel, 'rings', 'Manual', 'Every feature, explained', 'The cover of the software manual'),
  entry('card-hardware', CARD, 'jpg', p.steel, 'knobs', 'Hardware', 'Controllers and mixers', 'A DJ controller’s knobs and faders'),
  entry('card-control-vinyl', CARD, 'jpg', p.midnight, 'turntable', 'Control vinyl', 'Performance Series', 'A control vinyl record on a turntable'),
  entry('card-expansions', CARD, 'webp', p.citrus, 'pads', 'Expansions', 'Video, FX, Flip, Pitch', 'Expansion packs shown as pads'),
  // Sound pack covers and heroes
  entry('cover-lofi-keys', { width: 1000, height: 1000 }, 'webp', p.sand, 'rings', 'Lo-Fi Keys', '148 samples', 'Lo-Fi Keys cover: warm rings on sand'),
  entry('cover-neon-drums', { width: 1000, height: 1000 }, 'webp', p.violet, 'pads', 'Neon Drums', '212 samples', 'Neon Drums cover: glowing pads'),
  entry('cover-analog-bass', { width: 1000, height: 1000 }, 'webp', p.ember, 'waveform', 'Analog Bass', '96 samples', 'Analog Bass cover: a thick orange waveform'),
  entry('soundpack-lofi-keys-hero', { width: 1600, height: 900 }, 'jpg', p.sand, 'rings', 'Lo-Fi Keys', 'Dusty electric pianos and tape-warped chords', 'Lo-Fi Keys banner'),
  entry('soundpack-neon-drums-hero', { width: 1600, height: 900 }, 'jpg', p.violet, 'pads', 'Neon Drums', 'Punchy synthwave kits', 'Neon Drums banner'),
  entry('soundpack-analog-bass-hero', { width: 1600, height: 900 }, 'jpg', p.ember, 'waveform', 'Analog Bass', 'Sub, reese and acid lines', 'Analog Bass banner'),
  // Social sharing images, 1200 × 630
  entry('og-site', OG, 'jpg', p.midnight, 'turntable', 'Music Software', 'DJ and production software', 'Music Software: DJ and production software'),
  entry('og-dj', OG, 'jpg', p.violet, 'turntable', 'DJ Pro & DJ Lite', 'DJ software for every stage', 'DJ Pro and DJ Lite'),
  entry('og-studio', OG, 'jpg', p.ember, 'pads', 'Studio', 'Make beats on your computer', 'Studio: make beats on your computer'),
  entry('og-sample', OG, 'jpg', p.forest, 'waveform', 'Sample', 'The sampler plugin', 'Sample: the sampler plugin'),
  entry('og-hex-fx', OG, 'jpg', p.dusk, 'knobs', 'Hex FX', 'Effects plugin', 'Hex FX effects plugin'),
  entry('og-pnt', OG, 'jpg', p.steel, 'waveform', "Pitch 'n' Time", 'Time-stretching plugin', "Pitch 'n' Time plugin"),
  entry('og-careers', OG, 'jpg', p.sand, 'rings', 'Careers', 'Join the team', 'Careers at Music Software'),
  // Product icons (transparent PNG)
  entry('icon-dj-pro', { width: 512, height: 512 }, 'png', p.violet, 'os', 'DJ', undefined, 'DJ Pro icon', {transparent: true,}),
  entry('icon-dj-lite', { width: 512, height: 512 }, 'png', p.ocean, 'os', 'DL', undefined, 'DJ Lite icon', {transparent: true,}),
  entry('icon-studio', { width: 512, height: 512 }, 'png', p.ember, 'os', 'St', undefined, 'Studio icon', {transparent: true,}),
  entry('icon-sample', { width: 512, height: 512 }, 'png', p.forest, 'os', 'Sa', undefined, 'Sample icon', {transparent: true,}),
  entry('icon-hex-fx', { width: 512, height: 512 }, 'png', p.dusk, 'os', 'Hx', undefined, 'Hex FX icon', {transparent: true,}),
  entry('icon-pnt', { width: 512, height: 512 }, 'png', p.steel, 'os', 'PT', undefined, "Pitch 'n' Time icon", { transparent: true }),
  entry('icon-producer-suite', { width: 512, height: 512 }, 'png', p.citrus, 'os', 'PS', undefined, 'Producer Suite icon', { transparent: true }),
  entry('os-mac', { width: 256, height: 256 }, 'png', p.steel, 'os', 'mac', undefined, 'macOS', {transparent: true,}),
  entry('os-windows', { width: 256, height: 256 }, 'png', p.ocean, 'os', 'win', undefined, 'Windows', {transparent: true,}),
  // Team portraits
  entry('team-aroha', { width: 600, height: 750 }, 'webp', p.mint, 'portrait', '', undefined, 'Illustrated portrait of Aroha Ngata'),
  entry('team-mateo', { width: 600, height: 750 }, 'webp', p.sand, 'portrait', '', undefined, 'Illustrated portrait of Mateo Ruiz'),
  entry('team-priya', { width: 600, height: 750 }, 'webp', p.dusk, 'portrait', '', undefined, 'Illustrated portrait of Priya Raman'),
  entry('team-jonas', { width: 600, height: 750 }, 'webp', p.ocean, 'portrait', '', undefined, 'Illustrated portrait of Jonas Weber'),
  // Video posters, 1920 × 1080
  entry('poster-dj-pro-trailer', { width: 1920, height: 1080 }, 'jpg', p.violet, 'turntable', 'DJ Pro 3.2', 'Watch the trailer', 'DJ Pro 3.2 trailer poster'),
  entry('poster-studio-beat', { width: 1920, height: 1080 }, 'jpg', p.ember, 'pads', 'Make a beat in Studio', 'Tutorial · 4 min', 'Make a beat in Studio video poster'),
  entry('poster-stems', { width: 1920, height: 1080 }, 'jpg', p.midnight, 'waveform', 'Stems in DJ Pro', 'Tutorial · 3 min', 'Stems in DJ Pro video poster'),
]
