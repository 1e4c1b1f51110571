/**
 * Sample, Hex FX, Pitch 'n' Time and Producer Suite pages: features, free trials, pricing, Sample
 * tutorials and a Sample how-to.
 */
import { block, bullets, cta, type Doc, headerSec, heroSec, img, page, rt, sec, small } from './build.ts'
import { formats, NAME, OG, type Plugin } from './plugin-shared.ts'
import { sampleFeatures, sampleHowTo, sampleTutorials } from './sample.ts'

function hexFeatures(): Doc {
  return page('features', 'features-hex-fx', {
    title: 'Hex FX',
    description:
      'Hex FX: six performance effects arranged on a hexagon. Move the puck to morph between them.',
    product: 'hex-fx',
    og: 'og-hex-fx',
    pageBuilder: [
      heroSec({
        eyebrow: 'Plugin',
        heading: 'Six effects. One hexagon.',
        subheading: `Delay, reverb, filter, bitcrush, flanger and gate, morphing as you move. ${formats}`,
        ctas: [cta('Try free', '/hex-fx/free-trial'), cta('Buy for US$49', '/hex-fx/pricing', 'secondary')],
        landscapeImage: img('hex-fx-hero'),
      }),
      sec(
        { title: 'Effects' },
        block('featureCardContainer', {
          heading: 'The six corners',
          columns: 3,
          cards: [
            'Delay: tempo-synced, ping-pong',
            'Reverb: plate to hall',
            'Filter: resonant, 24 dB',
            'Bitcrush: 1–16 bit',
            'Flanger: through-zero',
            'Gate: rhythmic patterns',
          ].map((text) => {
            const [heading = '', body = ''] = text.split(': ')
            return { _type: 'basicFeatureCard', heading, body: rt(body), image: img('card-fx') }
          }),
        }),
      ),
      sec(
        { title: 'Quote' },
        block('quoteBlock', {
          quote:
            'Hex FX is on every bus in my template. Automating one puck beats twenty lanes of automation.',
          attribution: 'Lena Park',
          attributionRole: 'Mix engineer',
        }),
      ),
    ],
  })
}

function pntFeatures(): Doc {
  return page('features', 'features-pnt', {
    title: "Pitch 'n' Time",
    description:
      'Pitch ’n’ Time: transparent time-stretching and pitch-shifting for music, post-production and DJ edits.',
    product: 'pnt',
    og: 'og-pnt',
    pageBuilder: [
      heroSec({
        heading: 'Change tempo, keep the feel',
        subheading: 'Stretch from 10% to 1000% and shift ±36 semitones with no warble, even on solo vocals.',
        ctas: [cta('Get it in Producer Suite', '/music-production/producer-suite')],
        landscapeImage: img('pnt-hero'),
      }),
      sec(
        { title: 'Details' },
        block('basicContentBlock', {
          heading: 'Built for post and music',
          body: rt(
            ...bullets(
              'Tempo maps and varispeed curves',
              'Formant-preserving pitch shift',
              'Offline rendering at 64-bit float',
              'AAX AudioSuite for film and TV',
            ),
          ),
        }),
      ),
    ],
  })
}

function suiteFeatures(): Doc {
  return page('features', 'features-producer-suite', {
    title: 'Producer Suite',
    description:
      'Producer Suite brings Studio, Sample, Hex FX and Pitch ’n’ Time together in one subscription.',
    product: 'producer-suite',
    og: 'og-studio',
    pageBuilder: [
      headerSec({
        heading: 'Producer Suite',
        subheading: 'Four products, every sound pack, one subscription.',
        backgroundImage: img('producer-suite-hero'),
        ctas: [cta('See the suite', '/music-production/producer-suite')],
      }),
      sec(
        { title: 'Card' },
        block('productFeatureCard', {
          product: 'producer-suite',
          heading: 'Everything included',
          features: ['Studio', 'Sample', 'Hex FX', 'Pitch ’n’ Time'],
          ctas: [cta('Download', '/music-production/producer-suite/downloads')],
        }),
      ),
    ],
  })
}

function freeTrial(product: Plugin): Doc {
  const name = NAME[product]
  return page('freeTrial', `free-trial-${product}`, {
    title: `${name} free trial`,
    description: `Try ${name} free for 14 days in your DAW.`,
    product,
    og: OG[product],
    pageBuilder: [
      sec(
        { title: 'Hero' },
        block('h1HeroBlock2Col', {
          heading: `Try ${name} free for 14 days`,
          body: rt(`The full plugin, in your own DAW. ${formats}`),
          ctas: [cta(`Download ${name}`, `/${product}/downloads`)],
          image: img(`${product}-hero`),
        }),
      ),
      sec(
        { title: 'Steps' },
        block('stepCardList', {
          heading: 'Get started',
          steps: [
            {
              _type: 'stepCard',
              heading: 'Install',
              body: rt('Run the installer and choose your plugin formats.'),
            },
            {
              _type: 'stepCard',
              heading: 'Activate the trial',
              body: rt(`Open ${name} in your DAW and sign in.`),
            },
            {
              _type: 'stepCard',
              heading: 'Buy when ready',
              body: rt(`Your presets stay when you [buy ${name}](/${product}/pricing).`),
            },
          ],
        }),
      ),
    ],
  })
}

function pricing(product: Plugin, price: string): Doc {
  const name = NAME[product]
  return page('pricing', `pricing-${product}`, {
    title: `Buy ${name}`,
    description: `${name} costs ${price}, or comes with Producer Suite.`,
    product,
    og: OG[product],
    pageBuilder: [
      headerSec({
        heading: `Buy ${name}`,
        subheading: 'One licence, two computers, free updates within the major version.',
      }),
      sec(
        { title: 'Options' },
        block('componentCarousel', {
          heading: 'Ways to get it',
          items: [
            {
              _type: 'productCard',
              product,
              heading: name,
              body: rt('Perpetual licence.'),
              image: img(`icon-${product}`),
              priceLabel: price,
              ctas: [cta('Try first', `/${product}/free-trial`)],
            },
            {
              _type: 'productCard',
              product: 'producer-suite',
              heading: 'Producer Suite',
              body: rt(
                `${name} plus Studio, ${product === 'sample' ? 'Hex FX' : 'Sample'} and Pitch ’n’ Time.`,
              ),
              image: img('icon-producer-suite'),
              priceLabel: 'US$29.99/month',
              ctas: [cta('See the suite', '/music-production/producer-suite')],
            },
          ],
        }),
      ),
      sec(
        { title: 'Small print' },
        block('basicContentBlock', {
          body: rt(small('Prices in US dollars, excluding local taxes. Education pricing available.')),
        }),
      ),
    ],
  })
}

/** Sample, Hex FX, Pitch 'n' Time and Producer Suite documents (not downloads). */
export function pluginDocuments(): Doc[] {
  return [
    sampleFeatures(),
    hexFeatures(),
    pntFeatures(),
    suiteFeatures(),
    freeTrial('sample'),
    freeTrial('hex-fx'),
    pricing('sample', 'US$99'),
    pricing('hex-fx', 'US$49'),
    sampleTutorials(),
    sampleHowTo(),
  ]
}
