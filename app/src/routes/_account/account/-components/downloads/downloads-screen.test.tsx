// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  recordFileFetches,
  renderScreen,
  setupTestSandbox,
  signInAs,
} from '../../../../../screens/test-support.tsx'
import { DownloadsScreen } from './downloads-screen.tsx'

const { sandbox } = setupTestSandbox()
const fetched = recordFileFetches()

const ALEX = DEMO_USERS[0].email_address
const available = () => screen.getByRole('region', { name: 'Available downloads' })
const history = () => screen.getByRole('region', { name: 'Your download history' })
const assetCard = async (name: string) =>
  (await within(available()).findByRole('heading', { level: 3, name })).closest('li') as HTMLElement

describe('downloads', () => {
  it('lists the latest installers and sound packs, and what the customer downloaded', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<DownloadsScreen />, '/account/downloads', '_account')
    expect(await within(history()).findByText('DJ Pro 3.1.4 for macOS')).toBeTruthy()
    const djPro = await assetCard('DJ Pro 3.2.0')
    expect(within(djPro).getByText(/a starter crate of 40 royalty-free tracks/)).toBeTruthy()
    expect(
      within(djPro).getByText('DJ Pro 3.2.0 for Windows, without the core pack', { selector: 'strong' }),
    ).toBeTruthy()
    expect(await assetCard('Studio Core Sounds')).toBeTruthy()
    expect(within(available()).queryByRole('heading', { name: 'DJ Pro 3.1.4' })).toBeNull()
  })

  it('downloads an installer with the core pack: the file is fetched and the history lists it', async () => {
    signInAs(sandbox(), DEMO_USERS[1].email_address)
    await renderScreen(<DownloadsScreen />, '/account/downloads', '_account')
    expect(await within(history()).findByText(/You have not downloaded an installer yet/)).toBeTruthy()
    const studio = await assetCard('Studio 2.1.0')
    await userEvent.click(within(studio).getByRole('button', { name: 'Download Studio 2.1.0 for macOS' }))
    expect(
      await within(available()).findByText('Your download of Studio 2.1.0 for macOS has started.'),
    ).toBeTruthy()
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(/\/downloads\/files\/[^/]+\/Studio 2\.1\.0 macOS\.zip$/)
    expect(await within(history()).findByText('Studio 2.1.0 for macOS')).toBeTruthy()
  })

  it('e-mails a download link: the result names the address, the outbox has the e-mail', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<DownloadsScreen />, '/account/downloads', '_account')
    const hexFx = await assetCard('Hex FX 1.2.0')
    await userEvent.click(
      within(hexFx).getByRole('button', { name: 'E-mail me the link for Hex FX 1.2.0 for Windows' }),
    )
    expect(
      await within(available()).findByText(
        `We sent a download link for Hex FX 1.2.0 for Windows to ${ALEX}.`,
      ),
    ).toBeTruthy()
    expect(sandbox().outbox.list({ to: ALEX })[0]?.subject).toBe(
      'Your download link: Hex FX 1.2.0 for Windows',
    )
  })

  it('filters by the address: product, OS and every version', async () => {
    signInAs(sandbox(), ALEX)
    const { router } = await renderScreen(
      <DownloadsScreen />,
      '/account/downloads?host_app_name=serato_sample&host_app_os=win&latest_only=0',
      '_account',
    )
    expect(await assetCard('Sample 1.4.0')).toBeTruthy()
    expect(within(available()).queryByRole('heading', { name: 'DJ Pro 3.2.0' })).toBeNull()
    expect(within(available()).queryByText('Sample 2.0.0 for macOS')).toBeNull()
    expect((screen.getByLabelText('Product') as HTMLSelectElement).value).toBe('serato_sample')

    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Hex FX')
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ host_app_name: 'serato_hex_fx' }),
    )
    expect(await assetCard('Hex FX 1.0.0')).toBeTruthy()
    await userEvent.click(screen.getByLabelText('Latest versions only'))
    await waitFor(() =>
      expect(within(available()).queryByRole('heading', { name: 'Hex FX 1.0.0' })).toBeNull(),
    )
  })

  it('downloads a sound pack through its asset', async () => {
    signInAs(sandbox(), ALEX)
    await renderScreen(<DownloadsScreen />, '/account/downloads?type=content_pack', '_account')
    const pack = await assetCard('Studio Core Sounds')
    await userEvent.click(within(pack).getByRole('button', { name: 'Download Studio Core Sounds 2.0.0' }))
    expect(
      await within(available()).findByText('Your download of Studio Core Sounds 2.0.0 has started.'),
    ).toBeTruthy()
    expect(fetched[0]).toMatch(/\/downloads\/files\/[^/]+\/Studio Core Sounds 2\.0\.0\.zip$/)
  })
})
