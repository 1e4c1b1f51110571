/**
 * Sample pages: features, tutorials and a how-to.
 */
import { block, cta, type Doc, file, headerSec, heroSec, img, page, ref, rt, sec } from './build.ts'
import { videos } from './media.ts'
import { formats } from './plugin-shared.ts'

/** The Sample features page, /sample. */
export function sampleFeatures(): Doc {
  return page('features', 'features-sample', {
    title: 'Sample',
    description:
      'Sample: the sampler plugin that finds the best parts of any track, chops them and lets you play them in key.',
    product: 'sample',
    og: 'og-sample',
    pageBuilder: [
      heroSec({
        eyebrow: 'Plugin',
        heading: 'Find it. Chop it. Play it.',
        subheading: `Sample listens to a whole track, suggests the best loops and one-shots, and maps them to pads. ${formats}`,
        ctas: [
          cta('Try Sample free', '/sample/free-trial'),
          cta('Buy for US$99', '/sample/pricing', 'secondary'),
        ],
        landscapeImage: img('sample-hero'),
      }),
      sec(
        { title: 'Feature' },
        block('h2FeatureBlock2Col', {
          heading: 'Find mode',
          body: rt(
            'Drop in a track and Sample marks drum breaks, vocal phrases and melodic loops in seconds. Audition them in the key and tempo of your project.',
          ),
          image: img('card-tutorial-chop'),
          mediaPosition: 'left',
        }),
      ),
      sec(
        { title: 'Sounds' },
        block('audioPreviewContainer', {
          heading: 'Hear it',
          cards: [
            {
              _type: 'audioPreviewCard',
              title: 'Vocal chops, played in key',
              mediaType: 'audio',
              image: img('card-tutorial-chop'),
              audio: file('preview-vocal-chops'),
            },
            {
              _type: 'audioPreviewCard',
              title: 'A break, re-sequenced',
              mediaType: 'audio',
              image: img('sample-hero'),
              audio: file('loop-neon-drums'),
            },
          ],
        }),
      ),
    ],
  })
}

/** The Sample tutorials page. */
export function sampleTutorials(): Doc {
  return page('tutorials', 'tutorials-sample', {
    title: 'Sample tutorials',
    description: 'Learn Sample: find mode, chopping, key shifting and exporting to your DAW.',
    product: 'sample',
    og: 'og-sample',
    pageBuilder: [
      headerSec({ eyebrow: 'Tutorials', heading: 'Learn Sample' }),
      sec(
        { title: 'Guides' },
        block('thumbnailCard3Col', {
          cards: [
            {
              _type: 'card',
              heading: 'Chop a sample',
              body: rt('Slice a loop and play it back on pads.'),
              image: img('card-tutorial-chop'),
              cta: cta('Start', '/sample/tutorials/chop', 'text'),
            },
          ],
        }),
      ),
      sec(
        { title: 'Videos' },
        block('threeColumnFilteredVideoContainer', {
          heading: 'Videos',
          videos: [
            { _type: 'filteredVideo', video: ref(videos.studioBeat), heading: 'Sample and Studio together' },
          ],
        }),
      ),
    ],
  })
}

/** The Sample how-to /sample/tutorials/chop. */
export function sampleHowTo(): Doc {
  return page('howTo', 'how-to-sample-chop', {
    title: 'How to chop a sample',
    description:
      'Chop a sample with Sample: find a loop, slice it by transients and play the slices on pads.',
    slug: 'chop',
    product: 'sample',
    og: 'og-sample',
    pageBuilder: [
      headerSec({ eyebrow: 'Sample tutorial', heading: 'How to chop a sample' }),
      sec(
        { title: 'Steps' },
        block('stepCardList', {
          steps: [
            {
              _type: 'stepCard',
              heading: 'Find a loop',
              body: rt('Use **Find** to mark loops in the track.'),
            },
            {
              _type: 'stepCard',
              heading: 'Slice by transients',
              body: rt('Choose **Chop → Transients** and set sensitivity to 60%.'),
            },
            {
              _type: 'stepCard',
              heading: 'Play the slices',
              body: rt('Each slice lands on a pad, in the key of your project.'),
            },
          ],
        }),
      ),
    ],
  })
}
