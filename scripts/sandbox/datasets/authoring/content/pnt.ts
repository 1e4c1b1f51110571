/**
 * Pitch 'n' Time pages of the general `/{product}/…` patterns: expansions, pricing, the bundle pricing
 * child page and the free trial.
 */
import { block, bullets, type Doc, p, page, rt, sec } from './build.ts'
import { buy, header, text } from './general-blocks.ts'

/** Pitch 'n' Time expansions, pricing, bundle and free trial pages. */
export function pntDocuments(): Doc[] {
  return [
    page('expansions', 'expansions-pnt', {
      title: "Pitch 'n' Time expansions",
      description:
        'Add Pitch ’n’ Time DJ to DJ Pro, or the AudioSuite bundle for post-production, to your Pitch ’n’ Time licence.',
      product: 'pnt',
      og: 'og-pnt',
      pageBuilder: [
        header(
          'Expansions',
          "Pitch 'n' Time expansions",
          'Take the same stretching engine to the booth or to the dub stage.',
          'pnt-hero',
        ),
        text(
          'Available expansions',
          ...bullets(
            '**Pitch ’n’ Time DJ** (US$29): studio-grade key lock and ±12 semitone key shift inside DJ Pro.',
            '**AudioSuite Bundle** (US$79): offline AAX AudioSuite processing with tempo maps, for film and TV.',
          ),
        ),
        buy(
          'pnt',
          "Pitch 'n' Time",
          'Own Pitch ’n’ Time? Expansions are added to your account.',
          'From US$29',
          'icon-pnt',
          '/pnt/pricing',
          'See pricing',
        ),
      ],
    }),
    page('pricing', 'pricing-pnt', {
      title: "Buy Pitch 'n' Time",
      description: 'Pitch ’n’ Time costs US$349 for a perpetual licence, or comes with Producer Suite.',
      product: 'pnt',
      og: 'og-pnt',
      pageBuilder: [
        header(
          'Pricing',
          "Buy Pitch 'n' Time",
          'A perpetual licence for two computers, with free 1.x updates.',
        ),
        buy(
          'pnt',
          "Pitch 'n' Time",
          'Plugin for VST3, AU and AAX (including AudioSuite).',
          'US$349',
          'icon-pnt',
          '/pnt/free-trial',
          'Try it first',
        ),
        text(
          'Bundles',
          p('Save with the [Pitch ’n’ Time bundle](/pnt/pricing/bundle): the plugin plus both expansions.'),
        ),
      ],
    }),
    page('pricingChild', 'pricing-child-pnt-bundle', {
      title: "Pitch 'n' Time bundle",
      description: 'Pitch ’n’ Time with the DJ expansion and the AudioSuite bundle for US$399.',
      slug: 'bundle',
      product: 'pnt',
      og: 'og-pnt',
      pageBuilder: [
        header(
          'Pricing',
          "Pitch 'n' Time bundle",
          'The plugin and both expansions for US$399, saving US$58.',
        ),
        buy(
          'pnt',
          'The bundle',
          'Pitch ’n’ Time, Pitch ’n’ Time DJ and the AudioSuite Bundle.',
          'US$399 one-time',
          'icon-pnt',
          '/pnt/pricing',
          'Back to pricing',
        ),
      ],
    }),
    page('freeTrial', 'free-trial-pnt', {
      title: "Pitch 'n' Time free trial",
      description: 'Try Pitch ’n’ Time free for 14 days in your DAW.',
      product: 'pnt',
      og: 'og-pnt',
      pageBuilder: [
        header(
          'Free trial',
          "Try Pitch 'n' Time free",
          'Fourteen days, every feature, renders without watermarks.',
        ),
        sec(
          { title: 'Steps' },
          block('stepCardList', {
            heading: 'Start the trial',
            steps: [
              {
                _type: 'stepCard',
                heading: 'Download',
                body: rt('Get the installer from [the downloads page](/pnt/downloads).'),
              },
              {
                _type: 'stepCard',
                heading: 'Sign in',
                body: rt('Open the plugin in your DAW and sign in to start the trial.'),
              },
            ],
          }),
        ),
      ],
    }),
  ]
}
