/**
 * Support documents: media tags, video assets (uploaded MP4 clips, each with a poster
 * and tags) and the two studio licence modals (the newer one is what sound pages show).
 */
import { bullets, type Doc, doc, file, h3, img, p, ref, rt } from './build.ts'

/** Media tag names (`media.tag` documents, `name.current`). */
export const mediaTagNames = [
  'tutorial',
  'trailer',
  'beginner',
  'performance',
  'production',
  'stems',
  'dj-pro',
  'studio',
] as const

/** The id of a media tag document. */
export const tagId = (name: (typeof mediaTagNames)[number]) => `media-tag-${name}`

const tags = (...names: (typeof mediaTagNames)[number][]) => names.map((name) => ref(tagId(name)))

/** Video asset ids used by the pages. */
export const videos = {
  djProTrailer: 'video-dj-pro-trailer',
  studioBeat: 'video-studio-beat',
  stems: 'video-stems',
  djLiteFirstMix: 'video-dj-lite-first-mix',
} as const

export function mediaDocuments(): Doc[] {
  return [
    ...mediaTagNames.map((name) =>
      doc('media.tag', tagId(name), { name: { _type: 'slug', current: name } }, '2026-06-02T08:00:00Z'),
    ),
    doc('videoAsset', videos.djProTrailer, {
      title: 'DJ Pro 3.2 trailer',
      file: file('video-dj-pro-trailer'),
      poster: img('poster-dj-pro-trailer'),
      mediaTags: tags('trailer', 'dj-pro', 'performance'),
    }),
    doc('videoAsset', videos.studioBeat, {
      title: 'Make a beat in Studio in four minutes',
      file: file('video-studio-beat'),
      poster: img('poster-studio-beat'),
      mediaTags: tags('tutorial', 'studio', 'beginner', 'production'),
    }),
    doc('videoAsset', videos.stems, {
      title: 'Real-time stems in DJ Pro',
      file: file('video-stems'),
      poster: img('poster-stems'),
      mediaTags: tags('tutorial', 'dj-pro', 'stems', 'performance'),
    }),
    doc('videoAsset', videos.djLiteFirstMix, {
      title: 'Your first mix with DJ Lite',
      // Its clip is the stems video's file: a URL of its own would name one port of the sandbox.
      file: file('video-stems'),
      poster: img('card-tutorial-mix'),
      mediaTags: tags('tutorial', 'beginner'),
    }),
    doc(
      'studioLicenseModal',
      'studio-license-modal-2025',
      {
        title: 'Sound licence (2025)',
        body: rt(
          p('Every sound in this pack is cleared for use in your own music, royalty-free.'),
          p('You may not resell or share the sounds on their own, or as part of another sample pack.'),
        ),
        terms: rt(
          h3('Licence terms, version 2025.1'),
          ...bullets(
            'Use the sounds in released and unreleased music, commercially or not.',
            'No attribution needed.',
            'Do not redistribute the sounds as samples, loops or presets.',
          ),
        ),
      },
      '2025-02-01T10:00:00Z',
      '2025-03-10T12:00:00Z',
    ),
    doc(
      'studioLicenseModal',
      'studio-license-modal-2026',
      {
        title: 'Sound licence',
        body: rt(
          p(
            'Sounds from Studio packs are **royalty-free**: put them in tracks you release, stream, sync or play out, with no extra fees and no credit needed.',
          ),
          p(
            'The licence covers the music you make with the sounds. It does not let you pass the sounds themselves on to others.',
          ),
        ),
        terms: rt(
          h3('Licence terms, version 2026.2'),
          ...bullets(
            'You may use the sounds in musical works you create, including commercial releases, streams, broadcasts, films, games and live performances.',
            'You may edit, chop, layer and process the sounds in any way.',
            'You may not sell, share or give away the sounds on their own or in sample packs, construction kits, presets or libraries, even if modified.',
            'You may not register the sounds, or works that use them in isolation, with content identification systems.',
            'The licence is personal to the account that downloaded the pack and lasts forever, also after a subscription ends.',
          ),
        ),
      },
      '2026-01-12T10:00:00Z',
      '2026-10-02T09:15:00Z',
    ),
  ]
}
