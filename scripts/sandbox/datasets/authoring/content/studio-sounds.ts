/**
 * Studio sounds and sound pack pages.
 */
import { block, bullets, cta, type Doc, file, headerSec, img, page, ref, rt, sec, small } from './build.ts'
import { videos } from './media.ts'

/** The Studio sounds page, /studio/sounds. */
export function sounds(): Doc {
  const card = (
    title: string,
    artist: string,
    description: string,
    cover: string,
    audio: string,
    soundpack: string,
    tags: string[],
  ) => ({
    _type: 'soundsCard',
    title,
    artist,
    description: rt(description),
    image: img(cover),
    audio: file(audio),
    soundpack: ref(soundpack),
    cta: cta('View pack', `/studio/sounds/${soundpack.replace('soundpack-', '')}`, 'text'),
    tags,
  })
  return page('sounds', 'sounds-studio', {
    title: 'Studio sounds',
    description: 'Royalty-free sound packs for Studio: drums, keys, bass and vocals from working producers.',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      headerSec(
        {
          eyebrow: 'Sounds',
          heading: 'Sounds for Studio',
          subheading: 'New royalty-free packs every month, included with your subscription.',
        },
        'dark',
      ),
      sec(
        { title: 'Packs' },
        block('soundsCardContainer', {
          heading: 'Featured packs',
          filterTags: ['Drums', 'Keys', 'Bass'],
          soundsCards: [
            card(
              'Lo-Fi Keys',
              'Tape Room',
              'Dusty electric pianos and tape-warped chords at 70–90 BPM.',
              'cover-lofi-keys',
              'loop-lofi-keys',
              'soundpack-lofi-keys',
              ['Keys'],
            ),
            card(
              'Neon Drums',
              'Grid Society',
              'Punchy synthwave kits, gated snares and 80s toms.',
              'cover-neon-drums',
              'loop-neon-drums',
              'soundpack-neon-drums',
              ['Drums'],
            ),
            card(
              'Analog Bass',
              'Low End Theory Lab',
              'Sub, reese and acid lines from three vintage monosynths.',
              'cover-analog-bass',
              'loop-analog-bass',
              'soundpack-analog-bass',
              ['Bass'],
            ),
          ],
        }),
      ),
      sec(
        { title: 'Previews' },
        block('audioPreviewContainer', {
          heading: 'Listen first',
          body: rt('Preview a loop from this month’s packs.'),
          cards: [
            {
              _type: 'audioPreviewCard',
              title: 'Vocal Chops',
              subtitle: 'Coming next month',
              mediaType: 'audio',
              image: img('cover-lofi-keys'),
              audio: file('preview-vocal-chops'),
            },
            {
              _type: 'audioPreviewCard',
              title: 'Make a beat with Neon Drums',
              subtitle: 'Video',
              mediaType: 'video',
              image: img('poster-studio-beat'),
              video: ref(videos.studioBeat),
            },
          ],
        }),
      ),
    ],
  })
}

/** A sound pack page, /studio/sounds/{slug}. */
export function soundpack(
  slug: string,
  title: string,
  description: string,
  hero: string,
  cover: string,
  audio: string,
  contents: string[],
  licenseModal?: string,
): Doc {
  return page('soundpack', `soundpack-${slug}`, {
    title,
    description,
    slug,
    product: 'studio',
    og: 'og-studio',
    fields: { heroImage: img(hero), ...(licenseModal ? { licenseModal: ref(licenseModal) } : {}) },
    pageBuilder: [
      sec(
        { title: 'About' },
        block('h1HeroBlock2Col', {
          eyebrow: 'Sound pack',
          heading: title,
          body: rt(
            description,
            ...bullets(...contents),
            small('Royalty-free under the Studio sound licence.'),
          ),
          image: img(cover),
          mediaPosition: 'left',
          ctas: [cta('Get it with Studio', '/studio/pricing'), cta('All sounds', '/studio/sounds', 'text')],
        }),
      ),
      sec(
        { title: 'Preview' },
        block('audioPreviewContainer', {
          heading: 'Preview',
          cards: [
            {
              _type: 'audioPreviewCard',
              title: `${title} demo loop`,
              mediaType: 'audio',
              image: img(cover),
              audio: file(audio),
            },
          ],
        }),
      ),
    ],
  })
}
