// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter, testImage } from '../blocks/shared/test-utils.tsx'
import { DownloadRelease, type DownloadsDocument } from './download-release.tsx'

afterEach(cleanup)

const text = (value: string, markDefs: object[] = [], marks: string[] = []) => [
  {
    _key: value,
    _type: 'block',
    style: 'normal',
    markDefs,
    children: [{ _type: 'span', text: value, marks }],
  },
]

const downloadLink = {
  _key: 'd1',
  _type: 'internalDownloadLink',
  product: 'studio',
  os: 'mac',
  version: '2.1.0',
}

/** The fields DownloadRelease reads; the rest of the projected document does not matter here. */
const page = {
  _id: 'downloads-studio-2-1-0',
  _type: 'downloads',
  title: 'Studio 2.1.0',
  product: 'studio',
  semanticVersion: { majorVersion: 2, minorVersion: 1, patchVersion: 0 },
  softwareDownloadCard: [
    {
      _key: 'mac',
      os: 'mac',
      fileSize: '310 MB',
      image: testImage('a1b2c3d4', 256, 256),
      richTextFooterWithCorepack: text('Download Studio 2.1.0 for macOS', [downloadLink], ['d1']),
      richTextFooter: text('Need an older version?'),
    },
    { _key: 'win', os: 'windows', fileSize: '290 MB', image: null, richTextFooter: null },
  ],
  productRelease: {
    releaseNotes: text('Faster pattern editing'),
    systemRequirements: { macSysRequirements: text('macOS 12'), windowsSysRequirements: text('Windows 10') },
  },
} as unknown as DownloadsDocument

describe('DownloadRelease', () => {
  it('shows a card per OS with its size, its download button and links, the release notes and the requirements', async () => {
    await renderWithRouter(<DownloadRelease page={page} />)
    const [mac, windows] = screen.getAllByRole('listitem')
    if (!mac || !windows) throw new Error('expected two download cards')
    expect(within(mac).getByRole('heading', { level: 3 }).textContent).toBe('macOS')
    expect(within(windows).getByRole('heading', { level: 3 }).textContent).toBe('Windows')
    expect(within(mac).getByText('310 MB')).toBeTruthy()
    // The card's own button (naming the release for screen readers), then the mark of its text.
    const macButtons = within(mac).getAllByRole('button', { name: 'Download Studio 2.1.0 for macOS' })
    expect(macButtons.map((button) => button.className)).toEqual(['button', 'link-button'])
    // What a sighted visitor reads: the words outside the part only screen readers get, spaced.
    expect(visibleText(macButtons[0] as HTMLElement)).toBe('Download for macOS')
    expect(within(windows).getByRole('button', { name: 'Download Studio 2.1.0 for Windows' }).className).toBe(
      'button',
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Release notes' })).toBeTruthy()
    expect(screen.getByText('Faster pattern editing')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'System requirements' })).toBeTruthy()
    expect(screen.getByText('Windows 10')).toBeTruthy()
  })

  it('renders nothing for a release without cards, notes or requirements', async () => {
    const { container } = await renderWithRouter(
      <DownloadRelease page={{ ...page, softwareDownloadCard: null, productRelease: null }} />,
    )
    expect(container.querySelector('section')).toBeNull()
  })
})

/** An element's text without its visually hidden parts, spaces collapsed as a browser shows them. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove()
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}
