import { createContentClient, pageListenQuery, pageParams } from '@music/sdk/content'
import type { PublicConfig } from '../config/server-config.ts'
import type { ContentPath } from '../content/content-path.ts'
import type { ListenFn } from './live-subscription.ts'

/**
 * A {@link ListenFn} over the sdk content client's `listen` (`pageListenQuery`, includeResult: false,
 * visibility: query, welcome/mutation/reconnect events, cookies sent) for the documents of `page` (docs/requirements.md §4 "Content").
 * Imported dynamically by use-live-preview.ts: a module of its own, so the bundler keeps
 * `@sanity/client` out of the chunks every page loads (a dynamic `import('@music/sdk/content')` would
 * need the whole entry, which pages also import statically).
 */
export function createPreviewListen(config: PublicConfig, page: ContentPath): ListenFn {
  const client = createContentClient({
    apiHost: config.contentApiHost,
    projectId: config.sanityProjectId,
    dataset: config.sanityDataset,
    withCredentials: true,
  })
  const params = { contentType: page.contentType, ...pageParams({ slug: page.slug, product: page.product }) }
  return (observer) =>
    client
      // `events`: without it @sanity/client emits `mutation` only, and the `welcome` that marks the
      // listener live (and refetches what changed before it connected) never arrives.
      .listen(pageListenQuery, params, {
        includeResult: false,
        visibility: 'query',
        events: ['welcome', 'mutation', 'reconnect'],
      })
      .subscribe(observer)
}
