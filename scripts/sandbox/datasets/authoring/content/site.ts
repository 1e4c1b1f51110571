/**
 * Site-wide pages: home (and its draft), careers, campaigns, upgrade, the DJ landing page, music
 * production, Producer Suite and its downloads page.
 */
import {
  block,
  bullets,
  cta,
  type Doc,
  file,
  h3,
  img,
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

function homepage(draft: boolean): Doc {
  return page('homepage', draft ? 'drafts.homepage' : 'homepage', {
    title: 'DJ and music production software',
    description:
      'DJ Pro, DJ Lite, Studio, Sample and Hex FX: software for DJs and producers, from first mix to main stage. Free downloads and trials.',
    og: 'og-site',
    updated: draft ? '2026-11-20T11:05:00Z' : '2026-11-18T09:30:00Z',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('heroBlock', {
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
      ),
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
          ctas: [cta('Browse tutorials', '/dj/pro/tutorials', 'secondary')],
          alignment: 'center',
        }),
      ),
    ],
  })
}

const job = (
  title: string,
  department: string,
  location: string,
  employmentType: string,
  summary: string,
  duties: string[],
) => ({
  _type: 'job',
  title,
  department,
  location,
  employmentType,
  description: rt(
    p(summary),
    h3('What you’ll do'),
    bullets(...duties),
    small(
      'We welcome applications from people of every background. Tell us in your application if you need adjustments for the interview.',
    ),
  ),
  applyUrl: `mailto:careers@example.com?subject=${encodeURIComponent(title)}`,
})

const member = (name: string, role: string, photo: string, quoteText: string) => ({
  _type: 'teamMember',
  name,
  role,
  photo: img(photo),
  quote: quoteText,
})

