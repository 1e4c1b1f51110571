/**
 * The homepage (and its draft for preview) and the DJ landing page.
 */
import { block, cta, type Doc, h1HeroSec, heroSec, img, page, ref, rt, sec, section, sub } from './build.ts'
import { videos } from './media.ts'

/** Hero heading of the published homepage; the draft prefixes it with "Draft: ". */
export const HOME_HEADING = 'Play. Produce. Perform.'

const productCard = (
  product: string,
  heading: string,
  body: string,
  image: string,
  price: string,
  path: string,
) =>
  block('productCard', {
    product,
    heading,
    body: rt(body),
    image: img(image),
    priceLabel: price,
    ctas: [
      cta(`Explore ${heading}`, path),
      cta('See pricing', `${path === '/dj/lite' ? '/dj/pro' : path}/pricing`, 'text'),
    ],
  })

/** The homepage (the draft when `draft`). */
export function homepage(draft: boolean): Doc {
  return page('homepage', draft ? 'drafts.homepage' : 'homepage', {
    title: 'DJ and music production software',
    description:
      'DJ Pro, DJ Lite, Studio, Sample and Hex FX: software for DJs and producers, from first mix to main stage. Free downloads and trials.',
    og: 'og-site',
    updated: draft ? '2026-11-20T11:05:00Z' : '2026-11-18T09:30:00Z',
    pageBuilder: [
      heroSec({
        eyebrow: 'DJ Pro 3.2 is here',
        heading: draft ? `Draft: ${HOME_HEADING}` : HOME_HEADING,
        subheading:
          'Software for DJs and producers. Mix four decks with real-time stems, make beats in Studio and shape sound with our plugins.',
        ctas: [
          cta('Download DJ Pro', '/dj/pro/downloads'),
          cta('Explore music production', '/music-production', 'secondary'),
        ],
        portraitImage: img('home-portrait'),
        squareImage: img('home-square'),
        landscapeImage: img('home-hero'),
        mobileVideo: ref(videos.djProTrailer),
        tabletVideo: ref(videos.djProTrailer),
        tabletRotatedVideo: ref(videos.djProTrailer),
        laptopVideo: ref(videos.djProTrailer),
        desktopVideo: ref(videos.djProTrailer),
        theme: 'light',
      }),
      sec(
        { title: 'Products', anchorId: 'products' },
        block('componentCarousel', {
          heading: 'Find the right tool',
          body: rt('Every product runs on macOS and Windows, and every one of them can be tried for free.'),
          items: [
            productCard(
              'dj-pro',
              'DJ Pro',
              'Four decks, stems, sampler and pro hardware support.',
              'icon-dj-pro',
              'From US$14.99/month',
              '/dj/pro',
            ),
            productCard(
              'dj-lite',
              'DJ Lite',
              'Free DJ software for your first controller.',
              'icon-dj-lite',
              'Free',
              '/dj/lite',
            ),
            productCard(
              'studio',
              'Studio',
              'Make beats and full songs with pads, patterns and sound packs.',
              'icon-studio',
              'US$9.99/month',
              '/studio',
            ),
            productCard(
              'sample',
              'Sample',
              'The sampler plugin that finds, chops and plays.',
              'icon-sample',
              'US$99',
              '/sample',
            ),
            productCard(
              'hex-fx',
              'Hex FX',
              'Six performance effects on one hexagon.',
              'icon-hex-fx',
              'US$49',
              '/hex-fx',
            ),
          ],
        }),
      ),
      sec(
        { title: 'Trailer', theme: 'dark' },
        block('clickableHeroVideo', {
          heading: 'See what’s new in DJ Pro 3.2',
          posterImage: img('poster-dj-pro-trailer'),
          video: ref(videos.djProTrailer),
          playLabel: 'Watch the DJ Pro 3.2 trailer',
        }),
      ),
      section(
        { title: 'Artists' },
        sub(
          {},
          block('imageQuoteCard', {
            mobileImage: img('dj-pro-portrait'),
            tabletImage: img('dj-pro-square'),
            desktopImage: img('dj-pro-hero'),
            quote:
              'Stems changed how I build a set. I can drop an a cappella over anything, live, without preparing it at home.',
            attribution: 'Kiri Waititi',
            attributionRole: 'Club DJ, Wellington',
          }),
        ),
        sub(
          {},
          block('quoteBlock', {
            quote: 'Studio is the fastest way I know from an idea to a loop I want to keep.',
            attribution: 'Dani Okafor',
            attributionRole: 'Producer and beatmaker',
            image: img('team-priya', 'Portrait of Dani Okafor'),
          }),
        ),
      ),
      sec(
        { title: 'Newsletter' },
        block('basicContentBlock', {
          eyebrow: 'Stay in the mix',
          heading: 'Release notes, tutorials and offers',
          headingLevel: 'h2',
          body: rt(
            'Get an email when a new version ships, plus a monthly round-up of tutorials. No more than two emails a month.',
          ),
          ctas: [
            cta('Browse tutorials', '/dj/pro/tutorials', 'secondary'),
            cta('See the summer sale', '/campaign/summer-sale', 'text'),
          ],
          alignment: 'center',
        }),
      ),
    ],
  })
}

