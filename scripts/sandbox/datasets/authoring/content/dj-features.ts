/**
 * DJ Pro and DJ Lite features pages (and the DJ Pro draft for preview).
 */
import { block, bullets, cta, type Doc, heroSec, img, page, ref, rt, sec, section, sub } from './build.ts'
import { videos } from './media.ts'

/** Hero heading of the published DJ Pro features page; its draft prefixes "Draft: ". */
export const DJ_PRO_HEADING = 'Four decks. Real-time stems. No limits.'

const feature = (heading: string, body: string, image: string) =>
  block('basicFeatureCard', { heading, body: rt(body), image: img(image) })

/** The DJ Pro features page, /dj/pro (the draft when `draft`). */
export function djProFeatures(draft: boolean): Doc {
  return page('features', draft ? 'drafts.features-dj-pro' : 'features-dj-pro', {
    title: 'DJ Pro',
    description:
      'DJ Pro: professional DJ software with four decks, real-time stems, sampler, DVS and support for 100+ controllers.',
    product: 'dj-pro',
    og: 'og-dj',
    updated: draft ? '2026-11-20T10:40:00Z' : '2026-11-17T15:10:00Z',
    pageBuilder: [
      heroSec({
        eyebrow: 'DJ Pro 3.2',
        heading: draft ? `Draft: ${DJ_PRO_HEADING}` : DJ_PRO_HEADING,
        subheading: 'The DJ software clubs and touring DJs trust, now with effects on every stem.',
        ctas: [
          cta('Download free trial', '/dj/pro/free-trial'),
          cta('Buy DJ Pro', '/dj-pro/buy-dj-pro', 'secondary'),
        ],
        portraitImage: img('dj-pro-portrait'),
        squareImage: img('dj-pro-square'),
        landscapeImage: img('dj-pro-hero'),
        desktopVideo: ref(videos.djProTrailer),
        laptopVideo: ref(videos.djProTrailer),
        theme: 'light',
      }),
      sec(
        { title: 'Key features' },
        block('featureCardContainer', {
          heading: 'Built for the booth',
          body: rt('Everything you need to play a four-hour set, and nothing that gets in the way.'),
          columns: 3,
          cards: [
            feature(
              'Real-time stems',
              'Split any track into vocals, melody, bass and drums, instantly, on any recent laptop.',
              'card-stems',
            ),
            feature(
              'Sampler',
              'Eight slots per deck for horns, drops and a cappellas, synced to the track.',
              'card-sampler',
            ),
            feature(
              'FX',
              'Three FX units per deck with 40 effects, including the new stem sends.',
              'card-fx',
            ),
            feature(
              'DVS',
              'Scratch with control vinyl or CDJs. Latency under 2 ms with supported mixers.',
              'card-control-vinyl',
            ),
            feature(
              'Hardware',
              'Plug-and-play with more than 100 controllers and club mixers.',
              'card-hardware',
            ),
            feature(
              'Streaming',
              'Play tracks straight from the biggest streaming services.',
              'card-streaming',
            ),
          ],
          ctas: [cta('See all features in the manual', '/dj/pro/resources/manual', 'text')],
        }),
      ),
      sec(
        { title: 'Stems' },
        block('h2FeatureBlock2Col', {
          eyebrow: 'Stems',
          heading: 'Stems with their own effects',
          body: rt(
            'Solo the vocal for a breakdown, drop the drums under a new beat or echo out just the melody. In 3.2 each stem can go to its own FX unit.',
            ...bullets(
              'Four stems: vocals, melody, bass, drums',
              'Stem FX sends, per deck',
              'Stem pads for instant acapellas and instrumentals',
            ),
          ),
          ctas: [cta('Watch the stems tutorial', '/dj/pro/tutorials', 'text')],
          video: ref(videos.stems),
          image: img('card-stems'),
          mediaPosition: 'left',
        }),
      ),
      sec(
        { title: 'Slideshow', theme: 'dark' },
        block('slideshowBlock', {
          heading: 'A tour of DJ Pro',
          autoplay: true,
          intervalSeconds: 7,
          slides: [
            {
              _type: 'slide',
              sanityImage: img('dj-pro-hero'),
              heading: 'Four-deck layout',
              body: rt('See all four waveforms stacked, with the beatgrid lined up.'),
            },
            {
              _type: 'slide',
              sanityImage: img('card-sampler'),
              heading: 'Sampler',
              body: rt('Trigger loops and one-shots in time with the master tempo.'),
            },
            {
              _type: 'slide',
              sanityImage: img('card-fx'),
              heading: 'FX',
              body: rt('Chain up to three effects per unit.'),
              cta: cta('Get the FX Pack', '/dj/pro/expansions', 'text'),
            },
          ],
        }),
      ),
      section(
        { title: 'Videos' },
        sub(
          {},
          block('videoModal', {
            heading: 'DJ Pro 3.2 in 90 seconds',
            buttonLabel: 'Watch the trailer',
            thumbnail: img('poster-dj-pro-trailer'),
            video: ref(videos.djProTrailer),
          }),
        ),
        sub(
          {},
          block('inlineVideoThumbnail', {
            heading: 'Stems, explained',
            video: ref(videos.stems),
            caption: 'Three minutes with our product designer Priya on how stems work.',
            playLabel: 'Play the stems video',
          }),
        ),
      ),
      sec(
        { title: 'Quote' },
        block('quoteBlock', {
          quote: 'I haven’t carried a laptop that crashed in a booth in six years.',
          attribution: 'Marco Vidal',
          attributionRole: 'Touring DJ',
          image: img('team-mateo', 'Portrait of Marco Vidal'),
        }),
      ),
    ],
  })
}

/** The DJ Lite features page, /dj/lite. */
export function djLiteFeatures(): Doc {
  return page('features', 'features-dj-lite', {
    title: 'DJ Lite',
    description:
      'DJ Lite: free DJ software for beginners. Two decks, practice mode and plug-and-play with starter controllers.',
    product: 'dj-lite',
    og: 'og-dj',
    pageBuilder: [
      heroSec({
        eyebrow: 'Free',
        heading: 'Your first mix starts here',
        subheading:
          'DJ Lite is free DJ software for Mac and Windows. Plug in a starter controller, or practise with just your laptop.',
        ctas: [
          cta('Download DJ Lite', '/dj/lite/downloads'),
          cta('Upgrade to DJ Pro', '/upgrade', 'secondary'),
        ],
        landscapeImage: img('dj-lite-hero'),
        mobileVideo: ref(videos.djLiteFirstMix),
        theme: 'light',
      }),
      sec(
        { title: 'Features' },
        block('featureCardContainer', {
          heading: 'Everything to learn on',
          columns: 3,
          cards: [
            feature(
              'Practice mode',
              'No controller yet? Mix two tracks with your keyboard and trackpad.',
              'card-tutorial-mix',
            ),
            feature(
              'Sync and key',
              'Beat sync and key detection keep your first blends smooth.',
              'card-stems',
            ),
            feature(
              'Streaming',
              'Play from streaming services without owning a single file.',
              'card-streaming',
            ),
          ],
        }),
      ),
      sec(
        { title: 'Learn' },
        block('inlineVideoThumbnail', {
          heading: 'Your first mix, in five minutes',
          thumbnail: img('card-tutorial-mix'),
          video: ref(videos.djLiteFirstMix),
          playLabel: 'Play: your first mix',
        }),
      ),
    ],
  })
}
