/**
 * Studio tutorials: the landing page and how-to pages (as `tutorials` and `howTo` documents).
 */
import { block, cta, type Doc, headerSec, img, page, ref, rt, sec } from './build.ts'
import { videos } from './media.ts'

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

/** A Studio how-to page, as a `tutorials` or a `howTo` document. */
export function howToPage(
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
      headerSec({ eyebrow: 'Studio tutorial', heading: c.title, subheading: c.description }),
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

/** The Studio tutorials landing page. */
export function tutorialsLanding(): Doc {
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
      headerSec({
        eyebrow: 'Tutorials',
        heading: 'Learn Studio',
        subheading: 'From your first beat to a finished mix.',
      }),
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
