/**
 * DJ Pro and DJ Lite pages: features (and the DJ Pro draft), expansions, free trial, pricing and its
 * child pages, streaming, resources (with control vinyl pages) and tutorials.
 */
import {
  block,
  bullets,
  cta,
  type Doc,
  h3,
  img,
  numbered,
  p,
  page,
  ref,
  rt,
  sec,
  section,
  small,
  sub,
} from './build.ts'
import { videos } from './media.ts'

type Dj = 'dj-pro' | 'dj-lite'
const NAME: Record<Dj, string> = { 'dj-pro': 'DJ Pro', 'dj-lite': 'DJ Lite' }
const BASE: Record<Dj, string> = { 'dj-pro': '/dj/pro', 'dj-lite': '/dj/lite' }

/** Hero heading of the published DJ Pro features page; its draft prefixes "Draft: ". */
export const DJ_PRO_HEADING = 'Four decks. Real-time stems. No limits.'

const feature = (heading: string, body: string, image: string) =>
  block('basicFeatureCard', { heading, body: rt(body), image: img(image) })

function djProFeatures(draft: boolean): Doc {
  return page('features', draft ? 'drafts.features-dj-pro' : 'features-dj-pro', {
    title: 'DJ Pro',
    description:
      'DJ Pro: professional DJ software with four decks, real-time stems, sampler, DVS and support for 100+ controllers.',
    product: 'dj-pro',
    og: 'og-dj',
    updated: draft ? '2026-11-20T10:40:00Z' : '2026-11-17T15:10:00Z',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('heroBlock', {
          eyebrow: 'DJ Pro 3.2',
          heading: draft ? `Draft: ${DJ_PRO_HEADING}` : DJ_PRO_HEADING,
          subheading: 'The DJ software clubs and touring DJs trust, now with effects on every stem.',
          ctas: [
            cta('Download free trial', '/dj/pro/free-trial'),
            cta('Buy DJ Pro', '/dj-pro/buy-dj-pro', 'secondary'),
          ],
          portraitImage: img('dj-pro-portrait'),
          squareImage: img('dj-pro-square'),
          landscapeImage: img('dj-pro-hero'),
          desktopVideo: ref(videos.djProTrailer),
          laptopVideo: ref(videos.djProTrailer),
          theme: 'light',
        }),
      ),
      sec(
        { title: 'Key features' },
        block('featureCardContainer', {
          heading: 'Built for the booth',
          body: rt('Everything you need to play a four-hour set, and nothing that gets in the way.'),
          columns: 3,
          cards: [
            feature(
              'Real-time stems',
              'Split any track into vocals, melody, bass and drums, instantly, on any recent laptop.',
              'card-stems',
            ),
            feature(
              'Sampler',
              'Eight slots per deck for horns, drops and a cappellas, synced to the track.',
              'card-sampler',
            ),
            feature(
              'FX',
              'Three FX units per deck with 40 effects, including the new stem sends.',
              'card-fx',
            ),
            feature(
              'DVS',
              'Scratch with control vinyl or CDJs. Latency under 2 ms with supported mixers.',
              'card-control-vinyl',
            ),
            feature(
              'Hardware',
              'Plug-and-play with more than 100 controllers and club mixers.',
              'card-hardware',
            ),
            feature(
              'Streaming',
              'Play tracks straight from the biggest streaming services.',
              'card-streaming',
            ),
          ],
          ctas: [cta('See all features in the manual', '/dj/pro/resources/manual', 'text')],
        }),
      ),
      sec(
        { title: 'Stems' },
        block('h2FeatureBlock2Col', {
          eyebrow: 'Stems',
          heading: 'Stems with their own effects',
          body: rt(
            'Solo the vocal for a breakdown, drop the drums under a new beat or echo out just the melody. In 3.2 each stem can go to its own FX unit.',
            ...bullets(
              'Four stems: vocals, melody, bass, drums',
              'Stem FX sends, per deck',
              'Stem pads for instant acapellas and instrumentals',
            ),
          ),
          ctas: [cta('Watch the stems tutorial', '/dj/pro/tutorials', 'text')],
          video: ref(videos.stems),
          image: img('card-stems'),
          mediaPosition: 'left',
        }),
      ),
      sec(
        { title: 'Slideshow', theme: 'dark' },
        block('slideshowBlock', {
          heading: 'A tour of DJ Pro',
          autoplay: true,
          intervalSeconds: 7,
          slides: [
            {
              _type: 'slide',
              sanityImage: img('dj-pro-hero'),
              heading: 'Four-deck layout',
              body: rt('See all four waveforms stacked, with the beatgrid lined up.'),
            },
            {
              _type: 'slide',
              sanityImage: img('card-sampler'),
              heading: 'Sampler',
              body: rt('Trigger loops and one-shots in time with the master tempo.'),
            },
            {
              _type: 'slide',
              sanityImage: img('card-fx'),
              heading: 'FX',
              body: rt('Chain up to three effects per unit.'),
              cta: cta('Get the FX Pack', '/dj/pro/expansions', 'text'),
            },
          ],
        }),
      ),
      section(
        { title: 'Videos' },
        sub(
          {},
          block('videoModal', {
            heading: 'DJ Pro 3.2 in 90 seconds',
            buttonLabel: 'Watch the trailer',
            thumbnail: img('poster-dj-pro-trailer'),
            video: ref(videos.djProTrailer),
          }),
        ),
        sub(
          {},
          block('inlineVideoThumbnail', {
            heading: 'Stems, explained',
            video: ref(videos.stems),
            caption: 'Three minutes with our product designer Priya on how stems work.',
            playLabel: 'Play the stems video',
          }),
        ),
      ),
      sec(
        { title: 'Quote' },
        block('quoteBlock', {
          quote: 'I haven’t carried a laptop that crashed in a booth in six years.',
          attribution: 'Marco Vidal',
          attributionRole: 'Touring DJ',
          image: img('team-mateo', 'Portrait of Marco Vidal'),
        }),
      ),
    ],
  })
}

