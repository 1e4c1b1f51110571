import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Auth, createAuth } from '../../auth/auth.ts'
import { loadServerConfig, type PublicConfig, toPublicConfig } from '../../config/server-config.ts'
import type { ImageValue, VideoValue } from './types.ts'

/** The public configuration block tests render with (defaults; image CDN at http://cdn.test). */
export const testConfig: PublicConfig = toPublicConfig(
  loadServerConfig({
    CONTENT_API_HOST: 'http://cdn.test',
    SANITY_PROJECT_ID: 'musicweb',
    SANITY_DATASET: 'production',
  }),
)

/**
 * Renders `ui` as the root route of a memory-history router whose context holds {@link testConfig},
 * as the site does (links and `usePublicConfig` need both), and the router's `auth` over it (signed
 * out: nothing here signs in). `path` is the current location.
 */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const rootRoute = createRootRouteWithContext<{ config: PublicConfig; auth: Auth }>()({
    component: () => ui,
  })
  const auth = createAuth({ config: async () => testConfig, navigate: () => {} })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { config: testConfig, auth },
  })
  await act(() => router.load())
  return { router, ...render(<RouterProvider router={router} />) }
}

/** A projected image field for tests: asset `image-<id>-<width>x<height>-jpg`. */
export function testImage(
  id: string,
  width = 2000,
  height = 1000,
  altText: string | null = null,
): ImageValue {
  return {
    _type: 'image',
    crop: null,
    hotspot: null,
    altText,
    asset: {
      _id: `image-${id}-${width}x${height}-jpg`,
      url: `http://cdn.test/images/musicweb/production/${id}-${width}x${height}.jpg`,
      altText: null,
      metadata: {
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        lqip: 'data:image/jpeg;base64,AAAA',
      },
    },
  }
}

/** A dereferenced `videoAsset` for tests. */
export function testVideo(
  title: string,
  fileUrl: string | null = `http://cdn.test/${title}.mp4`,
): VideoValue {
  return {
    _id: `video-${title}`,
    title,
    url: null,
    fileUrl,
    mimeType: 'video/mp4',
    poster: null,
    mediaTags: null,
  }
}
