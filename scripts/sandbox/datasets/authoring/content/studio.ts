/**
 * Studio pages: features, the SLAB page (a `features` document with slug `slab`), free trial, pricing,
 * sounds and sound packs, tutorials (landing plus the two tutorial pages docs/requirements.md §2 names) and how-tos.
 */
import { block, bullets, cta, type Doc, headerSec, heroSec, img, page, ref, rt, sec } from './build.ts'
import { videos } from './media.ts'
import { soundpack, sounds } from './studio-sounds.ts'
import { howToPage, tutorialsLanding } from './studio-tutorials.ts'

function features(): Doc {
  return page('features', 'features-studio', {
    title: 'Studio',
    description:
      'Studio: make beats and full songs on your computer with drum pads, a pattern sequencer and royalty-free sound packs.',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      heroSec({
        eyebrow: 'Studio 2.1',
        heading: 'Make beats. Finish songs.',
        subheading: 'Pads, patterns and thousands of sounds, in an app built for getting ideas down fast.',
        ctas: [
          cta('Start free trial', '/studio/free-trial'),
          cta('See pricing', '/studio/pricing', 'secondary'),
        ],
        landscapeImage: img('studio-hero'),
        theme: 'light',
      }),
      sec(
        { title: 'Features' },
        block('featureCardContainer', {
          heading: 'Fast from the first pad',
          columns: 4,
          cards: [
            {
              _type: 'basicFeatureCard',
              heading: '16 pads',
              body: rt('Play drums and chops with velocity and note repeat.'),
              image: img('card-sampler'),
            },
            {
              _type: 'basicFeatureCard',
              heading: 'Pattern sequencer',
              body: rt('Up to 64 steps per pattern, with swing and per-step probability.'),
              image: img('card-tutorial-beat'),
            },
            {
              _type: 'basicFeatureCard',
              heading: 'Sound packs',
              body: rt('New packs every month, royalty-free.'),
              image: img('cover-neon-drums'),
              cta: cta('Browse sounds', '/studio/sounds', 'text'),
            },
            {
              _type: 'basicFeatureCard',
              heading: 'Export stems',
              body: rt('Bounce every track to WAV for mixing anywhere.'),
              image: img('card-stems'),
            },
          ],
        }),
      ),
      sec(
        { title: 'SLAB' },
        block('h2FeatureBlock2Col', {
          eyebrow: 'Hardware',
          heading: 'Meet SLAB, the pad controller for Studio',
          body: rt(
            'Sixteen velocity-sensitive pads, eight knobs and a screen that shows what you are editing.',
          ),
          ctas: [cta('Discover SLAB', '/studio/slab')],
          image: img('slab-hero'),
          mediaPosition: 'right',
        }),
      ),
      sec(
        { title: 'Video' },
        block('videoModal', {
          buttonLabel: 'Watch: make a beat in 4 minutes',
          video: ref(videos.studioBeat),
        }),
      ),
    ],
  })
}

function slab(): Doc {
  return page('features', 'features-studio-slab', {
    title: 'SLAB pad controller',
    description:
      'SLAB: a 16-pad USB-C controller made for Studio, with eight endless knobs, a colour screen and a built-in audio interface.',
    slug: 'slab',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      heroSec({
        eyebrow: 'Hardware',
        heading: 'SLAB',
        subheading:
          'A 16-pad controller made for Studio. US$299, with a 12-month Studio subscription included.',
        ctas: [cta('Pair SLAB with Studio', '/studio/pricing')],
        landscapeImage: img('slab-hero'),
        theme: 'light',
      }),
      sec(
        { title: 'Image' },
        block('basicImage', {
          image: img('slab-hero', 'SLAB seen from above'),
          caption: 'SLAB: 16 pads, 8 knobs, 1 screen',
          link: { _type: 'link', linkType: 'internal', internalPath: '/studio' },
          width: 'full',
        }),
      ),
      sec(
        { title: 'Specs' },
        block('basicContentBlock', {
          heading: 'Specifications',
          body: rt(
            ...bullets(
              '16 RGB pads, velocity and pressure sensitive',
              '8 endless touch-sensitive knobs',
              '2.4-inch colour screen',
              'Audio interface: 24-bit/48 kHz, two outputs, headphone output',
              'USB-C bus power',
              '320 × 320 × 24 mm, 1.2 kg',
            ),
          ),
        }),
      ),
      sec(
        { title: 'Gallery' },
        block('imageCarousel', {
          heading: 'SLAB in the studio',
          images: [
            { ...img('card-sampler'), caption: 'Pads lit in drum mode' },
            { ...img('card-fx'), caption: 'Knobs mapped to Hex FX' },
          ],
        }),
      ),
    ],
  })
}

