/**
 * The pages of the seed dataset by route (spec §2): each path, the content it resolves to (content type,
 * product, slug, as `app/src/content/resolve-content-path.ts` resolves it) and the `_id` of the published
 * document the page query must return. Used by the seed tests; browser tests may iterate it too.
 */

/** One route of the seed dataset. */
export interface SeedRoute {
  path: string
  contentType: string
  product?: string
  slug?: string
  /** The published document the page shows. */
  id: string
}

const r = (path: string, contentType: string, id: string, product?: string, slug?: string): SeedRoute => ({
  path,
  contentType,
  id,
  ...(product ? { product } : {}),
  ...(slug ? { slug } : {}),
})

const downloads = (base: string, product: string, versions: string[]): SeedRoute[] => [
  r(`${base}/downloads`, 'downloads', `downloads-${product}-${versions[0]?.replaceAll('.', '-')}`, product),
  r(`${base}/downloads/archive`, 'downloadArchive', `download-archive-${product}`, product),
  ...versions.map((v) =>
    r(`${base}/downloads/${v}`, 'downloads', `downloads-${product}-${v.replaceAll('.', '-')}`, product, v),
  ),
]

/** Every page route the seed dataset serves. */
export const seedRoutes: SeedRoute[] = [
  r('/', 'homepage', 'homepage'),
  r('/campaign/summer-sale', 'campaign', 'campaign-summer-sale', undefined, 'summer-sale'),
  r('/campaign/dj-pro-3-2-launch', 'campaign', 'campaign-dj-pro-3-2-launch', undefined, 'dj-pro-3-2-launch'),
  r('/careers', 'careers', 'careers'),
  r('/upgrade', 'upgrade', 'upgrade'),
  r('/dj', 'djLanding', 'dj-landing'),
  // DJ Lite
  r('/dj/lite', 'features', 'features-dj-lite', 'dj-lite'),
  ...downloads('/dj/lite', 'dj-lite', ['3.2.0', '3.1.0', '3.0.0']),
  r('/dj/lite/live-streaming', 'livestreaming', 'livestreaming-dj-lite', 'dj-lite'),
  r('/dj/lite/music-streaming', 'musicstreaming', 'musicstreaming-dj-lite', 'dj-lite'),
  r('/dj/lite/resources', 'resourcesLanding', 'resources-dj-lite', 'dj-lite'),
  r('/dj/lite/resources/manual', 'resourcesSlug', 'resources-dj-lite-manual', 'dj-lite', 'manual'),
  r(
    '/dj/lite/resources/getting-started',
    'resourcesSlug',
    'resources-dj-lite-getting-started',
    'dj-lite',
    'getting-started',
  ),
  r('/dj/lite/tutorials', 'tutorials', 'tutorials-dj-lite', 'dj-lite'),
  // DJ Pro
  r('/dj/pro', 'features', 'features-dj-pro', 'dj-pro'),
  ...downloads('/dj/pro', 'dj-pro', ['3.2.0', '3.1.4', '3.0.0']),
  r('/dj/pro/expansions', 'expansions', 'expansions-dj-pro', 'dj-pro'),
  r('/dj/pro/free-trial', 'freeTrial', 'free-trial-dj-pro', 'dj-pro'),
  r('/dj/pro/live-streaming', 'livestreaming', 'livestreaming-dj-pro', 'dj-pro'),
  r('/dj/pro/music-streaming', 'musicstreaming', 'musicstreaming-dj-pro', 'dj-pro'),
  r('/dj/pro/pricing', 'pricing', 'pricing-dj-pro', 'dj-pro'),
  r('/dj/pro/pricing/suite', 'pricingChild', 'pricing-child-dj-pro-suite', 'dj-pro', 'suite'),
  r(
    '/dj/pro/pricing/expansions-bundle',
    'pricingChild',
    'pricing-child-dj-pro-expansions-bundle',
    'dj-pro',
    'expansions-bundle',
  ),
  r('/dj/pro/resources', 'resourcesLanding', 'resources-dj-pro', 'dj-pro'),
  r('/dj/pro/resources/manual', 'resourcesSlug', 'resources-dj-pro-manual', 'dj-pro', 'manual'),
  r(
    '/dj/pro/resources/supported-hardware',
    'resourcesSlug',
    'resources-dj-pro-supported-hardware',
    'dj-pro',
    'supported-hardware',
  ),
  r(
    '/dj/pro/resources/control-vinyl/performance-series',
    'controlVinylResourcesSlug',
    'control-vinyl-performance-series',
    'dj-pro',
    'performance-series',
  ),
  r(
    '/dj/pro/resources/control-vinyl/noise-map-setup',
    'controlVinylResourcesSlug',
    'control-vinyl-noise-map-setup',
    'dj-pro',
    'noise-map-setup',
  ),
  r('/dj/pro/tutorials', 'tutorials', 'tutorials-dj-pro', 'dj-pro'),
  r('/dj/pro/tutorials/prepare-a-set', 'howTo', 'how-to-dj-pro-prepare-a-set', 'dj-pro', 'prepare-a-set'),
  r('/dj-pro/buy-dj-pro', 'pricing', 'pricing-dj-pro', 'dj-pro'),
  // Hex FX
  r('/hex-fx', 'features', 'features-hex-fx', 'hex-fx'),
  ...downloads('/hex-fx', 'hex-fx', ['1.2.0', '1.1.1', '1.0.0']),
  r('/hex-fx/free-trial', 'freeTrial', 'free-trial-hex-fx', 'hex-fx'),
  r('/hex-fx/pricing', 'pricing', 'pricing-hex-fx', 'hex-fx'),
  // Music production
  r('/music-production', 'musicProduction', 'music-production'),
  r('/music-production/producer-suite', 'producerSuite', 'producer-suite', 'producer-suite'),
  r(
    '/music-production/producer-suite/downloads',
    'producerSuiteDownloads',
    'producer-suite-downloads',
    'producer-suite',
  ),
  // Sample
  r('/sample', 'features', 'features-sample', 'sample'),
  ...downloads('/sample', 'sample', ['2.0.0', '1.4.2', '1.4.0']),
  r('/sample/free-trial', 'freeTrial', 'free-trial-sample', 'sample'),
  r('/sample/pricing', 'pricing', 'pricing-sample', 'sample'),
  r('/sample/tutorials', 'tutorials', 'tutorials-sample', 'sample'),
  r('/sample/tutorials/chop', 'howTo', 'how-to-sample-chop', 'sample', 'chop'),
  // Studio
  r('/studio', 'features', 'features-studio', 'studio'),
  ...downloads('/studio', 'studio', ['2.1.0', '2.0.3', '1.0.0']),
  r('/studio/free-trial', 'freeTrial', 'free-trial-studio', 'studio'),
  r('/studio/pricing', 'pricing', 'pricing-studio', 'studio'),
  r('/studio/slab', 'features', 'features-studio-slab', 'studio', 'slab'),
  r('/studio/sounds', 'sounds', 'sounds-studio', 'studio'),
  r('/studio/sounds/lofi-keys', 'soundpack', 'soundpack-lofi-keys', 'studio', 'lofi-keys'),
  r('/studio/sounds/neon-drums', 'soundpack', 'soundpack-neon-drums', 'studio', 'neon-drums'),
  r('/studio/sounds/analog-bass', 'soundpack', 'soundpack-analog-bass', 'studio', 'analog-bass'),
  r('/studio/tutorials', 'tutorials', 'tutorials-studio', 'studio'),
  r(
    '/studio/tutorials/how-to-make-a-remix',
    'tutorials',
    'tutorials-studio-how-to-make-a-remix',
    'studio',
    'how-to-make-a-remix',
  ),
  r(
    '/studio/tutorials/how-to-make-a-beat',
    'tutorials',
    'tutorials-studio-how-to-make-a-beat',
    'studio',
    'how-to-make-a-beat',
  ),
  r('/studio/tutorials/mixing-101', 'howTo', 'how-to-studio-mixing-101', 'studio', 'mixing-101'),
  // Pitch 'n' Time and Producer Suite (general /{product} patterns)
  r('/pnt', 'features', 'features-pnt', 'pnt'),
  ...downloads('/pnt', 'pnt', ['1.1.0', '1.0.0']),
  r('/producer-suite', 'features', 'features-producer-suite', 'producer-suite'),
  r('/pnt/expansions', 'expansions', 'expansions-pnt', 'pnt'),
  r('/pnt/pricing', 'pricing', 'pricing-pnt', 'pnt'),
  r('/pnt/pricing/bundle', 'pricingChild', 'pricing-child-pnt-bundle', 'pnt', 'bundle'),
  r('/pnt/free-trial', 'freeTrial', 'free-trial-pnt', 'pnt'),
  r('/producer-suite/pricing', 'pricing', 'pricing-producer-suite', 'producer-suite'),
  r('/dj-lite/pricing', 'pricing', 'pricing-dj-lite', 'dj-lite'),
  r('/hex-fx/tutorials', 'tutorials', 'tutorials-hex-fx', 'hex-fx'),
  r('/studio/resources', 'resourcesLanding', 'resources-studio', 'studio'),
  r('/studio/resources/manual', 'resourcesSlug', 'resources-studio-manual', 'studio', 'manual'),
  r(
    '/dj-lite/resources/control-vinyl/cv-02',
    'controlVinylResourcesSlug',
    'control-vinyl-dj-lite-cv-02',
    'dj-lite',
    'cv-02',
  ),
  r('/sample/live-streaming', 'livestreaming', 'livestreaming-sample', 'sample'),
  r('/studio/music-streaming', 'musicstreaming', 'musicstreaming-studio', 'studio'),
]

/** Drafts that differ visibly from their published documents (preview tests). */
export const seedDrafts = [
  { path: '/', id: 'drafts.homepage', published: 'homepage', heading: 'Draft: Play. Produce. Perform.' },
  {
    path: '/dj/pro',
    id: 'drafts.features-dj-pro',
    published: 'features-dj-pro',
    heading: 'Draft: Four decks. Real-time stems. No limits.',
  },
] as const
