/**
 * DJ Pro and DJ Lite pages: features (and the DJ Pro draft), expansions, free trial, pricing and its
 * child pages, streaming, resources (with control vinyl pages) and tutorials.
 */
import { bullets, type Doc, h3, numbered, p, rt, small } from './build.ts'
import { expansions, freeTrial, pricing, pricingChild } from './dj-buy.ts'
import { djLiteFeatures, djProFeatures } from './dj-features.ts'
import { howToDjPro, streaming, tutorials } from './dj-learn.ts'
import { controlVinyl, resourcesLanding, resourcesSlug } from './dj-resources.ts'

export { DJ_PRO_HEADING } from './dj-features.ts'

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
