import { describe, expect, it } from 'vitest'
import { CountryCode } from '../generated/profile/hooks.schemas.ts'
import { COUNTRY_NAMES, countryName, PINNED_NAMES } from './country-name.ts'

describe('countryName', () => {
  it('names every country the profile service accepts, each with its own name', () => {
    const codes = Object.values(CountryCode)
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...codes].sort())
    const names = codes.map((code) => countryName(code))
    expect(names.every((name) => name.length > 0)).toBe(true)
    expect(new Set(names).size).toBe(codes.length)
  })

  it('is CLDR’s English name (Intl.DisplayNames of this Node) except the pinned ones', () => {
    const cldr = new Intl.DisplayNames(['en'], { type: 'region' })
    const differing = Object.values(CountryCode).filter((code) => countryName(code) !== cldr.of(code))
    expect(differing.filter((code) => !(code in PINNED_NAMES))).toEqual([])
  })

  it('reads codes in any case and gives back a code it does not know', () => {
    expect(countryName('gb')).toBe('United Kingdom')
    expect(countryName('XK')).toBe('XK')
    expect(countryName('toString')).toBe('toString')
  })
})