function freeTrial(): Doc {
  return page('freeTrial', 'free-trial-studio', {
    title: 'Studio free trial',
    description: 'Try Studio free for 14 days, with five sound packs to keep.',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      sec(
        { title: 'Hero' },
        block('h1HeroBlock2Col', {
          heading: 'Try Studio free for 14 days',
          body: rt('Full Studio, five sound packs you keep forever, no card needed.'),
          ctas: [cta('Download Studio', '/studio/downloads')],
          image: img('studio-hero'),
        }),
      ),
      sec(
        { title: 'Steps' },
        block('stepCardList', {
          heading: 'How the trial works',
          steps: [
            { _type: 'stepCard', heading: 'Install Studio', body: rt('Download for macOS or Windows.') },
            {
              _type: 'stepCard',
              heading: 'Pick five packs',
              body: rt('Choose any five sound packs; they are yours to keep.'),
            },
            {
              _type: 'stepCard',
              heading: 'Make something',
              body: rt('Follow [how to make a beat](/studio/tutorials/how-to-make-a-beat) to get started.'),
            },
          ],
        }),
      ),
    ],
  })
}

function pricing(): Doc {
  return page('pricing', 'pricing-studio', {
    title: 'Studio pricing',
    description:
      'Studio costs US$9.99 a month or US$99 a year. Producer Suite adds Sample, Hex FX and Pitch ’n’ Time for US$29.99 a month.',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      headerSec({
        heading: 'Studio pricing',
        subheading: 'Every plan includes all features and new sound packs each month.',
      }),
      sec(
        { title: 'Plans' },
        block('basicContentBlock3Col', {
          heading: 'Plans',
          columns: [
            {
              _type: 'contentColumn',
              heading: 'Monthly: US$9.99',
              body: rt('Cancel any time.'),
              ctas: [cta('Subscribe', '/studio/free-trial')],
            },
            {
              _type: 'contentColumn',
              heading: 'Yearly: US$99',
              body: rt('Two months free.'),
              ctas: [cta('Subscribe yearly', '/studio/free-trial')],
            },
            {
              _type: 'contentColumn',
              heading: 'Producer Suite: US$29.99/month',
              body: rt('Studio, Sample, Hex FX and Pitch ’n’ Time.'),
              ctas: [cta('See the suite', '/music-production/producer-suite')],
            },
          ],
        }),
      ),
    ],
  })
}

/** Studio documents (not downloads). */
export function studioDocuments(): Doc[] {
  return [
    features(),
    slab(),
    freeTrial(),
    pricing(),
    sounds(),
    soundpack(
      'lofi-keys',
      'Lo-Fi Keys',
      'Dusty electric pianos, tape-warped chords and vinyl-crackle textures, recorded through a 1970s tape machine.',
      'soundpack-lofi-keys-hero',
      'cover-lofi-keys',
      'loop-lofi-keys',
      [
        '148 samples: 60 chord loops, 48 one-shots, 40 textures',
        '70–90 BPM, labelled with key',
        '24-bit WAV, 1.2 GB',
      ],
      'studio-license-modal-2026',
    ),
    soundpack(
      'neon-drums',
      'Neon Drums',
      'Punchy synthwave kits: gated snares, big toms and bright hats, tuned to play together.',
      'soundpack-neon-drums-hero',
      'cover-neon-drums',
      'loop-neon-drums',
      ['212 samples: 16 kits, 90 loops', '100–118 BPM', '24-bit WAV, 850 MB'],
      'studio-license-modal-2025',
    ),
    soundpack(
      'analog-bass',
      'Analog Bass',
      'Sub, reese and acid lines recorded from three vintage monosynths, each in every key.',
      'soundpack-analog-bass-hero',
      'cover-analog-bass',
      'loop-analog-bass',
      ['96 samples: 72 loops, 24 multisampled instruments', '90–140 BPM', '24-bit WAV, 640 MB'],
    ),
    tutorialsLanding(),
    howToPage('tutorials', 'remix', 'how-to-make-a-remix'),
    howToPage('tutorials', 'beat', 'how-to-make-a-beat', '2026-11-10T09:00:00Z'),
    howToPage('howTo', 'mixing', 'mixing-101'),
    howToPage('howTo', 'remix', 'how-to-make-a-remix', '2026-10-28T09:00:00Z'),
    howToPage('howTo', 'beat', 'how-to-make-a-beat', '2026-10-28T09:00:00Z'),
  ]
}
