/**
 * Music production, Producer Suite and Producer Suite downloads pages.
 */
import {
  block,
  bullets,
  cta,
  type Doc,
  file,
  h1HeroSec,
  headerSec,
  heroSec,
  img,
  page,
  rt,
  sec,
  small,
} from './build.ts'

/** The music production landing page. */
export function musicProduction(): Doc {
  return page('musicProduction', 'music-production', {
    title: 'Music production software',
    description:
      'Studio, Sample, Hex FX and Pitch ’n’ Time: tools for beatmakers and producers, alone or together in Producer Suite.',
    og: 'og-studio',
    pageBuilder: [
      h1HeroSec(
        {
          eyebrow: 'Music production',
          heading: 'From first loop to finished track',
          body: rt(
            'Make beats in Studio, find and flip samples with Sample, shape them with Hex FX and fix timing with Pitch ’n’ Time. Every plugin runs in the DAW you already use.',
          ),
          image: img('studio-hero'),
          mediaPosition: 'right',
          ctas: [cta('Get Producer Suite', '/music-production/producer-suite')],
        },
        { title: 'Intro', theme: 'dark' },
      ),
      sec(
        { title: 'Products' },
        block('basicContentCardGrid', {
          heading: 'The production range',
          columns: 4,
          cards: [
            {
              _type: 'card',
              eyebrow: 'Beat maker',
              heading: 'Studio',
              body: rt('Pads, patterns and sound packs.'),
              image: img('card-sampler'),
              cta: cta('Explore Studio', '/studio', 'text'),
            },
            {
              _type: 'card',
              eyebrow: 'Plugin',
              heading: 'Sample',
              body: rt('Find, chop and play samples.'),
              image: img('card-tutorial-chop'),
              cta: cta('Explore Sample', '/sample', 'text'),
            },
            {
              _type: 'card',
              eyebrow: 'Plugin',
              heading: 'Hex FX',
              body: rt('Six effects, one hexagon.'),
              image: img('card-fx'),
              cta: cta('Explore Hex FX', '/hex-fx', 'text'),
            },
            {
              _type: 'card',
              eyebrow: 'Plugin',
              heading: 'Pitch ’n’ Time',
              body: rt('Transparent time-stretching.'),
              image: img('og-pnt'),
              cta: cta('Explore Pitch ’n’ Time', '/pnt', 'text'),
            },
          ],
        }),
      ),
      sec(
        { title: 'Bundle' },
        block('productFeatureCard', {
          product: 'producer-suite',
          heading: 'Producer Suite',
          body: rt('All four, one subscription.'),
          image: img('icon-producer-suite'),
          features: ['Studio', 'Sample', 'Hex FX', 'Pitch ’n’ Time', 'Every Studio sound pack'],
          ctas: [cta('See Producer Suite', '/music-production/producer-suite')],
        }),
      ),
    ],
  })
}

/** The Producer Suite page. */
export function producerSuite(): Doc {
  return page('producerSuite', 'producer-suite', {
    title: 'Producer Suite',
    description:
      'Producer Suite: Studio, Sample, Hex FX and Pitch ’n’ Time plus every sound pack, for US$29.99 a month.',
    product: 'producer-suite',
    og: 'og-studio',
    pageBuilder: [
      heroSec({
        eyebrow: 'Producer Suite',
        heading: 'Every production tool, one licence',
        subheading:
          'Studio, Sample, Hex FX and Pitch ’n’ Time, with every sound pack we release. US$29.99 a month or US$299 a year.',
        ctas: [
          cta('Download the suite', '/music-production/producer-suite/downloads'),
          cta('Compare plans', '/studio/pricing', 'secondary'),
        ],
        landscapeImage: img('producer-suite-hero'),
        theme: 'light',
      }),
      sec(
        { title: 'Included' },
        block('productFeatureCard', {
          product: 'producer-suite',
          heading: 'What’s included',
          image: img('icon-producer-suite'),
          features: [
            'Studio with all expansions',
            'Sample (VST3, AU, AAX)',
            'Hex FX (VST3, AU, AAX)',
            'Pitch ’n’ Time Pro',
            '40+ Studio sound packs, royalty-free',
          ],
          ctas: [cta('Start a 14-day trial', '/studio/free-trial')],
        }),
      ),
    ],
  })
}

/** The Producer Suite downloads page. */
export function producerSuiteDownloads(): Doc {
  const dl = (product: string, name: string, os: string) =>
    `[${name} for ${os === 'mac' ? 'macOS' : 'Windows'}](download:${product}/${os})`
  return page('producerSuiteDownloads', 'producer-suite-downloads', {
    title: 'Producer Suite downloads',
    description: 'Download every Producer Suite app and plugin for macOS and Windows.',
    product: 'producer-suite',
    og: 'og-studio',
    pageBuilder: [
      headerSec({
        heading: 'Download Producer Suite',
        subheading:
          'Install the apps and plugins you need. Sign in with your account in each one to activate it.',
      }),
      sec(
        { title: 'Installers' },
        block('basicContentBlock', {
          heading: 'Installers',
          body: rt(
            ...bullets(
              `Studio 2.1.0: ${dl('studio', 'Studio', 'mac')} · ${dl('studio', 'Studio', 'windows')}`,
              `Sample 2.0.0: ${dl('sample', 'Sample', 'mac')} · ${dl('sample', 'Sample', 'windows')}`,
              `Hex FX 1.2.0: ${dl('hex-fx', 'Hex FX', 'mac')} · ${dl('hex-fx', 'Hex FX', 'windows')}`,
              `Pitch ’n’ Time 1.1.0: ${dl('pnt', "Pitch 'n' Time", 'mac')} · ${dl('pnt', "Pitch 'n' Time", 'windows')}`,
            ),
            small('Plugins install as VST3 and AAX on Windows, and as VST3, AU and AAX on macOS.'),
          ),
        }),
      ),
      sec(
        { title: 'Sound preview' },
        block('audioPreviewContainer', {
          heading: 'Included sounds',
          cards: [
            {
              _type: 'audioPreviewCard',
              title: 'House Groove',
              subtitle: 'From the Producer Suite starter pack',
              mediaType: 'audio',
              image: img('cover-neon-drums'),
              audio: file('preview-house-groove'),
            },
          ],
        }),
      ),
    ],
  })
}
