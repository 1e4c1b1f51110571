/**
 * DJ Pro buying pages: expansions, free trial, pricing and pricing child pages.
 */
import { block, bullets, cta, type Doc, h1HeroSec, h3, headerSec, img, p, page, rt, sec } from './build.ts'

/** The DJ Pro expansions page. */
export function expansions(): Doc {
  const item = (heading: string, tag: string, body: string, image: string, price: string) => ({
    _type: 'card',
    eyebrow: price,
    heading,
    body: rt(body),
    image: img(image),
    tags: [tag],
    cta: cta('Buy', '/dj/pro/pricing/expansions-bundle', 'text'),
  })
  return page('expansions', 'expansions-dj-pro', {
    title: 'DJ Pro expansions',
    description:
      'Add video mixing, extra effects, cue-point remixing and key shifting to DJ Pro with expansion packs.',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      headerSec({
        heading: 'Expansions',
        subheading:
          'Add what your sets need. Every expansion is a one-time purchase and works on two computers.',
        backgroundImage: img('card-expansions'),
      }),
      sec(
        { title: 'Grid' },
        block('filterGrid', {
          heading: 'All expansions',
          filterTags: ['Performance', 'Visuals', 'Effects'],
          allFilterLabel: 'All packs',
          items: [
            item(
              'Video',
              'Visuals',
              'Mix music videos and add text, images and transitions.',
              'card-streaming',
              'US$99',
            ),
            item(
              'FX Pack',
              'Effects',
              'Twelve extra effects, including a granular freeze and a tape stop.',
              'card-fx',
              'US$49',
            ),
            item(
              'Flip',
              'Performance',
              'Record cue-point sequences and play them back as live edits.',
              'card-sampler',
              'US$29',
            ),
            item(
              'Pitch ’n’ Time DJ',
              'Performance',
              'Studio-grade key lock and key shifting.',
              'card-stems',
              'US$29',
            ),
          ],
        }),
      ),
      sec(
        { title: 'Screens' },
        block('imageCarousel', {
          heading: 'Expansions in action',
          autoplay: false,
          images: [
            { ...img('card-fx'), caption: 'FX Pack: granular freeze' },
            { ...img('card-sampler'), caption: 'Flip: a cue sequence ready to play' },
            { ...img('card-streaming'), caption: 'Video: crossfading two clips' },
          ],
        }),
      ),
    ],
  })
}

/** The DJ Pro free trial page. */
export function freeTrial(): Doc {
  return page('freeTrial', 'free-trial-dj-pro', {
    title: 'DJ Pro free trial',
    description: 'Try every DJ Pro feature free for 14 days. No card needed.',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      h1HeroSec({
        heading: 'Try DJ Pro free for 14 days',
        body: rt(
          'Every feature, every expansion, no card needed. Your library and cue points stay when you buy.',
        ),
        ctas: [cta('Download DJ Pro', '/dj/pro/downloads')],
        image: img('dj-pro-square'),
        mediaPosition: 'right',
      }),
      sec(
        { title: 'Steps' },
        block('stepCardList', {
          heading: 'Start in three steps',
          steps: [
            {
              _type: 'stepCard',
              heading: 'Download and install',
              body: rt('Get the installer for macOS or Windows.'),
              image: img('os-mac'),
            },
            {
              _type: 'stepCard',
              heading: 'Sign in',
              body: rt('Create a free account or sign in. The trial starts the first time you open DJ Pro.'),
            },
            {
              _type: 'stepCard',
              heading: 'Plug in and play',
              body: rt('Connect your controller; DJ Pro maps it for you.'),
              image: img('card-hardware'),
            },
          ],
          ctas: [cta('Download now', '/dj/pro/downloads')],
        }),
      ),
      sec(
        { title: 'Note' },
        block('basicFeatureCard', {
          heading: 'What happens after 14 days?',
          body: rt(
            'DJ Pro switches back to DJ Lite features. Buy or subscribe at any time to unlock everything again.',
          ),
          image: img('icon-dj-pro'),
          cta: cta('See pricing', '/dj/pro/pricing', 'text'),
        }),
      ),
    ],
  })
}

/** The DJ Pro pricing page (/dj/pro/pricing and /dj-pro/buy-dj-pro). */
export function pricing(): Doc {
  return page('pricing', 'pricing-dj-pro', {
    title: 'Buy DJ Pro',
    description:
      'DJ Pro pricing: US$249 for a lifetime licence, US$14.99 a month, or the DJ Suite subscription with every expansion.',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      headerSec({
        heading: 'Choose your DJ Pro plan',
        subheading: 'All plans include free updates within version 3 and work on two computers.',
      }),
      sec(
        { title: 'Plans' },
        block('basicContentBlock3Col', {
          heading: 'Plans',
          columns: [
            {
              _type: 'contentColumn',
              heading: 'Monthly: US$14.99',
              body: rt(...bullets('All DJ Pro features', 'Cancel any time', 'Billed monthly')),
              ctas: [cta('Subscribe', '/dj/pro/pricing/suite')],
            },
            {
              _type: 'contentColumn',
              heading: 'Lifetime: US$249',
              body: rt(...bullets('All DJ Pro 3.x features', 'Pay once', 'Expansions sold separately')),
              ctas: [cta('Buy now', '/dj-pro/buy-dj-pro')],
            },
            {
              _type: 'contentColumn',
              heading: 'DJ Suite: US$19.99/month',
              body: rt(...bullets('DJ Pro plus every expansion', 'Video, FX Pack, Flip, Pitch ’n’ Time DJ')),
              ctas: [cta('See DJ Suite', '/dj/pro/pricing/suite')],
            },
          ],
        }),
      ),
      sec(
        { title: 'Product' },
        block('productCard', {
          product: 'dj-pro',
          heading: 'Not sure yet?',
          body: rt('Try every feature free for 14 days.'),
          image: img('icon-dj-pro'),
          priceLabel: 'Free for 14 days',
          ctas: [cta('Start free trial', '/dj/pro/free-trial')],
        }),
      ),
      sec(
        { title: 'FAQ' },
        block('basicContentBlock', {
          heading: 'Questions',
          body: rt(
            h3('Can I move my licence to a new computer?'),
            p('Yes. Deactivate it in DJ Pro or in your account, then sign in on the new computer.'),
            h3('Do you offer student discounts?'),
            p('Students get 30% off the lifetime licence with a valid student email.'),
          ),
        }),
      ),
    ],
  })
}

/** A DJ Pro pricing child page, /dj/pro/pricing/{slug}. */
export function pricingChild(
  id: string,
  slug: string,
  title: string,
  heading: string,
  body: string,
  price: string,
): Doc {
  return page('pricingChild', id, {
    title,
    description: `${heading}: ${price}.`,
    slug,
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      headerSec({
        eyebrow: 'Pricing',
        heading,
        subheading: body,
        ctas: [cta('Back to all plans', '/dj/pro/pricing', 'text')],
      }),
      sec(
        { title: 'Plan' },
        block('productCard', {
          product: 'dj-pro',
          heading: title,
          body: rt(body),
          image: img('card-expansions'),
          priceLabel: price,
          ctas: [cta('Buy', '/dj-pro/buy-dj-pro')],
        }),
      ),
    ],
  })
}
