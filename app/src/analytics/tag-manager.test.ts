// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { loadTagManager, TRACKING_CONSENT_KEY, tagManagerScriptUrl, trackingConsent } from './tag-manager.ts'

describe('tagManagerScriptUrl', () => {
  it('loads Google Tag Manager for GTM- ids and gtag.js for G- ids', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD')
    expect(tagManagerScriptUrl('G-AB12CD34')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34')
  })

  it.each(['gtm-x', 'GTM-', 'UA-1', 'G-a"><script>'])('throws for the invalid id %j', (id) => {
    expect(() => tagManagerScriptUrl(id)).toThrow(/Invalid tag manager id/)
  })
})

describe('trackingConsent (GET /allowtracking through the site’s server, docs/decisions/022)', () => {
  beforeEach(() => sessionStorage.clear())

  it('asks once per visit and remembers the answer for the tab', async () => {
    let asked = 0
    const ask = async () => {
      asked += 1
      return false
    }
    expect(await trackingConsent(ask)).toBe(false)
    expect(await trackingConsent(ask)).toBe(false)
    expect(asked).toBe(1)
    expect(sessionStorage.getItem(TRACKING_CONSENT_KEY)).toBe('0')
  })

  it('says no when the question fails, and asks again next time', async () => {
    expect(await trackingConsent(() => Promise.reject(new Error('offline')))).toBe(false)
    expect(await trackingConsent(async () => true)).toBe(true)
  })
})

describe('loadTagManager', () => {
  it('adds the data layer entry and the script of the id', () => {
    loadTagManager('GTM-AB12CD')
    const script = document.head.querySelector('script[src*="googletagmanager"]') as HTMLScriptElement
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD')
    expect((window as { dataLayer?: unknown[] }).dataLayer?.[0]).toMatchObject({ event: 'gtm.js' })
  })
})