function djLiteFeatures(): Doc {
  return page('features', 'features-dj-lite', {
    title: 'DJ Lite',
    description:
      'DJ Lite: free DJ software for beginners. Two decks, practice mode and plug-and-play with starter controllers.',
    product: 'dj-lite',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('heroBlock', {
          eyebrow: 'Free',
          heading: 'Your first mix starts here',
          subheading:
            'DJ Lite is free DJ software for Mac and Windows. Plug in a starter controller, or practise with just your laptop.',
          ctas: [
            cta('Download DJ Lite', '/dj/lite/downloads'),
            cta('Upgrade to DJ Pro', '/upgrade', 'secondary'),
          ],
          landscapeImage: img('dj-lite-hero'),
          mobileVideo: ref(videos.djLiteFirstMix),
          theme: 'light',
        }),
      ),
      sec(
        { title: 'Features' },
        block('featureCardContainer', {
          heading: 'Everything to learn on',
          columns: 3,
          cards: [
            feature(
              'Practice mode',
              'No controller yet? Mix two tracks with your keyboard and trackpad.',
              'card-tutorial-mix',
            ),
            feature(
              'Sync and key',
              'Beat sync and key detection keep your first blends smooth.',
              'card-stems',
            ),
            feature(
              'Streaming',
              'Play from streaming services without owning a single file.',
              'card-streaming',
            ),
          ],
        }),
      ),
      sec(
        { title: 'Learn' },
        block('inlineVideoThumbnail', {
          heading: 'Your first mix, in five minutes',
          thumbnail: img('card-tutorial-mix'),
          video: ref(videos.djLiteFirstMix),
          playLabel: 'Play: your first mix',
        }),
      ),
    ],
  })
}

function expansions(): Doc {
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
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          heading: 'Expansions',
          subheading:
            'Add what your sets need. Every expansion is a one-time purchase and works on two computers.',
          backgroundImage: img('card-expansions'),
        }),
      ),
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

function freeTrial(): Doc {
  return page('freeTrial', 'free-trial-dj-pro', {
    title: 'DJ Pro free trial',
    description: 'Try every DJ Pro feature free for 14 days. No card needed.',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('h1HeroBlock2Col', {
          heading: 'Try DJ Pro free for 14 days',
          body: rt(
            'Every feature, every expansion, no card needed. Your library and cue points stay when you buy.',
          ),
          ctas: [cta('Download DJ Pro', '/dj/pro/downloads')],
          image: img('dj-pro-square'),
          mediaPosition: 'right',
        }),
      ),
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

function pricing(): Doc {
  return page('pricing', 'pricing-dj-pro', {
    title: 'Buy DJ Pro',
    description:
      'DJ Pro pricing: US$249 for a lifetime licence, US$14.99 a month, or the DJ Suite subscription with every expansion.',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          heading: 'Choose your DJ Pro plan',
          subheading: 'All plans include free updates within version 3 and work on two computers.',
        }),
      ),
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

function pricingChild(
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
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'Pricing',
          heading,
          subheading: body,
          ctas: [cta('Back to all plans', '/dj/pro/pricing', 'text')],
        }),
      ),
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

