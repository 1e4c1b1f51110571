/**
 * DJ Pro and DJ Lite resources: landing pages, resource pages and control vinyl pages.
 */
import { block, cta, type Doc, headerSec, img, page, rt, sec } from './build.ts'
import { BASE, type Dj, NAME } from './dj-shared.ts'

/** The resources landing page of DJ Pro or DJ Lite. */
export function resourcesLanding(product: Dj): Doc {
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
          card(
            'Control vinyl and DJ Lite',
            'What you need to scratch with timecode records.',
            'card-control-vinyl',
            '/dj-lite/resources/control-vinyl/cv-02',
            'Control vinyl',
          ),
        ]
  return page('resourcesLanding', `resources-${product}`, {
    title: `${NAME[product]} resources`,
    description: `Manuals, hardware lists and guides for ${NAME[product]}.`,
    product,
    og: 'og-dj',
    pageBuilder: [
      headerSec({
        eyebrow: 'Resources',
        heading: `${NAME[product]} resources`,
        subheading: 'Manuals, guides and downloads.',
      }),
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

/** A resource page, /{product}/resources/{slug}. */
export function resourcesSlug(
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
      headerSec({
        eyebrow: `${NAME[product]} resources`,
        heading: title,
        subheading: intro,
      }),
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

/** A DJ Pro control vinyl page, /dj/pro/resources/control-vinyl/{slug}. */
export function controlVinyl(
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
      headerSec(
        {
          eyebrow: 'Control vinyl',
          heading: title,
          subheading: intro,
          backgroundImage: img('card-control-vinyl'),
        },
        'dark',
      ),
      sec({ title: 'Body' }, block('basicContentBlock', { heading: 'Details', body })),
      sec({ title: 'Image' }, block('basicImage', { image: img(image), caption: title, width: 'contained' })),
    ],
  })
}
