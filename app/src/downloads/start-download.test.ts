// @vitest-environment happy-dom
import { DEMO_USERS } from '@music/sdk/mocks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Auth } from '../auth/auth.ts'
import { recordFileFetches, setupTestSandbox, signInAs, testAuth } from '../screens/test-support.tsx'
import { saveDownloadIntent } from './download-intent.ts'
import { DOWNLOAD_INTENT_KEY } from './download-intent-key.ts'
import { RESUME_FAILED_MESSAGE, resumeDownload, startDownload } from './start-download.ts'

const PAGE = '/dj/pro/downloads/3.2.0'
const { sandbox } = setupTestSandbox()
const fetched = recordFileFetches()
let auth: Auth
let signInTo: string[]

beforeEach(() => {
  window.history.replaceState(null, '', `${PAGE}?ref=x`)
  auth = testAuth()
  signInTo = []
  vi.spyOn(auth, 'signIn').mockImplementation(async (to) => {
    signInTo.push(to ?? '')
  })
})
afterEach(() => localStorage.clear())

const target = { product: 'dj-pro', os: 'mac' as const, version: '3.2.0', includeCorePack: true }

describe('startDownload', () => {
  it('signed in: the browser fetches the signed file of the installer, which the history lists', async () => {
    signInAs(sandbox(), DEMO_USERS[1].email_address)
    expect(await startDownload(auth, target)).toBe('started')
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toMatch(
      /^http:\/\/services\.test\/downloads\/files\/[^/]+\/DJ Pro 3\.2\.0 macOS\.zip$/,
    )
    const user = sandbox().stores.identity.findByEmail(DEMO_USERS[1].email_address)
    expect(sandbox().stores.downloads.latestInstallerDownload(user?.id ?? 0)?.resource.file_name).toBe(
      'DJ Pro 3.2.0 macOS.zip',
    )
  })

  it('asks the download service for the latest release when the link names no version', async () => {
    signInAs(sandbox(), DEMO_USERS[1].email_address)
    await startDownload(auth, { product: 'studio', os: 'windows', includeCorePack: false })
    expect(fetched[0]).toMatch(/Studio 2\.1\.0 Windows \(no core pack\)\.zip$/)
  })

  it('signed out: keeps the download for this page and leaves for sign-in, coming back here', async () => {
    expect(await startDownload(auth, target)).toBe('signing-in')
    expect(signInTo).toEqual([`${PAGE}?ref=x`])
    expect(JSON.parse(localStorage.getItem(DOWNLOAD_INTENT_KEY) ?? '{}')).toMatchObject({
      ...target,
      page: PAGE,
    })
    expect(fetched).toEqual([])
  })
})

describe('resumeDownload', () => {
  it('starts the saved download after a sign-in return to its page, once', async () => {
    saveDownloadIntent(target, PAGE)
    signInAs(sandbox(), DEMO_USERS[1].email_address)
    await resumeDownload(auth, { outcome: 'signed-in', returnPath: `${PAGE}?ref=x` })
    expect(fetched).toHaveLength(1)
    await resumeDownload(auth, { outcome: 'signed-in', returnPath: PAGE })
    expect(fetched).toHaveLength(1)
  })

  it('forgets it after a failed sign-in, and does not start it on another page', async () => {
    saveDownloadIntent(target, PAGE)
    await resumeDownload(auth, { outcome: 'failed', reason: 'state-mismatch', returnPath: PAGE })
    expect(localStorage.getItem(DOWNLOAD_INTENT_KEY)).toBeNull()
    saveDownloadIntent(target, PAGE)
    signInAs(sandbox(), DEMO_USERS[1].email_address)
    await resumeDownload(auth, { outcome: 'signed-in', returnPath: '/studio/downloads' })
    expect(fetched).toEqual([])
  })

  it('says so in the header alert when the download service refuses', async () => {
    saveDownloadIntent({ ...target, version: '9.9.9' }, PAGE)
    signInAs(sandbox(), DEMO_USERS[1].email_address)
    await resumeDownload(auth, { outcome: 'signed-in', returnPath: PAGE })
    expect(auth.notice()).toBe(RESUME_FAILED_MESSAGE)
    expect(fetched).toEqual([])
  })
})