function streaming(type: 'livestreaming' | 'musicstreaming', product: Dj): Doc {
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
      sec(
        { title: 'Header', theme: 'dark' },
        block('basicPageHeader', {
          heading: live ? 'Go live from your decks' : 'Millions of tracks, no downloads',
          subheading: live
            ? `${name} sends your master output straight to your streaming software, at studio quality.`
            : `Log in to a streaming service inside ${name} and search its whole catalogue from the library.`,
          backgroundImage: img(live ? 'card-livestream' : 'card-streaming'),
        }),
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

function resourcesLanding(product: Dj): Doc {
  const base = BASE[product]
  const card = (heading: string, body: string, image: string, path: string, eyebrow: string) => ({
    _type: 'card',
    eyebrow,
    heading,
    body: rt(body),
    image: img(image),
    cta: cta('Read', path, 'text'),
  })
  const cards =
    product === 'dj-pro'
      ? [
          card(
            'DJ Pro manual',
            'Every screen and setting, explained.',
            'card-manual',
            `${base}/resources/manual`,
            'Manual',
          ),
          card(
            'Supported hardware',
            'Controllers, mixers and interfaces that work out of the box.',
            'card-hardware',
            `${base}/resources/supported-hardware`,
            'Hardware',
          ),
          card(
            'Control vinyl: Performance Series',
            'Pressing specs and setup for our 12-inch control vinyl.',
            'card-control-vinyl',
            `${base}/resources/control-vinyl/performance-series`,
            'Control vinyl',
          ),
        ]
      : [
          card(
            'DJ Lite manual',
            'Learn every part of DJ Lite.',
            'card-manual',
            `${base}/resources/manual`,
            'Manual',
          ),
          card(
            'Getting started',
            'Install, connect a controller and play your first mix.',
            'card-tutorial-mix',
            `${base}/resources/getting-started`,
            'Guide',
          ),
          card('Upgrade to DJ Pro', 'What changes when you upgrade.', 'card-hardware', '/upgrade', 'Upgrade'),
        ]
  return page('resourcesLanding', `resources-${product}`, {
    title: `${NAME[product]} resources`,
    description: `Manuals, hardware lists and guides for ${NAME[product]}.`,
    product,
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'Resources',
          heading: `${NAME[product]} resources`,
          subheading: 'Manuals, guides and downloads.',
        }),
      ),
      sec({ title: 'Cards' }, block('thumbnailCard3Col', { heading: 'Start here', cards })),
      sec(
        { title: 'More' },
        block('basicContentCardGrid', {
          heading: 'Still stuck?',
          columns: 2,
          cards: [
            {
              _type: 'card',
              heading: 'Tutorials',
              body: rt('Short videos for every feature.'),
              cta: cta('Watch', `${base}/tutorials`, 'text'),
            },
            {
              _type: 'card',
              heading: 'Release notes',
              body: rt('What changed in each version.'),
              cta: cta('Read', `${base}/downloads`, 'text'),
            },
          ],
        }),
      ),
    ],
  })
}

function resourcesSlug(
  product: Dj,
  slug: string,
  title: string,
  intro: string,
  blocks: ReturnType<typeof rt>,
  image: string,
): Doc {
  return page('resourcesSlug', `resources-${product}-${slug}`, {
    title,
    description: intro,
    slug,
    product,
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: `${NAME[product]} resources`,
          heading: title,
          subheading: intro,
        }),
      ),
      sec(
        { title: 'Body' },
        block('basicContentSection', {
          body: blocks,
          image: img(image),
          mediaPosition: 'right',
          ctas: [cta('All resources', `${BASE[product]}/resources`, 'text')],
        }),
      ),
    ],
  })
}

function controlVinyl(
  slug: string,
  title: string,
  intro: string,
  body: ReturnType<typeof rt>,
  image: string,
): Doc {
  return page('controlVinylResourcesSlug', `control-vinyl-${slug}`, {
    title,
    description: intro,
    slug,
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header', theme: 'dark' },
        block('basicPageHeader', {
          eyebrow: 'Control vinyl',
          heading: title,
          subheading: intro,
          backgroundImage: img('card-control-vinyl'),
        }),
      ),
      sec({ title: 'Body' }, block('basicContentBlock', { heading: 'Details', body })),
      sec({ title: 'Image' }, block('basicImage', { image: img(image), caption: title, width: 'contained' })),
    ],
  })
}

function tutorials(product: Dj): Doc {
  const base = BASE[product]
  return page('tutorials', `tutorials-${product}`, {
    title: `${NAME[product]} tutorials`,
    description: `Video tutorials for ${NAME[product]}: beginner mixing, stems, sampler and performance techniques.`,
    product,
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'Tutorials',
          heading: `Learn ${NAME[product]}`,
          subheading: 'Short videos, one feature at a time.',
        }),
      ),
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