/** The DJ landing page, /dj. */
export function djLanding(): Doc {
  return page('djLanding', 'dj-landing', {
    title: 'DJ software',
    description:
      'DJ Pro and DJ Lite: DJ software for Mac and Windows. Start free with DJ Lite, go pro with four decks, stems and DVS.',
    og: 'og-dj',
    pageBuilder: [
      h1HeroSec({
        eyebrow: 'DJ software',
        heading: 'DJ software for every stage',
        body: rt(
          'From your first controller to the club booth. Start free with DJ Lite and move up to DJ Pro when you’re ready.',
        ),
        ctas: [
          cta('Compare DJ Pro and DJ Lite', '/dj#compare'),
          cta('Download DJ Lite free', '/dj/lite/downloads', 'secondary'),
        ],
        video: ref(videos.djProTrailer),
        image: img('dj-pro-hero'),
        mediaPosition: 'right',
      }),
      section(
        { title: 'Compare', anchorId: 'compare' },
        sub(
          {},
          block('productFeatureCard', {
            product: 'dj-pro',
            heading: 'DJ Pro',
            body: rt('For club, mobile and touring DJs.'),
            image: img('icon-dj-pro'),
            features: [
              'Up to 4 decks',
              'Real-time stems',
              '8-slot sampler per deck',
              'DVS with control vinyl',
              'Recording and live streaming',
            ],
            ctas: [cta('Explore DJ Pro', '/dj/pro'), cta('Pricing', '/dj/pro/pricing', 'text')],
          }),
          block('productFeatureCard', {
            product: 'dj-lite',
            heading: 'DJ Lite',
            body: rt('Free, for your first controller.'),
            image: img('icon-dj-lite'),
            features: [
              '2 decks',
              'Practice mode without hardware',
              'Beat sync and key detection',
              'Streaming services built in',
            ],
            ctas: [cta('Explore DJ Lite', '/dj/lite'), cta('Download', '/dj/lite/downloads', 'text')],
          }),
        ),
        sub(
          {},
          block('twoColumnSubSection', {
            heading: 'One library, both apps',
            leftColumn: {
              _type: 'contentColumn',
              image: img('card-streaming'),
              heading: 'Your music, everywhere',
              body: rt(
                'Crates, cue points and loops are stored with your files. Switch between DJ Lite and DJ Pro without re-analysing a single track.',
              ),
            },
            rightColumn: {
              _type: 'contentColumn',
              image: img('card-hardware'),
              heading: 'Plug in and play',
              body: rt(
                'Both apps map your controller automatically. See the [supported hardware list](/dj/pro/resources/supported-hardware).',
              ),
            },
            verticalAlignment: 'top',
          }),
        ),
      ),
      sec(
        { title: 'Stories' },
        block('componentCarousel', {
          heading: 'Heard in the booth',
          items: [
            {
              _type: 'quoteBlock',
              quote:
                'I learnt on DJ Lite with a two-channel controller. Two years later I play four decks every Saturday without changing a thing in my library.',
              attribution: 'Sam Liu',
              attributionRole: 'Resident DJ',
            },
            {
              _type: 'imageQuoteCard',
              mobileImage: img('dj-pro-portrait'),
              desktopImage: img('dj-pro-hero'),
              quote: 'The sampler and stems together are a remix station.',
              attribution: 'Nia Bello',
              attributionRole: 'Turntablist',
            },
            {
              _type: 'card',
              heading: 'New to DJing?',
              body: rt('Our beginner tutorials take you from unboxing to your first blend.'),
              image: img('card-tutorial-mix'),
              cta: cta('Start learning', '/dj/lite/tutorials', 'text'),
            },
            {
              _type: 'basicFeatureCard',
              heading: 'Live streaming',
              body: rt('Broadcast your set with one click.'),
              image: img('card-livestream'),
              cta: cta('Learn more', '/dj/pro/live-streaming', 'text'),
            },
          ],
        }),
      ),
    ],
  })
}
