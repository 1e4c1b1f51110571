/**
 * Site-wide pages: home (and its draft), careers, campaigns, upgrade, the DJ landing page, music
 * production, Producer Suite and its downloads page.
 */
import type { Doc } from './build.ts'
import { campaign, upgrade } from './campaigns.ts'
import { careers } from './careers.ts'
import { djLanding, homepage } from './home.ts'
import { musicProduction, producerSuite, producerSuiteDownloads } from './production.ts'

export { HOME_HEADING } from './home.ts'

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
