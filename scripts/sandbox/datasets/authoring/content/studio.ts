/**
 * Studio pages: features, the SLAB page (a `features` document with slug `slab`), free trial, pricing,
 * sounds and sound packs, tutorials (landing plus the two tutorial pages spec §2 names) and how-tos.
 */
import { block, bullets, cta, type Doc, file, img, page, ref, rt, sec, small } from './build.ts'
import { videos } from './media.ts'

function features(): Doc {
  return page('features', 'features-studio', {
    title: 'Studio',
    description:
      'Studio: make beats and full songs on your computer with drum pads, a pattern sequencer and royalty-free sound packs.',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('heroBlock', {
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
      ),
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
      sec(
        { title: 'Hero', theme: 'dark' },
        block('heroBlock', {
          eyebrow: 'Hardware',
          heading: 'SLAB',
          subheading:
            'A 16-pad controller made for Studio. US$299, with a 12-month Studio subscription included.',
          ctas: [cta('Pair SLAB with Studio', '/studio/pricing')],
          landscapeImage: img('slab-hero'),
          theme: 'light',
        }),
      ),
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
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          heading: 'Studio pricing',
          subheading: 'Every plan includes all features and new sound packs each month.',
        }),
      ),
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

function sounds(): Doc {
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
      sec(
        { title: 'Header', theme: 'dark' },
        block('basicPageHeader', {
          eyebrow: 'Sounds',
          heading: 'Sounds for Studio',
          subheading: 'New royalty-free packs every month, included with your subscription.',
        }),
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

function soundpack(
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
        block('basicContentSection', {
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

/** The content of a “how to” page, used both as a studio `tutorials` page and as a `howTo` page. */
function howToContent(topic: 'remix' | 'beat' | 'mixing'): {
  title: string
  description: string
  steps: string[][]
} {
  if (topic === 'remix') {
    return {
      title: 'How to make a remix',
      description:
        'Make a remix in Studio: import the stems, find a new tempo, write new drums and bass, and arrange it.',
      steps: [
        [
          'Import the stems',
          'Drag the original vocal and instrument stems into Studio. Studio detects tempo and key.',
        ],
        [
          'Pick a new tempo',
          'Set the project tempo. Studio stretches the stems with Pitch ’n’ Time quality, so vocals stay natural.',
        ],
        ['Write new drums', 'Load a kit from **Neon Drums** and program a new groove on the pads.'],
        ['Replace the bass', 'Use an **Analog Bass** line in the original key.'],
        ['Arrange', 'Build intro, break and drop in the song view; export as WAV.'],
      ],
    }
  }
  if (topic === 'beat') {
    return {
      title: 'How to make a beat',
      description:
        'Make your first beat in Studio in four steps: choose a kit, program drums, add a bassline and a melody.',
      steps: [
        ['Choose a kit', 'Open the browser and load a drum kit onto the pads.'],
        [
          'Program the drums',
          'Kick on 1 and 3, snare on 2 and 4, hats on every eighth note. Add swing to taste.',
        ],
        ['Add a bassline', 'Follow the kick with a simple bass pattern in the same key.'],
        ['Add a melody', 'Record a chord loop from **Lo-Fi Keys** and you have a beat.'],
      ],
    }
  }
  return {
    title: 'Mixing 101',
    description:
      'Mix your Studio tracks: levels first, then panning, EQ and compression, then a final check on headphones and speakers.',
    steps: [
      ['Set levels', 'Start with the kick at −12 dB and balance everything else against it.'],
      ['Pan', 'Keep kick, snare, bass and lead in the centre; spread hats and pads.'],
      ['EQ', 'Cut before you boost. Roll off lows on everything except kick and bass.'],
      ['Compress', 'Glue the drums with 2–3 dB of gain reduction.'],
    ],
  }
}

function howToPage(
  type: 'tutorials' | 'howTo',
  topic: 'remix' | 'beat' | 'mixing',
  slug: string,
  updated?: string,
): Doc {
  const c = howToContent(topic)
  return page(type, `${type === 'tutorials' ? 'tutorials' : 'how-to'}-studio-${slug}`, {
    title: c.title,
    description: c.description,
    slug,
    product: 'studio',
    og: 'og-studio',
    updated,
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', { eyebrow: 'Studio tutorial', heading: c.title, subheading: c.description }),
      ),
      sec(
        { title: 'Video' },
        block('inlineVideoThumbnail', {
          heading: 'Watch it first',
          thumbnail: img('poster-studio-beat'),
          video: ref(videos.studioBeat),
          caption: 'Four minutes, start to finish.',
          playLabel: `Play: ${c.title}`,
        }),
      ),
      sec(
        { title: 'Steps' },
        block('stepCardList', {
          heading: 'Step by step',
          steps: c.steps.map(([heading = '', body = ''], index) => ({
            _type: 'stepCard',
            heading,
            body: rt(body),
            ...(index === 0 ? { image: img('card-tutorial-beat') } : {}),
          })),
          ctas: [cta('More Studio tutorials', '/studio/tutorials', 'text')],
        }),
      ),
      sec(
        { title: 'Screenshot' },
        block('basicImage', {
          image: img('card-sampler', 'The Studio pad view'),
          caption: 'The pad view, where every step starts.',
        }),
      ),
    ],
  })
}

function tutorialsLanding(): Doc {
  const card = (heading: string, body: string, image: string, path: string) => ({
    _type: 'card',
    heading,
    body: rt(body),
    image: img(image),
    cta: cta('Start', path, 'text'),
  })
  return page('tutorials', 'tutorials-studio', {
    title: 'Studio tutorials',
    description: 'Learn Studio: make a beat, make a remix, mix your tracks.',
    product: 'studio',
    og: 'og-studio',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'Tutorials',
          heading: 'Learn Studio',
          subheading: 'From your first beat to a finished mix.',
        }),
      ),
      sec(
        { title: 'Guides' },
        block('thumbnailCard3Col', {
          heading: 'Guides',
          cards: [
            card(
              'How to make a beat',
              'Your first beat in four steps.',
              'card-tutorial-beat',
              '/studio/tutorials/how-to-make-a-beat',
            ),
            card(
              'How to make a remix',
              'From stems to a new arrangement.',
              'card-stems',
              '/studio/tutorials/how-to-make-a-remix',
            ),
            card(
              'Mixing 101',
              'Levels, panning, EQ and compression.',
              'card-fx',
              '/studio/tutorials/mixing-101',
            ),
          ],
        }),
      ),
      sec(
        { title: 'Videos' },
        block('threeColumnFilteredVideoContainer', {
          heading: 'Videos',
          filterTags: ['beginner', 'production'],
          videos: [
            { _type: 'filteredVideo', video: ref(videos.studioBeat), heading: 'Make a beat in 4 minutes' },
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