function careers(): Doc {
  return page('careers', 'careers', {
    title: 'Careers',
    description:
      'Join the team that builds DJ Pro, Studio and our plugins. Open roles in engineering, design and support, in Auckland and remote.',
    og: 'og-careers',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          eyebrow: 'Careers',
          heading: 'Build the tools artists play',
          subheading:
            'We are 60 people in Auckland and around the world, making software that is on stage somewhere every night of the year.',
          backgroundImage: img('careers-hero'),
          ctas: [cta('See open roles', '/careers#open-roles')],
        }),
      ),
      sec(
        { title: 'Why work here' },
        block('threeColumnContent', {
          eyebrow: 'Working here',
          heading: 'How we work',
          columns: [
            {
              _type: 'contentColumn',
              heading: 'Flexible and remote-friendly',
              body: rt(
                'Work from our Auckland studio or from home anywhere within four hours of New Zealand time. Core hours are 10:00 to 15:00.',
              ),
            },
            {
              _type: 'contentColumn',
              heading: 'Time to play',
              body: rt(
                'Every quarter we stop for a two-day jam: teams build whatever they like with our products and show it on Friday afternoon.',
              ),
            },
            {
              _type: 'contentColumn',
              heading: 'Gear budget',
              body: rt(
                'NZ$1,500 a year for music gear, courses or gig tickets, plus every product we make, free.',
              ),
            },
          ],
        }),
      ),
      sec(
        { title: 'Open roles', anchorId: 'open-roles' },
        block('jobsAccordion', {
          heading: 'Open roles',
          body: rt(
            'Don’t see your role? Write to [careers@example.com](mailto:careers@example.com) and tell us what you would build.',
          ),
          emptyMessage: 'There are no open roles right now. Check back soon.',
          jobs: [
            job(
              'Senior Audio DSP Engineer',
              'Engineering',
              'Auckland or remote (NZ/AU)',
              'full-time',
              'Own the time-stretching and stem separation engines behind DJ Pro and Pitch ’n’ Time.',
              [
                'Design and optimise real-time DSP in C++ for Apple silicon and x86 (SIMD, lock-free audio threads).',
                'Profile CPU and latency on low-end laptops and make stems run on them.',
                'Work with product designers on how new effects sound and feel.',
              ],
            ),
            job(
              'Frontend Engineer, Web',
              'Engineering',
              'Remote (NZ)',
              'full-time',
              'Build our marketing site and customer account area with React and TypeScript.',
              [
                'Ship accessible, fast pages from our headless content platform.',
                'Own the account area: licences, subscriptions and downloads.',
                'Keep Core Web Vitals green on every page.',
              ],
            ),
            job(
              'Product Designer, DJ',
              'Design',
              'Auckland',
              'full-time',
              'Shape the DJ Pro and DJ Lite interfaces used in clubs, bedrooms and on livestreams.',
              [
                'Prototype performance features with DJs and test them in real sets.',
                'Design for dark booths, small laptop screens and touch.',
              ],
            ),
            job(
              'Customer Support Specialist (Spanish and English)',
              'Support',
              'Remote (Americas time zones)',
              'part-time',
              'Help DJs and producers get set up and back to playing.',
              [
                'Answer tickets and chat about installs, licences and hardware.',
                'Write and update help articles in both languages.',
              ],
            ),
          ],
        }),
      ),
      section(
        { title: 'Departments' },
        sub(
          {},
          block('careersDepartmentSection', {
            department: 'Engineering',
            heading: 'Engineering',
            body: rt(
              'Audio, desktop, hardware integration and web teams. We ship DJ Pro every six weeks and run it on 400 controllers before each release.',
            ),
            image: img('card-hardware'),
            meetTheTeam: [
              member(
                'Aroha Ngata',
                'Head of Audio Engineering',
                'team-aroha',
                'I get to work on the sound of a mixer that thousands of DJs use every weekend.',
              ),
              member(
                'Jonas Weber',
                'Hardware Integration Lead',
                'team-jonas',
                'There is a wall of controllers in our lab. My job is to make every one of them just work.',
              ),
            ],
          }),
        ),
        sub(
          {},
          block('careersDepartmentSection', {
            department: 'Design and Product',
            heading: 'Design and Product',
            body: rt('A small team of designers and product managers who DJ and produce themselves.'),
            image: img('card-stems'),
            meetTheTeam: [
              member(
                'Priya Raman',
                'Principal Product Designer',
                'team-priya',
                'We test every feature in a real booth before it ships.',
              ),
              member(
                'Mateo Ruiz',
                'Product Manager, Studio',
                'team-mateo',
                'I talk to beatmakers every week. Half our roadmap comes from those calls.',
              ),
            ],
          }),
        ),
      ),
      sec(
        { title: 'Studio photos' },
        block('imageGallery', {
          heading: 'Inside the studio',
          body: rt('Our Auckland office has two treated studios, a DJ booth and the controller lab.'),
          columns: 3,
          images: [
            { ...img('card-hardware'), caption: 'The controller lab' },
            { ...img('card-sampler'), caption: 'Studio B, where Studio gets tested' },
            { ...img('card-control-vinyl'), caption: 'The booth, Friday afternoon' },
          ],
        }),
      ),
    ],
  })
}

