/**
 * DJ Pro and DJ Lite learning pages: streaming, tutorials and a how-to.
 */
import { block, cta, type Doc, headerSec, img, numbered, page, ref, rt, sec } from './build.ts'
import { BASE, type Dj, NAME } from './dj-shared.ts'
import { videos } from './media.ts'

/** A live or music streaming page of DJ Pro or DJ Lite. */
export function streaming(type: 'livestreaming' | 'musicstreaming', product: Dj): Doc {
  const name = NAME[product]
  const live = type === 'livestreaming'
  return page(type, `${type}-${product}`, {
    title: live ? `Live streaming with ${name}` : `Music streaming in ${name}`,
    description: live
      ? `Broadcast your ${name} sets live with clean audio and a camera overlay.`
      : `Play millions of tracks from streaming services in ${name}, with offline locker for DJ Pro.`,
    product,
    og: 'og-dj',
    pageBuilder: [
      headerSec(
        {
          heading: live ? 'Go live from your decks' : 'Millions of tracks, no downloads',
          subheading: live
            ? `${name} sends your master output straight to your streaming software, at studio quality.`
            : `Log in to a streaming service inside ${name} and search its whole catalogue from the library.`,
          backgroundImage: img(live ? 'card-livestream' : 'card-streaming'),
        },
        'dark',
      ),
      live
        ? sec(
            { title: 'How it works' },
            block('threeColumnContent', {
              heading: 'Set up in minutes',
              columns: [
                {
                  _type: 'contentColumn',
                  heading: '1. Route audio',
                  body: rt(`Choose “Broadcast output” in ${name} settings.`),
                },
                {
                  _type: 'contentColumn',
                  heading: '2. Add your camera',
                  body: rt('Use any streaming app that accepts a system audio source.'),
                },
                {
                  _type: 'contentColumn',
                  heading: '3. Go live',
                  body: rt('Mic talk-over ducks the music automatically.'),
                },
              ],
            }),
          )
        : sec(
            { title: 'Details' },
            block('twoColumnSubSection', {
              heading: 'How streaming works',
              leftColumn: {
                _type: 'contentColumn',
                heading: 'Search and play',
                body: rt('Streamed tracks get analysed on the fly: BPM, key and beatgrid in seconds.'),
              },
              rightColumn: {
                _type: 'contentColumn',
                heading: 'Offline locker',
                body: rt(
                  product === 'dj-pro'
                    ? 'DJ Pro can keep up to 1,000 streamed tracks available offline, for booths without internet.'
                    : 'Offline locker comes with [DJ Pro](/upgrade).',
                ),
              },
            }),
          ),
    ],
  })
}

/** The tutorials landing page of DJ Pro or DJ Lite. */
export function tutorials(product: Dj): Doc {
  const base = BASE[product]
  return page('tutorials', `tutorials-${product}`, {
    title: `${NAME[product]} tutorials`,
    description: `Video tutorials for ${NAME[product]}: beginner mixing, stems, sampler and performance techniques.`,
    product,
    og: 'og-dj',
    pageBuilder: [
      headerSec({
        eyebrow: 'Tutorials',
        heading: `Learn ${NAME[product]}`,
        subheading: 'Short videos, one feature at a time.',
      }),
      sec(
        { title: 'Videos' },
        block('threeColumnFilteredVideoContainer', {
          heading: 'All videos',
          filterTags: ['beginner', 'performance', 'stems'],
          allFilterLabel: 'All videos',
          videos: [
            {
              _type: 'filteredVideo',
              video: ref(videos.djLiteFirstMix),
              heading: 'Your first mix',
              body: rt('Load two tracks, match tempo and blend.'),
              tags: ['beginner'],
            },
            {
              _type: 'filteredVideo',
              video: ref(videos.stems),
              heading: 'Stems in practice',
              body: rt('Acapella-over-instrumental in one move.'),
              tags: ['stems', 'performance'],
            },
            {
              _type: 'filteredVideo',
              video: ref(videos.djProTrailer),
              heading: 'What’s new in 3.2',
              body: rt('Stem FX, smarter sync, new hardware.'),
            },
          ],
        }),
      ),
      sec(
        { title: 'Guides' },
        block('thumbnailCard3Col', {
          heading: 'Step-by-step guides',
          cards: [
            {
              _type: 'card',
              heading: 'Prepare a set',
              body: rt('Crates, cue points and energy.'),
              image: img('card-tutorial-mix'),
              cta: cta('Read', '/dj-pro/tutorials/prepare-a-set', 'text'),
            },
            {
              _type: 'card',
              heading: 'Read the manual',
              body: rt('Every feature, explained.'),
              image: img('card-manual'),
              cta: cta('Open', `${base}/resources/manual`, 'text'),
            },
          ],
        }),
      ),
    ],
  })
}

/** The DJ Pro how-to page /dj/pro/tutorials/prepare-a-set. */
export function howToDjPro(): Doc {
  return page('howTo', 'how-to-dj-pro-prepare-a-set', {
    title: 'How to prepare a DJ set',
    description:
      'Prepare a DJ set in DJ Pro: build a crate, set cue points, check keys and plan the energy of your set.',
    slug: 'prepare-a-set',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      headerSec({
        eyebrow: 'DJ Pro tutorial',
        heading: 'How to prepare a set',
        subheading: 'Thirty minutes of preparation for a two-hour set you can enjoy.',
      }),
      sec(
        { title: 'Steps' },
        block('stepCardList', {
          heading: 'Five steps',
          steps: [
            {
              _type: 'stepCard',
              heading: 'Build a crate',
              body: rt('Drag 40–60 tracks into a new crate. Aim for twice what you will play.'),
              image: img('card-manual'),
            },
            {
              _type: 'stepCard',
              heading: 'Analyse everything',
              body: rt(
                'Select the crate and press **Analyze files** so BPM, key and beatgrids are ready offline.',
              ),
            },
            {
              _type: 'stepCard',
              heading: 'Set cue points',
              body: rt(
                'Mark the first downbeat, the first vocal and the drop. Use the same colours in every track.',
              ),
            },
            {
              _type: 'stepCard',
              heading: 'Check keys',
              body: rt(
                'Sort by key and note tracks that blend. The key column shows compatible keys in green.',
              ),
            },
            {
              _type: 'stepCard',
              heading: 'Plan the energy',
              body: rt(
                ...numbered(
                  'Warm-up: under 120 BPM',
                  'Build: 120–124 BPM',
                  'Peak: your biggest tracks',
                  'Close: something memorable',
                ),
              ),
            },
          ],
        }),
      ),
      sec(
        { title: 'Video' },
        block('inlineVideoThumbnail', {
          heading: 'Watch: stems for live edits',
          video: ref(videos.stems),
          playLabel: 'Play the stems tutorial',
        }),
      ),
    ],
  })
}
