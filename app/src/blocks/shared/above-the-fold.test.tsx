// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublicConfig } from '../../config/server-config.ts'
import { AboveTheFoldContext } from './above-the-fold.ts'
import { ArtDirectedImage } from './art-directed-image.tsx'
import { SanityImage } from './sanity-image.tsx'
import { renderWithRouter, testConfig, testImage } from './test-utils.tsx'

afterEach(cleanup)

/** Server HTML of `ui` inside a router whose context holds the test configuration. */
async function serverHtml(ui: React.ReactNode): Promise<string> {
  const rootRoute = createRootRouteWithContext<{ config: PublicConfig }>()({ component: () => ui })
  const router = createRouter({
    routeTree: rootRoute,
    context: { config: testConfig },
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

describe('images above and below the fold', () => {
  it('keeps priority only above the fold: below, a priority image loads lazily', async () => {
    await renderWithRouter(
      <>
        <SanityImage image={testImage('top', 800, 400, 'Top')} priority />
        <AboveTheFoldContext.Provider value={false}>
          <SanityImage image={testImage('below', 800, 400, 'Below')} priority />
        </AboveTheFoldContext.Provider>
      </>,
    )
    expect(screen.getByRole('img', { name: 'Top' }).getAttribute('fetchpriority')).toBe('high')
    const below = screen.getByRole('img', { name: 'Below' })
    expect(below.getAttribute('loading')).toBe('lazy')
    expect(below.getAttribute('fetchpriority')).toBeNull()
  })

  it('preloads each art-directed variant for the media where the picture shows it', async () => {
    const html = await serverHtml(
      <ArtDirectedImage
        fallback={testImage('portrait', 1080, 1350)}
        variants={[
          { media: '(min-width: 64rem)', image: testImage('landscape', 1920, 1080) },
          { media: '(min-width: 48rem)', image: testImage('square', 1200, 1200) },
        ]}
        priority
      />,
    )
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0])
    const mediaOf = (id: string) =>
      /media="([^"]*)"/
        .exec(preloads.find((link) => link.includes(`/${id}-`)) ?? '')?.[1]
        ?.replaceAll('&amp;', '&')
    expect(mediaOf('landscape')).toBe('(min-width: 64rem)')
    expect(mediaOf('square')).toBe('(min-width: 48rem) and (not (min-width: 64rem))')
    expect(mediaOf('portrait')).toBe('(not (min-width: 64rem)) and (not (min-width: 48rem))')
  })
})
