// @vitest-environment happy-dom
import { installerHostApps } from '@music/sdk/downloads'
import { afterEach, describe, expect, it } from 'vitest'
import { hasInstallers } from './download-button.tsx'
import {
  DOWNLOAD_INTENT_TTL_MS,
  readIntent,
  saveDownloadIntent,
  takeDownloadIntent,
} from './download-intent.ts'
import { DOWNLOAD_INTENT_KEY } from './download-intent-key.ts'

const PAGE = '/dj/pro/downloads/3.2.0'
const NOW = Date.parse('2026-11-20T10:00:00Z')
const target = { product: 'dj-pro', os: 'mac' as const, version: '3.2.0', includeCorePack: true }
const saved = (fields: object) =>
  JSON.stringify({ ...target, page: PAGE, expiresAt: NOW + 60_000, ...fields })

afterEach(() => localStorage.clear())

describe('download intent', () => {
  it('is taken back once, for the page it was saved on', () => {
    saveDownloadIntent(target, PAGE, NOW)
    expect(takeDownloadIntent(PAGE, NOW + 1000)).toEqual(target)
    expect(takeDownloadIntent(PAGE, NOW + 1000)).toBeUndefined()
    expect(localStorage.getItem(DOWNLOAD_INTENT_KEY)).toBeNull()
  })

  it('is forgotten on another page, and after 10 minutes', () => {
    saveDownloadIntent(target, PAGE, NOW)
    expect(takeDownloadIntent('/studio/downloads', NOW)).toBeUndefined()
    expect(localStorage.getItem(DOWNLOAD_INTENT_KEY)).toBeNull()
    saveDownloadIntent(target, PAGE, NOW)
    expect(takeDownloadIntent(PAGE, NOW + DOWNLOAD_INTENT_TTL_MS)).toBeUndefined()
  })

  it('keeps only what a download button saves: a product with installers, an OS, a version', () => {
    expect(readIntent(saved({}), PAGE, NOW)).toEqual(target)
    expect(readIntent(saved({ version: undefined, includeCorePack: undefined }), PAGE, NOW)).toEqual({
      product: 'dj-pro',
      os: 'mac',
    })
    for (const tampered of [
      { product: 'producer-suite' },
      { product: '__proto__' },
      { os: 'linux' },
      { version: '3.2.0/../../x' },
      { includeCorePack: 'yes' },
      { page: '//evil.example/dj/pro/downloads/3.2.0' },
      { expiresAt: NOW + DOWNLOAD_INTENT_TTL_MS * 100 },
      { expiresAt: 'later' },
    ]) {
      expect(readIntent(saved(tampered), PAGE, NOW), JSON.stringify(tampered)).toBeUndefined()
    }
    expect(readIntent('{not json', PAGE, NOW)).toBeUndefined()
    expect(readIntent('null', PAGE, NOW)).toBeUndefined()
  })
})

describe('hasInstallers', () => {
  it('holds the products of the sdk’s installer table, which it does not import', () => {
    const products = ['studio', 'sample', 'hex-fx', 'dj-pro', 'dj-lite', 'pnt', 'producer-suite']
    expect(products.filter(hasInstallers)).toEqual(
      products.filter((p) => Object.hasOwn(installerHostApps, p)),
    )
  })
})
