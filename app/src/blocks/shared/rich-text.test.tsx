// @vitest-environment happy-dom
import type { RichText as RichTextValue } from '@music/sdk/content'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { downloadPagePath, RichText } from './rich-text.tsx'
import { renderWithRouter, testConfig } from './test-utils.tsx'

afterEach(cleanup)

const text: RichTextValue = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [
      { _key: 'dl', _type: 'internalDownloadLink', product: 'dj-pro', os: 'mac', version: '4.0.2' },
      { _key: 'latest', _type: 'internalDownloadLink', product: 'studio', os: 'windows' },
      { _key: 'suite', _type: 'internalDownloadLink', product: 'producer-suite', os: 'mac' },
      { _key: 'ext', _type: 'link', linkType: 'external', externalUrl: 'https://example.com/forum' },
      { _key: 'int', _type: 'link', linkType: 'internal', internalPath: '/dj/pro/pricing#plans' },
    ],
    children: [
      { _type: 'span', _key: 's1', text: 'Download DJ Pro 4.0.2', marks: ['dl'] },
      { _type: 'span', _key: 's2', text: ', get ', marks: [] },
      { _type: 'span', _key: 's3', text: 'the latest Studio', marks: ['latest'] },
      { _type: 'span', _key: 's3b', text: ', the ', marks: [] },
      { _type: 'span', _key: 's3c', text: 'Producer Suite', marks: ['suite'] },
      { _type: 'span', _key: 's4', text: ', ask the ', marks: [] },
      { _type: 'span', _key: 's5', text: 'forum', marks: ['ext'] },
      { _type: 'span', _key: 's6', text: ' or see ', marks: [] },
      { _type: 'span', _key: 's7', text: 'pricing', marks: ['int', 'strong'] },
    ],
  },
  {
    _type: 'block',
    _key: 'b2',
    style: 'h3',
    markDefs: [],
    children: [{ _type: 'span', _key: 's8', text: 'System requirements', marks: [] }],
  },
]

describe('RichText', () => {
  it('renders internalDownloadLink marks as download buttons named with their platform, and as links for a product without installers', async () => {
    await renderWithRouter(<RichText value={text} />)
    // The author's words, then the platform, so the macOS and the Windows card's buttons differ.
    expect(screen.getByRole('button', { name: 'Download DJ Pro 4.0.2 for macOS' }).className).toBe(
      'link-button',
    )
    expect(screen.getByRole('button', { name: 'the latest Studio for Windows' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Producer Suite' }).getAttribute('href')).toBe(
      '/music-production/producer-suite/downloads',
    )
  })

  it('renders link marks: external with rel=noopener, internal through the router with its hash', async () => {
    await renderWithRouter(<RichText value={text} />)
    const forum = screen.getByRole('link', { name: 'forum' })
    expect(forum.getAttribute('href')).toBe('https://example.com/forum')
    expect(forum.getAttribute('rel')).toBe('noopener')
    expect(screen.getByRole('link', { name: 'pricing' }).getAttribute('href')).toBe('/dj/pro/pricing#plans')
    expect(screen.getByRole('heading', { level: 3, name: 'System requirements' })).toBeTruthy()
  })

  it('keeps preview=true on internal links in preview mode', async () => {
    await renderWithRouter(<RichText value={text} />, '/dj/pro?preview=true')
    expect(screen.getByRole('link', { name: 'Producer Suite' }).getAttribute('href')).toBe(
      '/music-production/producer-suite/downloads?preview=true',
    )
  })

  it('adds preview=true to external links onto the site itself in preview mode, not to other sites', async () => {
    const ownSite: RichTextValue = [
      {
        _type: 'block',
        _key: 'b3',
        style: 'normal',
        markDefs: [
          {
            _key: 'own',
            _type: 'link',
            linkType: 'external',
            externalUrl: `${testConfig.siteOrigin}/studio`,
          },
          { _key: 'ext', _type: 'link', linkType: 'external', externalUrl: 'https://example.com/forum' },
        ],
        children: [
          { _type: 'span', _key: 's1', text: 'Studio', marks: ['own'] },
          { _type: 'span', _key: 's2', text: 'forum', marks: ['ext'] },
        ],
      },
    ]
    await renderWithRouter(<RichText value={ownSite} />, '/dj/pro?preview=true')
    expect(screen.getByRole('link', { name: 'Studio' }).getAttribute('href')).toBe(
      `${testConfig.siteOrigin}/studio?preview=true`,
    )
    expect(screen.getByRole('link', { name: 'forum' }).getAttribute('href')).toBe('https://example.com/forum')
  })

  it('renders nothing for missing or empty text', async () => {
    const { container } = await renderWithRouter(
      <>
        <RichText value={null} />
        <RichText value={[]} />
      </>,
    )
    expect(container.textContent).toBe('')
  })
})

describe('downloadPagePath', () => {
  it('maps products to their downloads routes (docs/requirements.md §2)', () => {
    expect(downloadPagePath({ product: 'dj-lite' })).toBe('/dj/lite/downloads')
    expect(downloadPagePath({ product: 'producer-suite' })).toBe('/music-production/producer-suite/downloads')
    expect(downloadPagePath({ product: 'hex-fx', version: '1.2.0' })).toBe('/hex-fx/downloads/1.2.0')
  })
})
