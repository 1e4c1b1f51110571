/**
 * Pages reached through the general `/{product}/…` patterns of docs/requirements.md §2 for products whose own route
 * list does not name them (routes of `codegen.config.ts` `contentRoutes`): Pitch 'n' Time
 * expansions, pricing, a pricing child and free trial; Producer Suite and DJ Lite pricing; Hex FX
 * tutorials; Studio resources; a DJ Lite control vinyl page; Sample live streaming; Studio music
 * streaming.
 */
import { block, bullets, cta, type Doc, img, p, page, ref, rt, sec, small } from './build.ts'
import { buy, header, text } from './general-blocks.ts'
import { videos } from './media.ts'
import { pntDocuments } from './pnt.ts'

/** Every page of the general patterns. */
export function generalDocuments(): Doc[] {
  return [
    ...pntDocuments(),
    page('pricing', 'pricing-producer-suite', {
      title: 'Producer Suite pricing',
      description: 'Producer Suite costs US$29.99 a month or US$299 a year, with every sound pack included.',
      product: 'producer-suite',
      og: 'og-studio',
      pageBuilder: [
        header(
          'Pricing',
          'Producer Suite pricing',
          'Studio, Sample, Hex FX and Pitch ’n’ Time in one subscription.',
        ),
        buy(
          'producer-suite',
          'Producer Suite',
          'Monthly, or yearly with two months free.',
          'US$29.99/month or US$299/year',
          'icon-producer-suite',
          '/music-production/producer-suite',
          'See what’s included',
        ),
        text(
          'Good to know',
          small('Cancel any time; sound packs you downloaded stay licensed after you cancel.'),
        ),
      ],
    }),
    page('pricing', 'pricing-dj-lite', {
      title: 'DJ Lite pricing',
      description: 'DJ Lite is free. Upgrade to DJ Pro when you need four decks, stems and recording.',
      product: 'dj-lite',
      og: 'og-dj',
      pageBuilder: [
        header(
          'Pricing',
          'DJ Lite is free',
          'No trial, no time limit, no card. Upgrade only when you want more.',
        ),
        buy(
          'dj-pro',
          'Ready for more?',
          'DJ Pro adds four decks, stems, recording and club hardware.',
          'From US$14.99/month',
          'icon-dj-pro',
          '/upgrade',
          'Upgrade to DJ Pro',
        ),
      ],
    }),
    page('tutorials', 'tutorials-hex-fx', {
      title: 'Hex FX tutorials',
      description: 'Learn Hex FX: morphing between corners, automating the puck and building transitions.',
      product: 'hex-fx',
      og: 'og-hex-fx',
      pageBuilder: [
        header('Tutorials', 'Learn Hex FX', 'Three short lessons on getting the most out of the hexagon.'),
        sec(
          { title: 'Lessons' },
          block('thumbnailCard3Col', {
            cards: [
              {
                _type: 'card',
                heading: 'Morphing 101',
                body: rt('Drag the puck between two corners and listen to the blend.'),
                image: img('card-fx'),
              },
              {
                _type: 'card',
                heading: 'Automate the puck',
                body: rt('Record puck moves as two automation lanes in your DAW.'),
                image: img('hex-fx-hero'),
              },
              {
                _type: 'card',
                heading: 'Build a transition',
                body: rt('Filter into gate into reverb over eight bars.'),
                image: img('card-tutorial-beat'),
              },
            ],
          }),
        ),
      ],
    }),
    page('resourcesLanding', 'resources-studio', {
      title: 'Studio resources',
      description: 'The Studio manual, keyboard shortcuts and SLAB setup guides.',
      product: 'studio',
      og: 'og-studio',
      pageBuilder: [
        header('Resources', 'Studio resources', 'Manuals and guides for Studio and SLAB.'),
        sec(
          { title: 'Cards' },
          block('thumbnailCard3Col', {
            cards: [
              {
                _type: 'card',
                heading: 'Studio manual',
                body: rt('Every view of Studio, explained.'),
                image: img('card-manual'),
                cta: cta('Read', '/studio/resources/manual', 'text'),
              },
              {
                _type: 'card',
                heading: 'SLAB',
                body: rt('Set up the SLAB pad controller.'),
                image: img('slab-hero'),
                cta: cta('Discover SLAB', '/studio/slab', 'text'),
              },
            ],
          }),
        ),
      ],
    }),
    page('resourcesSlug', 'resources-studio-manual', {
      title: 'Studio manual',
      description: 'The Studio 2.1 manual: pads, patterns, the song view, sounds, mixing and export.',
      slug: 'manual',
      product: 'studio',
      og: 'og-studio',
      pageBuilder: [
        header('Studio resources', 'Studio manual', 'Version 2.1, updated October 2026.'),
        text(
          'Contents',
          ...bullets(
            'Installing and signing in',
            'Pads and kits',
            'Pattern sequencer',
            'Song view',
            'Sound browser and packs',
            'Mixer and effects',
            'Exporting audio and stems',
            'SLAB controller',
          ),
        ),
      ],
    }),
    page('controlVinylResourcesSlug', 'control-vinyl-dj-lite-cv-02', {
      title: 'Control vinyl and DJ Lite',
      description:
        'Control vinyl (DVS) needs DJ Pro. What DJ Lite users need to know before buying turntables.',
      slug: 'cv-02',
      product: 'dj-lite',
      og: 'og-dj',
      pageBuilder: [
        header(
          'Control vinyl',
          'Control vinyl needs DJ Pro',
          'DJ Lite works with controllers; scratching real records with timecode is a DJ Pro feature.',
          'card-control-vinyl',
        ),
        text(
          'What you need',
          ...bullets(
            'DJ Pro (or the 14-day trial)',
            'A supported DVS mixer or interface',
            'Two turntables and our Performance Series control vinyl',
          ),
          p('Read the [Performance Series guide](/dj/pro/resources/control-vinyl/performance-series).'),
        ),
      ],
    }),
    page('livestreaming', 'livestreaming-sample', {
      title: 'Live streaming your sampling sessions',
      description:
        'Stream your beat-making sessions with Sample: show the waveform and pads on screen while you chop.',
      product: 'sample',
      og: 'og-sample',
      pageBuilder: [
        header(
          'Live streaming',
          'Chop live, on stream',
          'Sample’s full-screen view is made to be read by viewers.',
        ),
        sec(
          { title: 'Video' },
          block('videoModal', {
            buttonLabel: 'Watch a streamed session',
            thumbnail: img('poster-studio-beat'),
            video: ref(videos.studioBeat),
          }),
        ),
      ],
    }),
    page('musicstreaming', 'musicstreaming-studio', {
      title: 'Studio on streaming playlists',
      description: 'Our playlists of tracks made with Studio and its sound packs, updated every Friday.',
      product: 'studio',
      og: 'og-studio',
      pageBuilder: [
        header(
          'Music streaming',
          'Made with Studio',
          'Every Friday we add ten new tracks by Studio users to our playlists.',
        ),
        text(
          'Get on the playlist',
          p(
            'Tag your release with #MadeWithStudio and send it to us through your account. We listen to everything.',
          ),
        ),
      ],
    }),
  ]
}
