import { describe, expect, it } from 'vitest'
import { tagManagerScriptUrl } from './tag-manager.ts'

describe('tagManagerScriptUrl', () => {
  it('loads Google Tag Manager for GTM- ids and gtag.js for G- ids', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD')
    expect(tagManagerScriptUrl('G-AB12CD34')).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34')
  })

  it.each(['gtm-x', 'GTM-', 'UA-1', 'G-a"><script>'])('throws for the invalid id %j', (id) => {
    expect(() => tagManagerScriptUrl(id)).toThrow(/Invalid tag manager id/)
  })
})