function campaign(
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
      sec(
        { title: 'Hero', theme: 'dark' },
        block('h1HeroBlock2Col', {
          eyebrow: 'Limited time',
          heading,
          body: rt(
            body,
            small('Offer ends 31 January 2027, 23:59 NZDT. Prices in US dollars; local taxes may apply.'),
          ),
          ctas: [
            cta('Buy DJ Pro', '/dj-pro/buy-dj-pro'),
            cta('Compare plans', '/dj/pro/pricing', 'secondary'),
          ],
          image: img('campaign-hero'),
          mediaPosition: 'right',
        }),
      ),
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

function upgrade(): Doc {
  return page('upgrade', 'upgrade', {
    title: 'Upgrade to DJ Pro',
    description:
      'Upgrade from DJ Lite to DJ Pro: four decks, stems, recording and pro hardware. Keep your library, crates and cue points.',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Header', theme: 'dark' },
        block('basicPageHeader', {
          eyebrow: 'Upgrade',
          heading: 'Ready for more than two decks?',
          subheading:
            'Move from DJ Lite to DJ Pro in one click. Your library, crates, cue points and loops come with you.',
          backgroundImage: img('dj-pro-hero'),
          ctas: [
            cta('Buy DJ Pro', '/dj-pro/buy-dj-pro'),
            cta('Try it free for 14 days', '/dj/pro/free-trial', 'secondary'),
          ],
        }),
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

function djLanding(): Doc {
  return page('djLanding', 'dj-landing', {
    title: 'DJ software',
    description:
      'DJ Pro and DJ Lite: DJ software for Mac and Windows. Start free with DJ Lite, go pro with four decks, stems and DVS.',
    og: 'og-dj',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('h1HeroBlock2Col', {
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
      ),
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

function musicProduction(): Doc {
  return page('musicProduction', 'music-production', {
    title: 'Music production software',
    description:
      'Studio, Sample, Hex FX and Pitch ’n’ Time: tools for beatmakers and producers, alone or together in Producer Suite.',
    og: 'og-studio',
    pageBuilder: [
      sec(
        { title: 'Intro', theme: 'dark' },
        block('basicContentSection', {
          eyebrow: 'Music production',
          heading: 'From first loop to finished track',
          body: rt(
            'Make beats in Studio, find and flip samples with Sample, shape them with Hex FX and fix timing with Pitch ’n’ Time. Every plugin runs in the DAW you already use.',
          ),
          image: img('studio-hero'),
          mediaPosition: 'right',
          ctas: [cta('Get Producer Suite', '/music-production/producer-suite')],
        }),
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

function producerSuite(): Doc {
  return page('producerSuite', 'producer-suite', {
    title: 'Producer Suite',
    description:
      'Producer Suite: Studio, Sample, Hex FX and Pitch ’n’ Time plus every sound pack, for US$29.99 a month.',
    product: 'producer-suite',
    og: 'og-studio',
    pageBuilder: [
      sec(
        { title: 'Hero', theme: 'dark' },
        block('heroBlock', {
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
      ),
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

function producerSuiteDownloads(): Doc {
  const dl = (product: string, name: string, os: string) =>
    `[${name} for ${os === 'mac' ? 'macOS' : 'Windows'}](download:${product}/${os})`
  return page('producerSuiteDownloads', 'producer-suite-downloads', {
    title: 'Producer Suite downloads',
    description: 'Download every Producer Suite app and plugin for macOS and Windows.',
    product: 'producer-suite',
    og: 'og-studio',
    pageBuilder: [
      sec(
        { title: 'Header' },
        block('basicPageHeader', {
          heading: 'Download Producer Suite',
          subheading:
            'Install the apps and plugins you need. Sign in with your account in each one to activate it.',
        }),
      ),
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

/** Site-wide documents. */
export function siteDocuments(): Doc[] {
  return [
    homepage(false),
    homepage(true),
    careers(),
    campaign(
      'campaign-summer-sale',
      'summer-sale',
      'Summer Sale',
      'Up to 40% off DJ Pro, Studio and Hex FX until 31 January.',
      'Summer Sale: up to 40% off',
      'Our biggest sale of the year: DJ Pro, Studio and Hex FX at their lowest prices.',
      '2026-11-16T08:00:00Z',
    ),
    campaign(
      'campaign-dj-pro-3-2-launch',
      'dj-pro-3-2-launch',
      'DJ Pro 3.2 launch',
      'DJ Pro 3.2 adds stem FX, smarter sync and 12 new controllers. Upgrade from DJ Lite for 40% off during launch.',
      'DJ Pro 3.2: stems get effects',
      'Put an echo on just the vocal. DJ Pro 3.2 lets you send each stem to its own effect, live. Upgrading from DJ Lite is 40% off during launch.',
      '2026-11-04T08:00:00Z',
    ),
    upgrade(),
    djLanding(),
    musicProduction(),
    producerSuite(),
    producerSuiteDownloads(),
  ]
}