function howToDjPro(): Doc {
  return page('howTo', 'how-to-dj-pro-prepare-a-set', {
    title: 'How to prepare a DJ set',
    description:
      'Prepare a DJ set in DJ Pro: build a crate, set cue points, check keys and plan the energy of your set.',
    slug: 'prepare-a-set',
    product: 'dj-pro',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'DJ Pro tutorial',
          heading: 'How to prepare a set',
          subheading: 'Thirty minutes of preparation for a two-hour set you can enjoy.',
        }),
      ),
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

/** DJ Pro and DJ Lite documents (not downloads). */
export function djDocuments(): Doc[] {
  return [
    djProFeatures(false),
    djProFeatures(true),
    djLiteFeatures(),
    expansions(),
    freeTrial(),
    pricing(),
    pricingChild(
      'pricing-child-dj-pro-suite',
      'suite',
      'DJ Suite',
      'DJ Suite: DJ Pro and every expansion',
      'DJ Pro with Video, FX Pack, Flip and Pitch ’n’ Time DJ, in one subscription.',
      'US$19.99/month',
    ),
    pricingChild(
      'pricing-child-dj-pro-expansions-bundle',
      'expansions-bundle',
      'Expansions bundle',
      'All four expansions, one price',
      'Video, FX Pack, Flip and Pitch ’n’ Time DJ for DJ Pro lifetime owners.',
      'US$149 one-time',
    ),
    streaming('livestreaming', 'dj-pro'),
    streaming('livestreaming', 'dj-lite'),
    streaming('musicstreaming', 'dj-pro'),
    streaming('musicstreaming', 'dj-lite'),
    resourcesLanding('dj-pro'),
    resourcesLanding('dj-lite'),
    resourcesSlug(
      'dj-pro',
      'manual',
      'DJ Pro manual',
      'The complete guide to DJ Pro 3.2: library, decks, mixer, FX, sampler, stems and hardware.',
      rt(
        h3('Contents'),
        ...bullets(
          'Installing and activating',
          'Library and crates',
          'Decks, sync and key lock',
          'Stems and stem FX',
          'Sampler',
          'Recording and broadcasting',
          'Keyboard shortcuts',
        ),
      ),
      'card-manual',
    ),
    resourcesSlug(
      'dj-pro',
      'supported-hardware',
      'Supported hardware',
      'Controllers, mixers and interfaces that work with DJ Pro without setup.',
      rt(
        p(
          'DJ Pro maps supported devices automatically. Devices marked **DVS** also work with control vinyl.',
        ),
        ...bullets(
          '4-channel controllers: 38 models',
          '2-channel controllers: 54 models',
          'Club mixers (DVS): 16 models',
          'Pad controllers: 9 models',
        ),
        small('The full list is updated with every release.'),
      ),
      'card-hardware',
    ),
    resourcesSlug(
      'dj-lite',
      'manual',
      'DJ Lite manual',
      'Everything DJ Lite can do, explained screen by screen.',
      rt(
        h3('Contents'),
        ...bullets(
          'Installing DJ Lite',
          'Practice mode',
          'Library',
          'Decks and mixer',
          'Upgrading to DJ Pro',
        ),
      ),
      'card-manual',
    ),
    resourcesSlug(
      'dj-lite',
      'getting-started',
      'Getting started with DJ Lite',
      'Install DJ Lite, connect a controller and play your first mix in ten minutes.',
      rt(
        ...numbered(
          'Download DJ Lite for your computer.',
          'Connect your controller with USB; DJ Lite shows it at the top of the screen.',
          'Drag two tracks onto the decks and press **Sync**.',
          'Move the crossfader slowly from left to right.',
        ),
      ),
      'card-tutorial-mix',
    ),
    controlVinyl(
      'performance-series',
      'Performance Series control vinyl',
      'Our 12-inch control vinyl, pressed on 180 g vinyl for stable tracking.',
      rt(
        ...bullets(
          'Two sides: absolute and relative mode',
          'Ten minutes of timecode per side',
          '180 g pressing, colours: black, white, clear',
        ),
        p('Calibrate each deck in **Setup → DVS** after you change a needle.'),
      ),
      'card-control-vinyl',
    ),
    controlVinyl(
      'noise-map-setup',
      'Setting up the noise map',
      'Read the DVS noise map to set thresholds for your turntables.',
      rt(
        p('The noise map shows the timecode signal as a ring. A clean ring means good tracking.'),
        ...numbered(
          'Play the control vinyl at 33 RPM.',
          'Raise the threshold until the centre of the map is clear.',
          'Check both decks and save the setting.',
        ),
      ),
      'dj-pro-square',
    ),
    tutorials('dj-pro'),
    tutorials('dj-lite'),
    howToDjPro(),
  ]
}
