/**
 * Campaign pages and the upgrade page.
 */
import { block, cta, type Doc, h1HeroSec, headerSec, img, page, ref, rt, sec, small } from './build.ts'
import { videos } from './media.ts'

/** A campaign page, /campaign/{slug}. */
export function campaign(
  id: string,
  slug: string,
  title: string,
  description: string,
  heading: string,
  body: string,
  updated: string,
): Doc {
  return page('campaign', id, {
    title,
    description,
    slug,
    og: 'og-site',
    updated,
    pageBuilder: [
      h1HeroSec({
        eyebrow: 'Limited time',
        heading,
        body: rt(
          body,
          small('Offer ends 31 January 2027, 23:59 NZDT. Prices in US dollars; local taxes may apply.'),
        ),
        ctas: [cta('Buy DJ Pro', '/dj-pro/buy-dj-pro'), cta('Compare plans', '/dj/pro/pricing', 'secondary')],
        image: img('campaign-hero'),
        mediaPosition: 'right',
      }),
      sec(
        { title: 'Video' },
        block('clickableHeroVideo', {
          heading: 'Ninety seconds of DJ Pro 3.2',
          video: ref(videos.djProTrailer),
          playLabel: 'Play the trailer',
        }),
      ),
      sec(
        { title: 'Offers' },
        block('basicContentBlock3Col', {
          heading: 'What’s on sale',
          columns: [
            {
              _type: 'contentColumn',
              image: img('icon-dj-pro'),
              heading: 'DJ Pro: 40% off',
              body: rt('US$149 instead of US$249, a lifetime licence for two computers.'),
              ctas: [cta('Buy DJ Pro', '/dj-pro/buy-dj-pro', 'text')],
            },
            {
              _type: 'contentColumn',
              image: img('icon-studio'),
              heading: 'Studio: 3 months for US$9.99',
              body: rt('New subscribers only. Then US$9.99 a month; cancel any time.'),
              ctas: [cta('Start Studio', '/studio/pricing', 'text')],
            },
            {
              _type: 'contentColumn',
              image: img('icon-hex-fx'),
              heading: 'Hex FX: 25% off',
              body: rt('US$36.75 instead of US$49 for the plugin in VST3, AU and AAX.'),
              ctas: [cta('Buy Hex FX', '/hex-fx/pricing', 'text')],
            },
          ],
        }),
      ),
    ],
  })
}

/** The upgrade page, /upgrade. */
export function upgrade(): Doc {
  return page('upgrade', 'upgrade', {
    title: 'Upgrade to DJ Pro',
    description:
      'Upgrade from DJ Lite to DJ Pro: four decks, stems, recording and pro hardware. Keep your library, crates and cue points.',
    og: 'og-dj',
    pageBuilder: [
      headerSec(
        {
          eyebrow: 'Upgrade',
          heading: 'Ready for more than two decks?',
          subheading:
            'Move from DJ Lite to DJ Pro in one click. Your library, crates, cue points and loops come with you.',
          backgroundImage: img('dj-pro-hero'),
          ctas: [
            cta('Buy DJ Pro', '/dj-pro/buy-dj-pro'),
            cta('Try it free for 14 days', '/dj/pro/free-trial', 'secondary'),
          ],
        },
        'dark',
      ),
      sec(
        { title: 'Compare' },
        block('basicContentBlock3Col', {
          heading: 'What you get',
          body: rt('Everything in DJ Lite, plus:'),
          columns: [
            {
              _type: 'contentColumn',
              image: img('card-stems'),
              heading: 'Stems',
              body: rt('Split any track into vocals, melody, bass and drums, live.'),
            },
            {
              _type: 'contentColumn',
              image: img('card-hardware'),
              heading: '4 decks and pro hardware',
              body: rt('Support for club mixers, DVS and more than 100 controllers.'),
            },
            {
              _type: 'contentColumn',
              image: img('card-livestream'),
              heading: 'Record and stream',
              body: rt('Record your sets in high quality and broadcast them live.'),
            },
          ],
        }),
      ),
      sec(
        { title: 'Buy' },
        block('productCard', {
          product: 'dj-pro',
          heading: 'DJ Pro',
          body: rt('Lifetime licence for two computers, or subscribe monthly.'),
          image: img('icon-dj-pro'),
          priceLabel: 'US$249 or US$14.99/month',
          ctas: [cta('See pricing', '/dj/pro/pricing')],
        }),
      ),
    ],
  })
}
